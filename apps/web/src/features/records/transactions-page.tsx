import type { TTransaction } from '@site/contracts/api';
import { TRANSACTION_TYPES, type TTransactionType } from '@site/contracts/domain';
import { DataTable, type TDataColumn } from '../../components/data-table/data-table';
import { pagedQueryTableProps } from '../../components/data-table/query-table-props';
import { useTranslation } from '../../lib/use-translation';
import { DateRangeFilter } from '../shared-date-range/date-range-filter';
import { useMoney } from '../shared-money/api/use-money';
import styles from '../shared-records/records.module.css';
import { TransactionTypeFilter } from '../shared-records/transaction-type-filter';
import { useRecordFilters } from '../shared-records/use-record-filters';
import { useTransactionColumns } from '../shared-records/use-transaction-columns';
import { useTransactions, useWallets } from './api/use-record-queries';

/** Transaction history: every balance movement of the member's wallets, by date range and type. */
export const TransactionsPage = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const filters = useRecordFilters<TTransactionType>();
  const transactions = useTransactions({
    ...filters.range,
    pageNo: filters.pageNo,
    type: filters.type,
  });
  const wallets = useWallets();

  const walletName = (accountTypeId: number) =>
    wallets.data?.wallets.find((wallet) => wallet.accountTypeId === accountTypeId)?.name ??
    t('records.wallet_id', { id: accountTypeId });

  const shared = useTransactionColumns<TTransaction>(format);
  const columns: TDataColumn<TTransaction>[] = [
    shared.time,
    shared.type,
    shared.amount,
    {
      key: 'balance',
      header: t('records.column.balance_after'),
      align: 'money',
      render: (row) => format(row.balanceAfter),
    },
    { key: 'wallet', header: t('records.column.wallet'), render: (row) => walletName(row.accountTypeId) },
    shared.remark,
  ];

  return (
    <div className={styles.page}>
      <DateRangeFilter value={filters.range} onChange={filters.setRange}>
        <TransactionTypeFilter types={TRANSACTION_TYPES} value={filters.type} onChange={filters.setType} />
      </DateRangeFilter>
      <DataTable
        label={t('member_centre.page.transactions')}
        columns={columns}
        {...pagedQueryTableProps(transactions)}
        rowKey={(row) => row.transactionId}
        onPageChange={filters.setPageNo}
      />
    </div>
  );
};
