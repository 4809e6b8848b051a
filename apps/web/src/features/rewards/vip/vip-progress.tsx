import type { TVip } from '@site/contracts/api';
import { ProgressBar } from '../../../components/progress-bar/progress-bar';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useMoney } from '../../shared-money/api/use-money';
import { useRewardsSummary } from '../../shared-rewards/api/use-rewards-summary';
import { useVipProgress } from './use-vip-progress';
import styles from './vip.module.css';
import { VipIcon } from './vip-icon';

/** The VIP rank in the security centre: the rank, this month's turnover towards the next one, and the total. */
export const VipProgress = () => {
  const { t } = useTranslation();
  const summary = useRewardsSummary();
  return (
    <section className={styles.panel} aria-labelledby="vip-progress-title">
      <h4 id="vip-progress-title" className={styles.title}>
        {t('rewards.vip.title')}
      </h4>
      {summary.isError ? (
        <QueryErrorMessage
          title={t('rewards.vip.load_failed')}
          error={summary.error}
          isRetrying={summary.isFetching}
          onRetry={() => void summary.refetch()}
        />
      ) : summary.data ? (
        <VipRankDetails vip={summary.data.vip} />
      ) : (
        <Skeleton className={styles.skeleton} />
      )}
    </section>
  );
};

const VipRankDetails = ({ vip }: { vip: TVip }) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const progress = useVipProgress(vip);
  return (
    <>
      <p className={styles.rank} data-testid="vip-rank">
        <VipIcon className={styles.icon} />
        {vip.rankName}
      </p>
      <ProgressBar
        label={progress.label}
        value={vip.monthlyTurnover}
        max={vip.monthlyTurnoverTarget}
        valueText={progress.valueText}
        tone={progress.isTopRank ? 'done' : 'progress'}
      />
      <p className={styles.text}>
        {progress.isTopRank
          ? t('rewards.vip.top_text', { turnover: format(vip.monthlyTurnover) })
          : t('rewards.vip.next_text', {
              rank: vip.nextRankName ?? '',
              turnover: format(vip.monthlyTurnover),
              target: format(vip.monthlyTurnoverTarget),
            })}
      </p>
      <p className={styles.muted}>{t('rewards.vip.total', { turnover: format(vip.totalTurnover) })}</p>
    </>
  );
};
