import type { TContractType } from '@site/contracts/domain';
import { Loader } from '../../../components/loader/loader';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { formatMerchantDateTime } from '../../shared-date-range/merchant-days';
import { useMoney } from '../../shared-money/api/use-money';
import styles from '../agent-pages.module.css';
import { useCurrentSettlement } from '../api/use-contract-calls';
import { Figures } from '../figures';

/** The period running now: its dates, the team's figures so far, and what it would pay. */
export const CurrentPeriod = ({ contractType }: { contractType: TContractType }) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const current = useCurrentSettlement(contractType);

  const body = () => {
    if (current.isPending) return <Loader label={t('common.loading')} />;
    if (current.isError)
      return (
        <QueryErrorMessage
          title={t('agent.contract.period_failed')}
          error={current.error}
          isRetrying={current.isFetching}
          onRetry={() => void current.refetch()}
        />
      );
    const period = current.data;
    const figures: [string, string][] = [
      [t('agent.contract.period_start'), formatMerchantDateTime(period.periodStart)],
      [t('agent.contract.period_end'), formatMerchantDateTime(period.periodEnd)],
      [t('records.column.valid_bet'), format(period.validBetAmount)],
      [t('records.column.profit_loss'), format(period.profitLoss)],
      [t('agent.contract.active_members'), String(period.activeMembers)],
      [t('agent.contract.rate'), period.ratePercent === null ? '—' : `${period.ratePercent}%`],
      [
        t('agent.contract.estimate'),
        period.estimatedAmount === null ? t('agent.contract.no_contract') : format(period.estimatedAmount),
      ],
    ];
    return <Figures items={figures} testId="current-period" />;
  };

  return (
    <section className={styles.card} aria-labelledby="agent-current-period">
      <h4 id="agent-current-period" className={styles.sectionTitle}>
        {t('agent.contract.current_period')}
      </h4>
      {body()}
    </section>
  );
};
