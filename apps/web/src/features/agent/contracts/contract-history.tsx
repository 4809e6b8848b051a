import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TContractType } from '@site/contracts/domain';
import { useTRPC } from '../../../lib/trpc';
import { useTranslation } from '../../../lib/use-translation';
import { ContractsTable } from './contracts-table';

/** Every contract of the type the agent is a side of, newest first, a page at a time. */
export const ContractHistory = ({ contractType }: { contractType: TContractType }) => {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [pageNo, setPageNo] = useState(1);
  const history = useQuery({
    ...trpc.agent.contractHistory.queryOptions({ contractType, pageNo }),
    placeholderData: keepPreviousData,
  });
  return (
    <ContractsTable
      label={t('agent.history.title')}
      emptyText={t('agent.history.empty')}
      rows={history.data?.rows}
      isLoading={history.isPending}
      error={history.error}
      isRetrying={history.isFetching}
      onRetry={() => void history.refetch()}
      paging={history.data}
      onPageChange={setPageNo}
    />
  );
};
