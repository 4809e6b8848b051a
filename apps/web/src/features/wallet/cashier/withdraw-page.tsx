import { CASHIER_LIMITS } from '@site/contracts/domain';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useBankCards, useWithdrawSettings } from '../api/use-wallet-queries';
import styles from './shared/cashier.module.css';
import { CashierNote } from './shared/cashier-note';
import { BankCardForm } from './withdraw/bank-card-form';
import { BankCardList } from './withdraw/bank-card-list';
import { PaymentPasswordForm } from './withdraw/payment-password-form';
import { WithdrawForm } from './withdraw/withdraw-form';
import { WithdrawSteps } from './withdraw/withdraw-steps';
import { WithdrawalHistory } from './withdraw/withdrawal-history';

/**
 * Withdraw: first a payment password, then a bank card, then the withdraw
 * form with the saved cards; the history (and any withdrawal waiting for the
 * member's confirmation) below. The shell draws the page title.
 */
export const WithdrawPage = () => {
  const { t } = useTranslation();
  const settings = useWithdrawSettings();
  const cards = useBankCards();

  const body = () => {
    if (settings.isPending || cards.isPending) return <Skeleton className={styles.loading} />;
    if (settings.isError || cards.isError) {
      const failed = settings.isError ? settings : cards;
      return (
        <QueryErrorMessage
          title={t('cashier.withdraw_settings_failed')}
          error={failed.error}
          isRetrying={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      );
    }
    if (!settings.data.hasPaymentPassword) {
      return (
        <>
          <WithdrawSteps current="password" />
          <section className={styles.panel} aria-labelledby="withdraw-set-password-title">
            <h4 id="withdraw-set-password-title" className={styles.panelTitle}>
              {t('cashier.set_password_title')}
            </h4>
            <p className={styles.panelText}>{t('cashier.set_password_text')}</p>
            <PaymentPasswordForm mode="set" />
          </section>
        </>
      );
    }
    if (cards.data.cards.length === 0) {
      return (
        <>
          <WithdrawSteps current="card" />
          <section className={styles.panel} aria-labelledby="withdraw-add-card-title">
            <h4 id="withdraw-add-card-title" className={styles.panelTitle}>
              {t('cashier.add_card_title')}
            </h4>
            <p className={styles.panelText}>
              {t('cashier.add_card_text', { max: CASHIER_LIMITS.maxBankCards })}
            </p>
            <BankCardForm />
          </section>
        </>
      );
    }
    return (
      <>
        <WithdrawForm settings={settings.data} cards={cards.data.cards} />
        <BankCardList cards={cards.data.cards} />
      </>
    );
  };

  return (
    <div className={styles.page}>
      {body()}
      <WithdrawalHistory />
      <CashierNote kind="withdraw" />
    </div>
  );
};
