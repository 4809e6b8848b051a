import type { TDepositPromotion } from '@site/contracts/api';
import { RichText } from '../../../../components/rich-text/rich-text';
import { useTranslation } from '../../../../lib/use-translation';
import { useMoney } from '../../../shared-money/api/use-money';
import cashier from '../shared/cashier.module.css';
import styles from './deposit.module.css';

type TBonusChoiceProps = {
  promotions: readonly TDepositPromotion[];
  /** The chosen promotion's id; '' is no bonus. */
  value: string;
  onChange: (promotionId: string) => void;
  error: string | null;
  disabled: boolean;
};

/** The deposit bonus to claim with this deposit, or none: each with its rate, minimum and terms. */
export const BonusChoice = ({ promotions, value, onChange, error, disabled }: TBonusChoiceProps) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const rateOf = (promotion: TDepositPromotion) =>
    promotion.maxReward === null
      ? t('deposit_payment.bonus_rate_unlimited', {
          percent: String(promotion.percent),
          min: format(promotion.minDeposit),
        })
      : t('deposit_payment.bonus_rate', {
          percent: String(promotion.percent),
          max: format(promotion.maxReward),
          min: format(promotion.minDeposit),
        });
  return (
    <fieldset
      className={styles.group}
      disabled={disabled}
      aria-describedby={error ? 'deposit-bonus-error' : undefined}
    >
      <legend className={styles.groupTitle}>{t('deposit_payment.bonus_title')}</legend>
      <div className={styles.bonuses}>
        <label className={styles.card}>
          <input
            type="radio"
            name="deposit-bonus"
            className={styles.radio}
            value=""
            checked={value === ''}
            onChange={() => onChange('')}
          />
          <span className={styles.cardName}>{t('deposit_payment.no_bonus')}</span>
          <span className={styles.cardRange}>{t('deposit_payment.no_bonus_text')}</span>
        </label>
        {promotions.map((promotion) => (
          <div key={promotion.promotionId} className={styles.bonus}>
            <label className={styles.card}>
              <input
                type="radio"
                name="deposit-bonus"
                className={styles.radio}
                value={promotion.promotionId}
                checked={value === promotion.promotionId}
                onChange={() => onChange(promotion.promotionId)}
              />
              <span className={styles.cardName}>{promotion.title}</span>
              <span className={styles.cardRange}>{rateOf(promotion)}</span>
            </label>
            <details className={styles.terms}>
              <summary>{t('deposit_payment.bonus_terms', { title: promotion.title })}</summary>
              <p className={cashier.panelText}>{promotion.summary}</p>
              <RichText html={promotion.termsHtml} />
            </details>
          </div>
        ))}
      </div>
      {error && (
        <p id="deposit-bonus-error" className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
};
