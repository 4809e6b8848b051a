import type { TRgLimit } from '@site/contracts/api';
import { RG_LIMIT_TYPES, RG_PERIODS_BY_TYPE, RG_RAISE_COOLING_OFF_HOURS } from '@site/contracts/domain';
import type { THintFormat } from '../../../lib/error-hints';
import { useTranslation } from '../../../lib/use-translation';
import styles from '../responsible.module.css';
import { LimitRow } from './limit-row';

/** Every limit the member can set, in order: deposit, loss, wager (each per day, week, month) and daily play time. */
const LIMIT_KEYS = RG_LIMIT_TYPES.flatMap((type) =>
  RG_PERIODS_BY_TYPE[type].map((period) => ({ type, period })),
);

/** The limits section: one row per limit, those the overview lacks shown without one. */
export const LimitsSection = ({ limits, format }: { limits: readonly TRgLimit[]; format: THintFormat }) => {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="rg-limits">
      <h4 id="rg-limits" className={styles.sectionTitle}>
        {t('rg.limits.title')}
      </h4>
      <p className={styles.lead}>{t('rg.limits.intro', { hours: RG_RAISE_COOLING_OFF_HOURS })}</p>
      <div className={styles.limits}>
        {LIMIT_KEYS.map(({ type, period }) => {
          const limit = limits.find((entry) => entry.type === type && entry.period === period);
          return limit ? (
            <LimitRow key={`${type}-${period}`} limit={limit} format={format} />
          ) : (
            <MissingLimit key={`${type}-${period}`} type={type} period={period} format={format} />
          );
        })}
      </div>
    </section>
  );
};

/** A limit the overview did not list: none in force, nothing counted yet. */
const MissingLimit = ({
  type,
  period,
  format,
}: Pick<TRgLimit, 'type' | 'period'> & { format: THintFormat }) => (
  <LimitRow
    limit={{ type, period, value: null, used: 0, resetsAt: 0, pending: null }}
    format={format}
    hasFigures={false}
  />
);
