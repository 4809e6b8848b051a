import { useState } from 'react';
import type { TDepositOrder } from '@site/contracts/api';
import { DataTable, type TDataColumn } from '../../../../components/data-table/data-table';
import { useTranslation } from '../../../../lib/use-translation';
import { DateRangeFilter } from '../../../shared-date-range/date-range-filter';
import { formatMerchantDateTime, type TDateRange } from '../../../shared-date-range/merchant-days';
import { useDateRangeParam } from '../../../shared-date-range/use-date-range-param';
import { useMoney } from '../../../shared-money/api/use-money';
import { useDeposits } from '../../api/use-wallet-queries';
import styles from '../shared/cashier.module.css';
import { DepositStatusBadge } from '../shared/status-badge';

/** The member's deposit orders in a date range, paged. */
export const DepositHistory = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const [range, setRange] = useDateRangeParam();
  const [pageNo, setPageNo] = useState(1);
  const orders = useDeposits(range, pageNo);

  const columns: TDataColumn<TDepositOrder>[] = [
    { key: 'time', header: t('cashier.column_time'), render: (row) => formatMerchantDateTime(row.createdAt) },
    { key: 'channel', header: t('cashier.column_channel'), render: (row) => row.channelName },
    { key: 'amount', header: t('cashier.amount'), align: 'money', render: (row) => format(row.amount) },
    {
      key: 'status',
      header: t('cashier.column_status'),
      render: (row) => (
        <>
          <DepositStatusBadge status={row.status} />
          {row.remark && <p className={styles.remark}>{row.remark}</p>}
        </>
      ),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="deposit-history-title">
      <h4 id="deposit-history-title" className={styles.sectionTitle}>
        {t('cashier.deposit_history')}
      </h4>
      <DateRangeFilter
        value={range}
        onChange={(next: TDateRange) => {
          setRange(next);
          setPageNo(1);
        }}
      />
      <DataTable
        label={t('cashier.deposit_history')}
        columns={columns}
        rows={orders.data?.rows}
        rowKey={(row) => row.orderId}
        isLoading={orders.isPending}
        error={orders.error}
        isRetrying={orders.isFetching}
        onRetry={() => void orders.refetch()}
        emptyText={t('cashier.no_deposits')}
        paging={orders.data}
        onPageChange={setPageNo}
      />
    </section>
  );
};
