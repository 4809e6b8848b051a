import type { TDepositChannel } from '@site/contracts/api';
import { DEPOSIT_CHANNEL_TYPES, type TDepositChannelType } from '@site/contracts/domain';
import { tk, type TMessageKey } from '../../../../lib/i18n-keys';
import { useTranslation } from '../../../../lib/use-translation';
import { useMoney } from '../../../shared-money/api/use-money';
import styles from './deposit.module.css';

const GROUP_TITLE: Record<TDepositChannelType, TMessageKey> = {
  BANK: tk('cashier.channel_type_bank'),
  EWALLET: tk('cashier.channel_type_ewallet'),
  QR: tk('cashier.channel_type_qr'),
  ONLINE: tk('deposit_payment.channel_type_online'),
};

type TChannelPickerProps = {
  channels: readonly TDepositChannel[];
  selectedId: string | null;
  onSelect: (channelId: string) => void;
  disabled: boolean;
};

/** The deposit channels as selectable cards, grouped by kind, each with its min–max. */
export const ChannelPicker = ({ channels, selectedId, onSelect, disabled }: TChannelPickerProps) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  return (
    <div className={styles.groups}>
      {DEPOSIT_CHANNEL_TYPES.map((type) => {
        const group = channels.filter((channel) => channel.type === type);
        if (group.length === 0) return null;
        return (
          <fieldset key={type} className={styles.group} disabled={disabled}>
            <legend className={styles.groupTitle}>{t(GROUP_TITLE[type])}</legend>
            <div className={styles.cards}>
              {group.map((channel) => (
                <label key={channel.channelId} className={styles.card}>
                  <input
                    type="radio"
                    name="deposit-channel"
                    className={styles.radio}
                    value={channel.channelId}
                    checked={channel.channelId === selectedId}
                    onChange={() => onSelect(channel.channelId)}
                  />
                  <span className={styles.cardName}>
                    {channel.name}
                    {channel.isTest && <span className={styles.testTag}>{t('cashier.test_channel')}</span>}
                  </span>
                  <span className={styles.cardRange}>
                    {t('cashier.range', { min: format(channel.minAmount), max: format(channel.maxAmount) })}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
};
