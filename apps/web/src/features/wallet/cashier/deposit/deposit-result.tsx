import type { TDepositOrder } from '@site/contracts/api';
import { ExternalLinkButton } from '../../../../components/button/link-button';
import { CheckIcon, ClockIcon } from '../../../../components/icons/icons';
import { AlertIcon } from '../../../../components/icons/shell-icons';
import { VisuallyHidden } from '../../../../components/visually-hidden/visually-hidden';
import { useTranslation } from '../../../../lib/use-translation';
import { useMoney } from '../../../shared-money/api/use-money';
import { useLiveDeposit } from '../../api/use-live-deposit';
import styles from '../shared/cashier.module.css';
import { DepositStatusBadge } from '../shared/status-badge';
import deposit from './deposit.module.css';

export type TDepositResult = TDepositOrder & { qrImageUrl: string | null };

/**
 * The answer to a deposit, kept current by the live status: credited
 * (test channel, or once paid), submitted for approval, waiting for its
 * online payment (with the link to the payment page), or failed. A deposit
 * still waiting is shown as waiting, never as failed.
 */
export const DepositResult = ({ result }: { result: TDepositResult }) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const order = useLiveDeposit(result);
  const amount = format(order.amount);
  const isAwaitingPayment = order.status === 'pending' && order.paymentUrl !== null;
  const title =
    order.status === 'approved'
      ? t('cashier.deposit_credited', { amount })
      : order.status === 'rejected'
        ? t('member_centre.live.deposit_rejected', { amount })
        : order.status === 'failed'
          ? t('deposit_payment.failed_text', { amount })
          : isAwaitingPayment
            ? t('deposit_payment.awaiting_payment', { amount })
            : t('cashier.deposit_submitted', { amount });
  const icon =
    order.status === 'approved' ? <CheckIcon /> : order.status === 'pending' ? <ClockIcon /> : <AlertIcon />;
  return (
    <div className={styles.result} role="status">
      {icon}
      <div>
        <p className={styles.resultTitle}>{title}</p>
        <p>
          {t('cashier.order_id')}: <span className={styles.mono}>{order.orderId}</span>{' '}
          <DepositStatusBadge status={order.status} />
        </p>
        {order.bonus && <p>{t('deposit_payment.bonus_with', { title: order.bonus.title })}</p>}
        {isAwaitingPayment && order.paymentUrl && (
          <div className={deposit.paymentStep}>
            <ExternalLinkButton href={order.paymentUrl} variant="primary">
              {t('deposit_payment.open_page')}
              <VisuallyHidden> {t('deposit_payment.new_tab')}</VisuallyHidden>
            </ExternalLinkButton>
          </div>
        )}
        {order.qrImageUrl && (
          <img
            src={order.qrImageUrl}
            alt={t('cashier.qr_alt', { channel: order.channelName })}
            width={160}
            height={160}
          />
        )}
      </div>
    </div>
  );
};
