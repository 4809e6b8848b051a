import type { UseQueryResult } from '@tanstack/react-query';
import type { TPoints } from '@site/contracts/api';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { formatCount } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import records from '../../shared-records/records.module.css';
import styles from './point-mall.module.css';

/** The member's points and those held by redemptions still being processed. */
export const PointsBalance = ({ points }: { points: UseQueryResult<TPoints, unknown> }) => {
  const { t } = useTranslation();
  if (points.isError)
    return (
      <QueryErrorMessage
        title={t('rewards.point_mall.points_failed')}
        error={points.error}
        isRetrying={points.isFetching}
        onRetry={() => void points.refetch()}
      />
    );
  const value = (count: number | undefined) =>
    count === undefined ? <Skeleton className={records.cardSkeleton} /> : formatCount(count);
  return (
    <dl className={[records.cards, styles.balance].join(' ')}>
      <div className={[records.card, records.cardMain].join(' ')}>
        <dt className={records.cardLabel}>{t('rewards.point_mall.points')}</dt>
        <dd className={records.cardValue} data-testid="points-balance">
          {value(points.data?.points)}
        </dd>
      </div>
      <div className={records.card}>
        <dt className={records.cardLabel}>{t('rewards.point_mall.pending_points')}</dt>
        <dd className={records.cardValue} data-testid="points-pending">
          {value(points.data?.pendingPoints)}
        </dd>
      </div>
    </dl>
  );
};
