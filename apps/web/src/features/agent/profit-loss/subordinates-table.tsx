import type { UseQueryResult } from '@tanstack/react-query';
import type { TSubordinate } from '@site/contracts/api';
import { DataTable, type TDataColumn, type TDataPaging } from '../../../components/data-table/data-table';
import { pagedQueryTableProps } from '../../../components/data-table/query-table-props';
import { useTranslation } from '../../../lib/use-translation';
import { SignedAmount } from '../../shared-records/signed-amount';
import { useUsernameColumn } from '../components/use-username-column';

type TSubordinatesTableProps = {
  query: UseQueryResult<TDataPaging & { rows: TSubordinate[] }, unknown>;
  format: (minor: number) => string;
  onPageChange: (pageNo: number) => void;
};

/** The direct downlines, each with its own team's figures in the range, paged. */
export const SubordinatesTable = ({ query, format, onPageChange }: TSubordinatesTableProps) => {
  const { t } = useTranslation();
  const columns: TDataColumn<TSubordinate>[] = [
    useUsernameColumn(),
    {
      key: 'role',
      header: t('agent.column.role'),
      render: (row) => t(row.isAgent ? 'agent.role.agent' : 'agent.role.player'),
    },
    { key: 'team', header: t('agent.column.team_size'), align: 'end', render: (row) => row.teamSize },
    {
      key: 'valid',
      header: t('records.column.valid_bet'),
      align: 'money',
      render: (row) => format(row.validBetAmount),
    },
    {
      key: 'result',
      header: t('records.column.profit_loss'),
      align: 'money',
      render: (row) => <SignedAmount minor={row.profitLoss} format={format} />,
    },
    {
      key: 'deposits',
      header: t('agent.column.deposits'),
      align: 'money',
      render: (row) => format(row.depositAmount),
    },
    {
      key: 'withdrawals',
      header: t('agent.column.withdrawals'),
      align: 'money',
      render: (row) => format(row.withdrawAmount),
    },
  ];
  return (
    <DataTable
      label={t('agent.profit_loss.subordinates')}
      columns={columns}
      {...pagedQueryTableProps(query)}
      rowKey={(row) => row.memberId}
      emptyText={t('agent.profit_loss.subordinates_empty')}
      onPageChange={onPageChange}
    />
  );
};
