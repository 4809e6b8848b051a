import type { TTeamTransaction } from '@site/contracts/api';
import { TRANSACTION_TYPES, type TTransactionType } from '@site/contracts/domain';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { pagedQueryTableProps } from '../../../components/data-table/query-table-props';
import { useTranslation } from '../../../lib/use-translation';
import { DateRangeFilter } from '../../shared-date-range/date-range-filter';
import { useMoney } from '../../shared-money/api/use-money';
import { TransactionTypeFilter } from '../../shared-records/transaction-type-filter';
import { useRecordFilters } from '../../shared-records/use-record-filters';
import { useTransactionColumns } from '../../shared-records/use-transaction-columns';
import { useTeamTransactions } from '../api/use-team-reports';
import styles from '../components/agent-reports.module.css';
import { useUsernameColumn } from '../components/use-username-column';
import { UsernameFilter } from '../components/username-filter';

/** Rounds are the team betting history's; this page lists the team's other ledger movements. */
const TEAM_TRANSACTION_TYPES = TRANSACTION_TYPES.filter((type) => type !== 'BET' && type !== 'WIN');

/** Downline transaction details: the team's ledger movements (not bets and wins), by member, type and range. */
const TeamTransactionsPage = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const filters = useRecordFilters<TTransactionType>();
  const transactions = useTeamTransactions({
    ...filters.range,
    pageNo: filters.pageNo,
    type: filters.type,
    username: filters.username,
  });
  const shared = useTransactionColumns<TTeamTransaction>(format);
  const columns: TDataColumn<TTeamTransaction>[] = [
    shared.time,
    useUsernameColumn(),
    shared.type,
    shared.amount,
    shared.remark,
  ];

  return (
    <div className={styles.page}>
      <UsernameFilter
        value={filters.username}
        onChange={filters.setUsername}
        isBusy={transactions.isFetching}
      />
      <DateRangeFilter value={filters.range} onChange={filters.setRange}>
        <TransactionTypeFilter
          types={TEAM_TRANSACTION_TYPES}
          value={filters.type}
          onChange={filters.setType}
        />
      </DateRangeFilter>
      <DataTable
        label={t('agent.page.team_transactions')}
        columns={columns}
        {...pagedQueryTableProps(transactions)}
        rowKey={(row) => row.transactionId}
        emptyText={t('agent.team_transactions.empty')}
        onPageChange={filters.setPageNo}
      />
    </div>
  );
};

export default TeamTransactionsPage;
