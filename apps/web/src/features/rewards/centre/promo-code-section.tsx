import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { formatMerchantDateTime } from '../../shared-date-range/merchant-days';
import { useMoney } from '../../shared-money/api/use-money';
import { usePromoCodes } from '../api/use-reward-queries';
import { ClaimStatusBadge } from '../shared/claim-status-badge';
import { PromoCodeForm } from '../shared/promo-code-form';
import styles from '../shared/rewards.module.css';

/** "Promo code": the entry form, then the codes running now (`rewards.promoCodes`) and whether the member used each. */
export const PromoCodeSection = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const codes = usePromoCodes();

  const renderCodes = () => {
    if (codes.isPending) return <Skeleton className={styles.skeletonRow} />;
    if (codes.isError) {
      return (
        <QueryErrorMessage
          title={t('rewards.centre.load_failed')}
          error={codes.error}
          isRetrying={codes.isFetching}
          onRetry={() => void codes.refetch()}
        />
      );
    }
    if (codes.data.items.length === 0) return <p className={styles.note}>{t('rewards.promo_code_none')}</p>;
    return (
      <ul className={styles.list} aria-label={t('rewards.promo_code_list')}>
        {codes.data.items.map((code) => (
          <li key={code.promoCode} className={styles.row}>
            <div className={styles.rowMain}>
              <span className={styles.rowTitle}>{code.promoCode}</span>
              <span className={styles.note}>{code.description}</span>
              {code.expiresAt !== null && (
                <span className={styles.note}>
                  {t('rewards.ticket.expires', { time: formatMerchantDateTime(code.expiresAt) })}
                </span>
              )}
            </div>
            {code.amount !== null && <span className={styles.amount}>{format(code.amount)}</span>}
            {code.claimed && <ClaimStatusBadge status="claimed" />}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className={styles.page}>
      <PromoCodeForm />
      <section className={styles.section} aria-labelledby="reward-promo-codes">
        <h3 id="reward-promo-codes" className={styles.sectionTitle}>
          {t('rewards.promo_code_running')}
        </h3>
        {renderCodes()}
      </section>
    </div>
  );
};
