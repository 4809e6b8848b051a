import type { TDepositChannel } from '@site/contracts/api';
import { useTranslation } from '../../../../lib/use-translation';
import cashier from '../shared/cashier.module.css';
import styles from './deposit.module.css';
import { DepositForm } from './deposit-form';
import { PayeeDetails } from './payee-details';

/** The chosen channel: where to pay (payee details or QR) beside the deposit form. */
export const DepositChannelPanel = ({ channel }: { channel: TDepositChannel }) => {
  const { t } = useTranslation();
  return (
    <div className={styles.selected}>
      <div>
        {channel.payee && <PayeeDetails payee={channel.payee} />}
        {channel.type === 'QR' && channel.qrImageUrl && (
          <section className={`${cashier.panel} ${styles.qr}`} aria-labelledby="deposit-qr-title">
            <h3 id="deposit-qr-title" className={cashier.panelTitle}>
              {t('cashier.qr_title')}
            </h3>
            <img
              className={styles.qrImage}
              src={channel.qrImageUrl}
              alt={t('cashier.qr_alt', { channel: channel.name })}
            />
            <p className={cashier.panelText}>{t('cashier.qr_text')}</p>
          </section>
        )}
      </div>
      <DepositForm key={channel.channelId} channel={channel} />
    </div>
  );
};
