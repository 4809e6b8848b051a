import type { TSubOrder } from '@site/contracts/api';
import { Button } from '../../../components/button/button';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { useTranslation } from '../../../lib/use-translation';
import shared from '../../shared-records/records.module.css';
import { BET_TYPE_KEYS, formatOdds, lineName } from './lottery-order-labels';
import styles from './lottery-orders.module.css';
import { SubOrderStatusBadge } from './status-badge';

type TSubOrdersTableProps = {
  label: string;
  subOrders: readonly TSubOrder[] | undefined;
  isLoading: boolean;
  format: (minor: number) => string;
  /** The sub-order whose cancel is in flight: its button spins, the others wait. */
  cancellingNo: string | null;
  onCancel: (subOrder: TSubOrder) => void;
};

/** An order's lines: bet type, numbers, stake, odds, status, hits and win; a cancel while the draw is open. */
export const SubOrdersTable = ({
  label,
  subOrders,
  isLoading,
  format,
  cancellingNo,
  onCancel,
}: TSubOrdersTableProps) => {
  const { t } = useTranslation();
  const isDecided = (subOrder: TSubOrder) => subOrder.status === 'won' || subOrder.status === 'lost';
  const notYet = <span className={shared.muted}>—</span>;
  const columns: TDataColumn<TSubOrder>[] = [
    {
      key: 'betType',
      header: t('lottery_orders.column.bet_type'),
      render: (row) => t(BET_TYPE_KEYS[row.betType]),
    },
    {
      key: 'numbers',
      header: t('lottery_orders.column.numbers'),
      render: (row) => <span className={styles.numbers}>{row.numbers.join(', ')}</span>,
    },
    {
      key: 'stake',
      header: t('lottery_orders.column.stake'),
      align: 'money',
      render: (row) => format(row.stakeMinor),
    },
    {
      key: 'odds',
      header: t('lottery_orders.column.odds'),
      align: 'end',
      render: (row) => <span className={styles.odds}>{formatOdds(row.odds, t)}</span>,
    },
    {
      key: 'status',
      header: t('records.column.status'),
      render: (row) => <SubOrderStatusBadge status={row.status} />,
    },
    {
      key: 'hits',
      header: t('lottery_orders.column.hits'),
      align: 'end',
      render: (row) => (row.hits === null ? notYet : row.hits),
    },
    {
      key: 'win',
      header: t('records.column.win'),
      align: 'money',
      render: (row) =>
        isDecided(row) ? (
          <span className={row.winMinor > 0 ? shared.positive : undefined}>{format(row.winMinor)}</span>
        ) : (
          notYet
        ),
    },
    {
      key: 'action',
      header: t('lottery_orders.column.action'),
      render: (row) =>
        row.cancellable ? (
          <Button
            variant="outline"
            size="sm"
            loading={cancellingNo === row.subOrderNo}
            disabled={cancellingNo !== null}
            aria-label={t('lottery_orders.cancel_line', { line: lineName(row, t) })}
            onClick={() => onCancel(row)}
          >
            {t('lottery_orders.cancel')}
          </Button>
        ) : (
          notYet
        ),
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={subOrders}
      rowKey={(row) => row.subOrderNo}
      isLoading={isLoading}
      skeletonRows={2}
    />
  );
};
