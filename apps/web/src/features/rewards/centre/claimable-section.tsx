import { GiftIcon } from '../../../components/icons/icons';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { useTranslation } from '../../../lib/use-translation';
import { formatMerchantDateTime } from '../../shared-date-range/merchant-days';
import { useMoney } from '../../shared-money/api/use-money';
import { useClaimable } from '../api/use-reward-queries';
import { ClaimButton } from '../shared/claim-button';
import styles from '../shared/rewards.module.css';

/** "To claim" (`rewards.claimable`): the issued rewards waiting for the member, each with its claim button. */
export const ClaimableSection = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const claimable = useClaimable();

  if (claimable.isPending) return <Skeleton className={styles.skeletonRow} />;
  if (claimable.isError) {
    return (
      <QueryErrorMessage
        title={t('rewards.centre.load_failed')}
        error={claimable.error}
        isRetrying={claimable.isFetching}
        onRetry={() => void claimable.refetch()}
      />
    );
  }
  if (claimable.data.items.length === 0) {
    return (
      <StatusMessage
        tone="empty"
        icon={<GiftIcon />}
        title={t('rewards.centre.nothing_to_claim')}
        description={t('rewards.centre.nothing_to_claim_text')}
      />
    );
  }
  return (
    <ul className={styles.list} aria-label={t('rewards.centre.to_claim')}>
      {claimable.data.items.map((claim) => (
        <li key={claim.claimId} className={styles.row}>
          <div className={styles.rowMain}>
            <span className={styles.rowTitle}>{claim.title}</span>
            <span className={styles.note}>{formatMerchantDateTime(claim.updatedAt)}</span>
          </div>
          {claim.amount !== null && <span className={styles.amount}>{format(claim.amount)}</span>}
          <div className={styles.actions}>
            <ClaimButton claimId={claim.claimId} title={claim.title} />
          </div>
        </li>
      ))}
    </ul>
  );
};
