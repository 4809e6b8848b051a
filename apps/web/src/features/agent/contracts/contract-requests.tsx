import type { TContractType } from '@site/contracts/domain';
import { useTranslation } from '../../../lib/use-translation';
import styles from '../agent-pages.module.css';
import { useContractRequests } from '../api/use-contract-calls';
import { ContractDecision } from './contract-decision';
import { ContractsTable } from './contracts-table';

/** What waits on either side: incoming offers and termination requests to decide, outgoing ones with their status. */
export const ContractRequests = ({ contractType }: { contractType: TContractType }) => {
  const { t } = useTranslation();
  const requests = useContractRequests(contractType);
  return (
    <section className={styles.section} aria-labelledby="agent-contract-requests">
      <h4 id="agent-contract-requests" className={styles.sectionTitle}>
        {t('agent.requests.title')}
      </h4>
      <ContractsTable
        label={t('agent.requests.title')}
        emptyText={t('agent.requests.empty')}
        rows={requests.data}
        isLoading={requests.isPending}
        error={requests.error}
        isRetrying={requests.isFetching}
        onRetry={() => void requests.refetch()}
        action={{
          header: t('agent.requests.decision'),
          render: (row) =>
            row.direction === 'incoming' ? (
              <ContractDecision contract={row} />
            ) : (
              <span className={styles.muted}>{t('agent.requests.waiting_other_side')}</span>
            ),
        }}
      />
    </section>
  );
};
