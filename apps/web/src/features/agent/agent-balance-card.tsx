import { Button } from '../../components/button/button';
import { RefreshIcon } from '../../components/icons/shell-icons';
import { Skeleton } from '../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../components/status-message/query-error-message';
import { formatBalance } from '../../lib/format';
import { useTranslation } from '../../lib/use-translation';
import styles from './agent-home.module.css';
import { useAgentBalance } from './api/use-agent-home-calls';

/** The agent's total balance with a refresh; loading and failure have their own states. */
export const AgentBalanceCard = () => {
  const { t } = useTranslation();
  const balance = useAgentBalance();

  return (
    <section className={styles.card} aria-labelledby="agent-balance-title" aria-busy={balance.isFetching}>
      <div className={styles.cardHeader}>
        <h2 id="agent-balance-title" className={styles.cardTitle}>
          {t('wallet.balance')}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          icon={<RefreshIcon />}
          aria-label={t('wallet.refresh_balance')}
          title={t('wallet.refresh_balance')}
          loading={balance.isFetching}
          onClick={() => void balance.refetch()}
        />
      </div>
      {balance.data ? (
        <p className={styles.amount} data-testid="agent-balance">
          {formatBalance(balance.data.total, balance.data.currencySymbol)}
        </p>
      ) : balance.isError ? (
        <QueryErrorMessage
          title={t('agent.balance_failed')}
          error={balance.error}
          isRetrying={balance.isFetching}
          onRetry={() => void balance.refetch()}
        />
      ) : (
        <Skeleton className={styles.amountSkeleton} />
      )}
    </section>
  );
};
