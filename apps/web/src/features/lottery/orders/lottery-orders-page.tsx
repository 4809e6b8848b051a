import { useState } from 'react';
import type { TLotteryOrder } from '@site/contracts/api';
import type { TOrderStatus } from '@site/contracts/domain';
import { Button } from '../../../components/button/button';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { pagedQueryTableProps } from '../../../components/data-table/query-table-props';
import { useTranslation } from '../../../lib/use-translation';
import { DateRangeFilter } from '../../shared-date-range/date-range-filter';
import { formatMerchantDateTime } from '../../shared-date-range/merchant-days';
import { useMoney } from '../../shared-money/api/use-money';
import shared from '../../shared-records/records.module.css';
import { TypeFilter } from '../../shared-records/type-filter';
import { useRecordFilters } from '../../shared-records/use-record-filters';
import { useLotteryOrders } from '../api/use-lottery-orders';
import { LotteryOrderDetail } from './lottery-order-detail';
import { ORDER_STATUS_FILTERS, ORDER_STATUS_KEYS } from './lottery-order-labels';
import { OrderStatusBadge } from './status-badge';

/**
 * Member centre → records → Lottery orders: the member's slips of a date range
 * and status, a page at a time; a row opens its sub-orders. `lottery:settled`
 * reads both again (app/live-updates.tsx).
 */
export const LotteryOrdersPage = () => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const filters = useRecordFilters<TOrderStatus>();
  const [opened, setOpened] = useState<TLotteryOrder | null>(null);
  const orders = useLotteryOrders({ ...filters.range, pageNo: filters.pageNo, status: filters.type });

  if (opened) return <LotteryOrderDetail order={opened} onBack={() => setOpened(null)} />;

  const columns: TDataColumn<TLotteryOrder>[] = [
    { key: 'game', header: t('records.column.game'), render: (order) => order.gameName },
    { key: 'draw', header: t('lottery_orders.column.draw'), render: (order) => order.drawCode },
    {
      key: 'time',
      header: t('lottery_orders.column.bet_time'),
      render: (order) => formatMerchantDateTime(order.betAt),
    },
    {
      key: 'stake',
      header: t('lottery_orders.column.total_stake'),
      align: 'money',
      render: (order) => format(order.totalStakeMinor),
    },
    {
      key: 'win',
      header: t('lottery_orders.column.total_win'),
      align: 'money',
      render: (order) =>
        order.status === 'settled' ? (
          <span className={order.totalWinMinor > 0 ? shared.positive : undefined}>
            {format(order.totalWinMinor)}
          </span>
        ) : (
          <span className={shared.muted}>—</span>
        ),
    },
    {
      key: 'status',
      header: t('records.column.status'),
      render: (order) => <OrderStatusBadge status={order.status} />,
    },
    {
      key: 'details',
      header: t('lottery_orders.column.details'),
      render: (order) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={t('lottery_orders.open', { game: order.gameName, drawCode: order.drawCode })}
          onClick={() => setOpened(order)}
        >
          {t('lottery_orders.view')}
        </Button>
      ),
    },
  ];

  return (
    <div className={shared.page}>
      <DateRangeFilter value={filters.range} onChange={filters.setRange}>
        <TypeFilter
          label={t('records.column.status')}
          types={ORDER_STATUS_FILTERS}
          labelKeyOf={(status) => ORDER_STATUS_KEYS[status]}
          value={filters.type}
          onChange={filters.setType}
        />
      </DateRangeFilter>
      <DataTable
        label={t('member_centre.page.lottery_orders')}
        columns={columns}
        {...pagedQueryTableProps(orders)}
        rowKey={(order) => order.orderNo}
        emptyText={t('lottery_orders.empty')}
        onPageChange={filters.setPageNo}
      />
    </div>
  );
};
