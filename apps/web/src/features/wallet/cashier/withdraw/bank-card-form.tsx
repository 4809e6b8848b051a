import { ZAddBankCardInputSchema } from '@site/contracts/api';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { SelectField } from '../../../../components/select-field/select-field';
import { TextField } from '../../../../components/text-field/text-field';
import { useTranslation } from '../../../../lib/use-translation';
import { MoneyForm } from '../../../shared-money/money-form';
import { MoneyPendingNote } from '../../../shared-money/money-pending-note';
import { useMoneyForm } from '../../../shared-money/use-money-form';
import { useBanks } from '../../api/use-wallet-queries';
import { useAddBankCard } from '../../api/use-withdraw-calls';
import styles from '../shared/cashier.module.css';

const BankCardDraftSchema = ZAddBankCardInputSchema.omit({ requestId: true });

/** Adds a withdrawal card: bank, account name and number. */
export const BankCardForm = ({ onDone }: { onDone?: () => void }) => {
  const { t } = useTranslation();
  const banks = useBanks();
  const addCard = useAddBankCard();
  const form = useMoneyForm({
    initial: () => ({ bankCode: '', accountName: '', accountNumber: '' }),
    // The form stays open with a failure beside its fields, so it is not toasted too.
    toast: false,
    schema: BankCardDraftSchema,
    draft: (values) => values,
    mutation: addCard,
    confirm: false,
    doneMessage: () => t('cashier.card_added'),
    resetOnSuccess: 'all',
    onSuccess: () => onDone?.(),
  });
  const isBusy = form.isSending;

  const bankOptions = [
    { value: '', label: t('cashier.choose_bank') },
    ...(banks.data?.banks ?? []).map((bank) => ({ value: bank.bankCode, label: bank.bankName })),
  ];

  return (
    <MoneyForm form={form} className={styles.form}>
      <SelectField
        label={t('cashier.bank')}
        {...form.inputProps('bankCode')}
        options={bankOptions}
        error={banks.isError ? t('cashier.banks_failed') : form.messageOf('bankCode')}
        disabled={isBusy || banks.isPending}
        isRequired
      />
      <TextField
        label={t('cashier.account_name')}
        {...form.inputProps('accountName')}
        autoComplete="name"
        maxLength={64}
        disabled={isBusy}
        isRequired
      />
      <TextField
        label={t('cashier.account_number')}
        {...form.inputProps('accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        disabled={isBusy}
        isRequired
      />
      <FormError messageKey={form.formErrorKey} />
      <MoneyPendingNote isOutcomePending={form.isOutcomePending} />
      <div className={styles.actions}>
        <SubmitButton isBusy={isBusy}>{t('cashier.add_card_submit')}</SubmitButton>
      </div>
    </MoneyForm>
  );
};
