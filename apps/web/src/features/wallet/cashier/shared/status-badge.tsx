import type { TDepositStatus, TWithdrawalStatus } from '@site/contracts/domain';
import { tk, type TMessageKey } from '../../../../lib/i18n-keys';
import { useTranslation } from '../../../../lib/use-translation';
import styles from './cashier.module.css';

type TTone = 'waiting' | 'action' | 'good' | 'bad';

const DEPOSIT_STATUS: Record<TDepositStatus, { labelKey: TMessageKey; tone: TTone }> = {
  pending: { labelKey: tk('cashier.deposit_status_pending'), tone: 'waiting' },
  approved: { labelKey: tk('cashier.deposit_status_approved'), tone: 'good' },
  rejected: { labelKey: tk('cashier.deposit_status_rejected'), tone: 'bad' },
  failed: { labelKey: tk('deposit_payment.status_failed'), tone: 'bad' },
};

const WITHDRAWAL_STATUS: Record<TWithdrawalStatus, { labelKey: TMessageKey; tone: TTone }> = {
  pending: { labelKey: tk('cashier.withdrawal_status_pending'), tone: 'waiting' },
  approved: { labelKey: tk('cashier.withdrawal_status_approved'), tone: 'action' },
  rejected: { labelKey: tk('cashier.withdrawal_status_rejected'), tone: 'bad' },
  received: { labelKey: tk('cashier.withdrawal_status_received'), tone: 'good' },
  not_received: { labelKey: tk('cashier.withdrawal_status_not_received'), tone: 'bad' },
};

const Badge = ({ labelKey, tone }: { labelKey: TMessageKey; tone: TTone }) => {
  const { t } = useTranslation();
  return <span className={`${styles.badge} ${styles[tone]}`}>{t(labelKey)}</span>;
};

export const DepositStatusBadge = ({ status }: { status: TDepositStatus }) => (
  <Badge {...DEPOSIT_STATUS[status]} />
);

export const WithdrawalStatusBadge = ({ status }: { status: TWithdrawalStatus }) => (
  <Badge {...WITHDRAWAL_STATUS[status]} />
);
