import { useState } from 'react';
import type { TLotteryOrder, TSubOrder } from '@site/contracts/api';
import { Button } from '../../../components/button/button';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { ChevronLeftIcon } from '../../../components/icons/icons';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessageKey } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/use-translation';
import { formatMerchantDateTime } from '../../shared-date-range/merchant-days';
import { useMoney } from '../../shared-money/api/use-money';
import shared from '../../shared-records/records.module.css';
import { useCancelSubOrder } from '../api/use-cancel-sub-order';
import { useLotteryOrder } from '../api/use-lottery-orders';
import { lineName } from './lottery-order-labels';
import styles from './lottery-orders.module.css';
import { OrderStatusBadge } from './status-badge';
import { SubOrdersTable } from './sub-orders-table';

type TLotteryOrderDetailProps = {
  /** The list's row: shown at once, then replaced by `lottery.order`. */
  order: TLotteryOrder;
  onBack: () => void;
};

/** One order opened from the list: its totals and sub-orders, an open line cancelled after a confirmation. */
export const LotteryOrderDetail = ({ order: row, onBack }: TLotteryOrderDetailProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { format } = useMoney();
  const detail = useLotteryOrder(row.orderNo);
  const cancel = useCancelSubOrder();
  // The line asked about stays set while the dialog fades out; `isConfirming` opens and closes it.
  const [target, setTarget] = useState<TSubOrder | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const order = detail.data ?? row;
  const titleId = `lottery-order-${order.orderNo}`;

  const onConfirm = () => {
    setIsConfirming(false);
    if (!target) return;
    const { subOrderNo, stakeMinor } = target;
    cancel.mutate(
      { orderNo: order.orderNo, subOrderNo },
      {
        onSuccess: () => toast.show(t('lottery_orders.cancelled', { amount: format(stakeMinor) }), 'success'),
      },
    );
  };

  const facts = [
    { label: t('lottery_orders.column.bet_time'), value: formatMerchantDateTime(order.betAt) },
    { label: t('lottery_orders.column.total_stake'), value: format(order.totalStakeMinor) },
    {
      label: t('lottery_orders.column.total_win'),
      value: order.status === 'settled' ? format(order.totalWinMinor) : '—',
    },
  ];

  return (
    <article className={styles.detail} aria-labelledby={titleId}>
      <Button variant="ghost" size="sm" icon={<ChevronLeftIcon />} onClick={onBack} className={styles.back}>
        {t('lottery_orders.back')}
      </Button>
      <header className={styles.detailHeader}>
        <h4 id={titleId} className={styles.detailTitle}>
          {t('lottery_orders.title', { game: order.gameName, drawCode: order.drawCode })}
        </h4>
        <OrderStatusBadge status={order.status} />
      </header>
      <dl className={shared.cards}>
        {facts.map((fact) => (
          <div key={fact.label} className={shared.card}>
            <dt className={shared.cardLabel}>{fact.label}</dt>
            <dd className={[shared.cardValue, styles.factValue].join(' ')}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {detail.error && !detail.data ? (
        <QueryErrorMessage
          title={t('lottery_orders.detail_failed')}
          error={detail.error}
          isRetrying={detail.isFetching}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <SubOrdersTable
          label={t('lottery_orders.sub_orders', { orderNo: order.orderNo })}
          subOrders={detail.data?.subOrders}
          isLoading={detail.isPending}
          format={format}
          cancellingNo={cancel.isPending ? cancel.variables.subOrderNo : null}
          onCancel={(subOrder) => {
            setTarget(subOrder);
            setIsConfirming(true);
          }}
        />
      )}
      {cancel.isError && (
        <p className={styles.cancelError} role="alert">
          {t(errorMessageKey(cancel.error))}
        </p>
      )}
      <ConfirmDialog
        open={isConfirming}
        title={t('lottery_orders.confirm_title')}
        message={
          target &&
          t('lottery_orders.confirm_message', {
            line: lineName(target, t),
            drawCode: order.drawCode,
            amount: format(target.stakeMinor),
          })
        }
        confirmLabel={t('lottery_orders.confirm')}
        cancelLabel={t('lottery_orders.keep')}
        onConfirm={onConfirm}
        onCancel={() => setIsConfirming(false)}
      />
    </article>
  );
};
