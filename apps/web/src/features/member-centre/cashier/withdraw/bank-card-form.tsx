import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZAddBankCardInputSchema, type TAddBankCardInput } from '@site/contracts/api';
import { Button } from '../../../../components/button/button';
import { SelectField } from '../../../../components/select-field/select-field';
import { TextField } from '../../../../components/text-field/text-field';
import { useToast } from '../../../../components/toast/toast-context';
import { useTRPC } from '../../../../lib/trpc';
import { FormMessage } from '../shared/form-message';
import { fieldMessagesOf } from '../shared/schema-messages';
import { splitCashierError } from '../shared/server-error';
import { useAddBankCard } from './use-withdraw-calls';
import styles from '../shared/cashier.module.css';

const FIELDS = ['bankCode', 'accountName', 'accountNumber'] as const;
type TField = (typeof FIELDS)[number];

/** Adds a withdrawal card: bank, account name and number. */
export const BankCardForm = ({ onDone }: { onDone?: () => void }) => {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const banks = useQuery(trpc.wallet.banks.queryOptions());
  const addCard = useAddBankCard();
  const [values, setValues] = useState<TAddBankCardInput>({
    bankCode: '',
    accountName: '',
    accountNumber: '',
  });
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formErrorKey, setFormErrorKey] = useState<string | null>(null);

  const onChange = (field: TField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormErrorKey(null);
    const parsed = ZAddBankCardInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldMessagesOf<TField>(parsed.error.issues));
      return;
    }
    addCard.mutate(parsed.data, {
      onSuccess: () => {
        toast.show(t('cashier.card_added'), 'success');
        setValues({ bankCode: '', accountName: '', accountNumber: '' });
        onDone?.();
      },
      onError: (error) => {
        const split = splitCashierError(error, FIELDS);
        setErrors(split.fieldErrors);
        setFormErrorKey(split.formErrorKey);
      },
    });
  };

  const errorOf = (field: TField) => (errors[field] ? t(errors[field]) : null);
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
        error={banks.isError ? t('cashier.banks_failed') : errorOf('bankCode')}
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
        error={errorOf('accountName')}
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
        error={errorOf('accountNumber')}
        disabled={addCard.isPending}
        isRequired
      />
      <FormMessage messageKey={formErrorKey} />
      <div className={styles.actions}>
        <Button type="submit" loading={addCard.isPending}>
          {t('cashier.add_card_submit')}
        </Button>
      </div>
    </form>
  );
};
