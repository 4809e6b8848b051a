import { useState } from 'react';
import type { TContractType } from '@site/contracts/domain';
import { pagedQueryTableProps } from '../../../components/data-table/query-table-props';
import { useTranslation } from '../../../lib/use-translation';
import { useContractHistory } from '../api/use-contract-calls';
import { ContractsTable } from './contracts-table';

/** Every contract of the type the agent is a side of, newest first, a page at a time. */
export const ContractHistory = ({ contractType }: { contractType: TContractType }) => {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const history = useContractHistory(contractType, pageNo);
  return (
    <ContractsTable
      label={t('agent.history.title')}
      emptyText={t('agent.history.empty')}
      {...pagedQueryTableProps(history)}
      onPageChange={setPageNo}
    />
  );
};
