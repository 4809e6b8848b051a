import type { THintFormat } from '../../../lib/error-hints';
import { useTranslation } from '../../../lib/use-translation';
import styles from '../responsible.module.css';
import { TakeBreakForm } from './take-break-form';

/** Taking a break: what a time-out and a self-exclusion do, and the form. */
export const TakeBreakSection = ({ format }: { format: THintFormat }) => {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="rg-break">
      <h4 id="rg-break" className={styles.sectionTitle}>
        {t('rg.break.title')}
      </h4>
      <p className={styles.lead}>{t('rg.break.intro')}</p>
      <TakeBreakForm format={format} />
    </section>
  );
};
