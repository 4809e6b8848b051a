import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type TAddBankCardInput, type TBankCard, ZAddBankCardInputSchema } from '@site/contracts/api';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { useFormErrors } from '../../../../components/form/use-form-errors';
import { MoneyPendingNote } from '../../../../components/money/money-pending-note';
import { useMoneyRequest } from '../../../../components/money/use-money-request';
import { SelectField } from '../../../../components/select-field/select-field';
import { TextField } from '../../../../components/text-field/text-field';
import { useToast } from '../../../../components/toast/toast-context';
import { fieldMessagesOf } from '../../../../lib/forms/schema-messages';
import { useTRPC } from '../../../../lib/trpc';
import { useTranslation } from '../../../../lib/use-translation';
import styles from '../shared/cashier.module.css';
import { useAddBankCard } from './use-withdraw-calls';

const FIELDS = ['bankCode', 'accountName', 'accountNumber'] as const;
type TField = (typeof FIELDS)[number];
const BankCardDraftSchema = ZAddBankCardInputSchema.omit({ requestId: true });

/** Adds a withdrawal card: bank, account name and number. */
export const BankCardForm = ({ onDone }: { onDone?: () => void }) => {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const banks = useQuery(trpc.wallet.banks.queryOptions());
  const addCard = useAddBankCard();
  const addCardRequest = useMoneyRequest<Omit<TAddBankCardInput, 'requestId'>, TBankCard>(addCard.mutate);
  const [values, setValues] = useState<Record<TField, string>>({
    bankCode: '',
    accountName: '',
    accountNumber: '',
  });
  // The form stays open with a failure beside its fields, so it is not toasted too.
  const { formErrorKey, setFieldErrors, clearField, clearFormError, showServerError, messageOf } =
    useFormErrors(FIELDS, { toast: false });

  const onChange = (field: TField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearFormError();
    const parsed = BankCardDraftSchema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(fieldMessagesOf<TField>(parsed.error.issues));
      return;
    }
    addCardRequest.run(parsed.data, {
      onSuccess: () => {
        toast.show(t('cashier.card_added'), 'success');
        setValues({ bankCode: '', accountName: '', accountNumber: '' });
        onDone?.();
      },
      onError: showServerError,
    });
  };

  const bankOptions = [
    { value: '', label: t('cashier.choose_bank') },
    ...(banks.data?.banks ?? []).map((bank) => ({ value: bank.bankCode, label: bank.bankName })),
  ];

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <SelectField
        label={t('cashier.bank')}
        name="bankCode"
        options={bankOptions}
        value={values.bankCode}
        onChange={(event) => onChange('bankCode', event.target.value)}
        error={banks.isError ? t('cashier.banks_failed') : messageOf('bankCode')}
        disabled={addCard.isPending || banks.isPending}
        isRequired
      />
      <TextField
        label={t('cashier.account_name')}
        name="accountName"
        autoComplete="name"
        maxLength={64}
        value={values.accountName}
        onChange={(event) => onChange('accountName', event.target.value)}
        error={messageOf('accountName')}
        disabled={addCard.isPending}
        isRequired
      />
      <TextField
        label={t('cashier.account_number')}
        name="accountNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        value={values.accountNumber}
        onChange={(event) => onChange('accountNumber', event.target.value)}
        error={messageOf('accountNumber')}
        disabled={addCard.isPending}
        isRequired
      />
      <FormError messageKey={formErrorKey} />
      <MoneyPendingNote isOutcomePending={addCardRequest.isOutcomePending} />
      <div className={styles.actions}>
        <SubmitButton isBusy={addCard.isPending}>{t('cashier.add_card_submit')}</SubmitButton>
      </div>
    </form>
  );
};
