import type { TOrderStatus, TSubOrderStatus } from '@site/contracts/domain';
import type { TMessageKey } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import shared from '../../shared-records/records.module.css';
import { ORDER_STATUS_KEYS, SUB_ORDER_STATUS_KEYS } from './lottery-order-labels';

/* Waiting for the draw is gold, a win green; lost and cancelled are plain. */
const TONES: Readonly<Record<TOrderStatus | TSubOrderStatus, string | undefined>> = {
  open: shared.badgeWaiting,
  settled: shared.badgeGood,
  won: shared.badgeGood,
  lost: undefined,
  cancelled: undefined,
};

const Badge = ({ status, labelKey }: { status: TOrderStatus | TSubOrderStatus; labelKey: TMessageKey }) => {
  const { t } = useTranslation();
  return <span className={[shared.badge, TONES[status]].filter(Boolean).join(' ')}>{t(labelKey)}</span>;
};

export const OrderStatusBadge = ({ status }: { status: TOrderStatus }) => (
  <Badge status={status} labelKey={ORDER_STATUS_KEYS[status]} />
);

export const SubOrderStatusBadge = ({ status }: { status: TSubOrderStatus }) => (
  <Badge status={status} labelKey={SUB_ORDER_STATUS_KEYS[status]} />
);
