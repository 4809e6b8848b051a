import type { TDepositChannel } from '@site/contracts/api';
import { Button } from '../../../../components/button/button';
import { useToast } from '../../../../components/toast/toast-context';
import { useTranslation } from '../../../../lib/use-translation';
import styles from '../shared/cashier.module.css';

type TPayee = NonNullable<TDepositChannel['payee']>;

/** Where to send the money: bank, account name and number, each with a copy button. */
export const PayeeDetails = ({ payee }: { payee: TPayee }) => {
  const { t } = useTranslation();
  const toast = useToast();

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.show(t('cashier.copy_success'), 'success');
    } catch {
      toast.show(t('cashier.copy_failed'), 'error');
    }
  };

  const rows = [
    { label: t('cashier.payee_bank'), value: payee.bankName },
    { label: t('cashier.payee_account_name'), value: payee.accountName },
    { label: t('cashier.payee_account_number'), value: payee.accountNumber },
  ];

  return (
    <section className={styles.panel} aria-labelledby="deposit-payee-title">
      <h3 id="deposit-payee-title" className={styles.panelTitle}>
        {t('cashier.payee_title')}
      </h3>
      <p className={styles.panelText}>{t('cashier.payee_text')}</p>
      <dl className={styles.details}>
        {rows.map((row) => (
          <div key={row.label} className={styles.detail}>
            <dt>{row.label}</dt>
            <dd className={styles.mono}>{row.value}</dd>
            {/* A list of terms holds only dt and dd: the copy button is a second description. */}
            <dd>
              <Button
                variant="outline"
                size="sm"
                aria-label={t('cashier.copy_named', { name: row.label })}
                onClick={() => void copy(row.value)}
              >
                {t('cashier.copy')}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
