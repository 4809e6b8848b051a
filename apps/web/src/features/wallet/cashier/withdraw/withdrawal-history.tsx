import { useState } from 'react';
import type { TWithdrawal } from '@site/contracts/api';
import { DataTable, type TDataColumn } from '../../../../components/data-table/data-table';
import { useTranslation } from '../../../../lib/use-translation';
import { DateRangeFilter } from '../../../shared-date-range/date-range-filter';
import { formatMerchantDateTime } from '../../../shared-date-range/merchant-days';
import { useDateRangeParam } from '../../../shared-date-range/use-date-range-param';
import { useMoney } from '../../../shared-money/api/use-money';
import { useWithdrawals } from '../../api/use-wallet-queries';
import cashier from '../shared/cashier.module.css';
import { WithdrawalStatusBadge } from '../shared/status-badge';
import { cardLabel } from './card-label';
import { WithdrawalConfirmPanel } from './withdrawal-confirm-panel';

/** The member's withdrawals in a date range, paged; approved ones ask for the member's confirmation above the table. */
export const WithdrawalHistory = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const [range, setRange] = useDateRangeParam();
  const [pageNo, setPageNo] = useState(1);
  const withdrawals = useWithdrawals(range, pageNo);
  const awaiting = withdrawals.data?.rows.filter((row) => row.status === 'approved') ?? [];

  const columns: TDataColumn<TWithdrawal>[] = [
    { key: 'time', header: t('cashier.column_time'), render: (row) => formatMerchantDateTime(row.createdAt) },
    { key: 'card', header: t('cashier.column_card'), render: (row) => cardLabel(row) },
    { key: 'amount', header: t('cashier.amount'), align: 'money', render: (row) => format(row.amount) },
    {
      key: 'status',
      header: t('cashier.column_status'),
      render: (row) => (
        <>
          <WithdrawalStatusBadge status={row.status} />
          {row.isAutoConfirmed && <p className={cashier.remark}>{t('cashier.auto_confirmed')}</p>}
          {row.remark && <p className={cashier.remark}>{row.remark}</p>}
        </>
      ),
    },
  ];

  return (
    <section className={cashier.section} aria-labelledby="withdrawal-history-title">
      <h4 id="withdrawal-history-title" className={cashier.sectionTitle}>
        {t('cashier.withdrawal_history')}
      </h4>
      {awaiting.map((withdrawal) => (
        <WithdrawalConfirmPanel key={withdrawal.withdrawalId} withdrawal={withdrawal} />
      ))}
      <DateRangeFilter
        value={range}
        onChange={(next) => {
          setRange(next);
          setPageNo(1);
        }}
      />
      <DataTable
        label={t('cashier.withdrawal_history')}
        columns={columns}
        rows={withdrawals.data?.rows}
        rowKey={(row) => row.withdrawalId}
        isLoading={withdrawals.isPending}
        error={withdrawals.error}
        isRetrying={withdrawals.isFetching}
        onRetry={() => void withdrawals.refetch()}
        emptyText={t('cashier.no_withdrawals')}
        paging={withdrawals.data}
        onPageChange={setPageNo}
      />
    </section>
  );
};
