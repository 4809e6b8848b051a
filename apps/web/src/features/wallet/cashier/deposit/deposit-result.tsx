import type { TDepositOrder } from '@site/contracts/api';
import { CheckIcon } from '../../../../components/icons/icons';
import { useMoney } from '../../../../lib/money/use-money';
import { useTranslation } from '../../../../lib/use-translation';
import styles from '../shared/cashier.module.css';

export type TDepositResult = TDepositOrder & { qrImageUrl: string | null };

/** The answer to a deposit: credited at once (test channel) or submitted for approval, with the order id. */
export const DepositResult = ({ result }: { result: TDepositResult }) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const amount = format(result.amount);
  return (
    <div className={styles.result} role="status">
      <CheckIcon />
      <div>
        <p className={styles.resultTitle}>
          {result.status === 'approved'
            ? t('cashier.deposit_credited', { amount })
            : t('cashier.deposit_submitted', { amount })}
        </p>
        <p>
          {t('cashier.order_id')}: <span className={styles.mono}>{result.orderId}</span>
        </p>
        {result.qrImageUrl && (
          <img
            src={result.qrImageUrl}
            alt={t('cashier.qr_alt', { channel: result.channelName })}
            width={160}
            height={160}
          />
        )}
      </div>
    </div>
  );
};
