import { useState } from 'react';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { useTranslation } from '../../../lib/use-translation';
import { useIsDepositing } from '../api/use-deposit';
import { useDepositSettings } from '../api/use-wallet-queries';
import { ChannelPicker } from './deposit/channel-picker';
import { DepositChannelPanel } from './deposit/deposit-channel-panel';
import { DepositHistory } from './deposit/deposit-history';
import styles from './shared/cashier.module.css';
import { CashierNote } from './shared/cashier-note';

/** Deposit (v2): choose a channel, pay the payee, tell the cashier; the history below. The shell draws the page title. */
export const DepositPage = () => {
  const { t } = useTranslation();
  const settings = useDepositSettings();
  const isDepositing = useIsDepositing();
  const [channelId, setChannelId] = useState<string | null>(null);

  const body = () => {
    if (settings.isPending) return <Skeleton className={styles.loading} />;
    if (settings.isError) {
      return (
        <QueryErrorMessage
          title={t('cashier.deposit_settings_failed')}
          error={settings.error}
          isRetrying={settings.isFetching}
          onRetry={() => void settings.refetch()}
        />
      );
    }
    const { isAllowed, channels } = settings.data;
    if (!isAllowed) {
      return (
        <StatusMessage
          tone="empty"
          title={t('cashier.deposit_not_allowed_title')}
          description={t('cashier.deposit_not_allowed_text')}
        />
      );
    }
    if (channels.length === 0) {
      return <StatusMessage tone="empty" title={t('cashier.no_channels')} />;
    }
    const selected = channels.find((channel) => channel.channelId === channelId) ?? null;
    return (
      <>
        <ChannelPicker
          channels={channels}
          selectedId={selected?.channelId ?? null}
          onSelect={setChannelId}
          disabled={isDepositing}
        />
        {selected ? (
          <DepositChannelPanel channel={selected} />
        ) : (
          <p className={styles.panelText}>{t('cashier.choose_channel')}</p>
        )}
      </>
    );
  };

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="deposit-channels-title">
        <h4 id="deposit-channels-title" className={styles.sectionTitle}>
          {t('cashier.choose_channel_title')}
        </h4>
        {body()}
      </section>
      <DepositHistory />
      <CashierNote kind="deposit" />
    </div>
  );
};
