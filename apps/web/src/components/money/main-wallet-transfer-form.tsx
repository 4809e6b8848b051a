import { type FormEvent, useState } from 'react';
import { ZTransferToUplineInputSchema } from '@site/contracts/api';
import type { TFieldErrors } from '../../lib/forms/field-errors';
import { fieldMessagesOf } from '../../lib/forms/schema-messages';
import { tk } from '../../lib/i18n-keys';
import { useMoney } from '../../lib/money/use-money';
import { useTranslation } from '../../lib/use-translation';
import { FormResult } from '../form/form-result';
import { useFormErrors } from '../form/use-form-errors';
import { parseAmount } from './amount';
import { AmountField } from './amount-field';
import { MoneySubmit } from './money-submit';
import { useConfirmedMoneyAction } from './use-confirmed-money-action';
import type { TMoneyMutate } from './use-money-request';

const FIELDS = ['amount', 'paymentPassword'] as const;
type TField = (typeof FIELDS)[number];

/** An amount out of the main wallet, behind the payment password. */
export type TMainWalletDraft = { amount: number; paymentPassword: string };

const DraftSchema = ZTransferToUplineInputSchema.omit({ requestId: true });

type TMainWalletTransferFormProps<TOutput> = {
  /** The form's accessible name. */
  label: string;
  className?: string;
  submitLabel: string;
  confirmTitle: string;
  /** The translated sentences that name the recipient, for the formatted amount. */
  confirmMessage: (amount: string) => string;
  doneMessage: (amount: string) => string;
  /** Sends the draft (with its requestId) to the recipient. */
  mutate: TMoneyMutate<TMainWalletDraft, TOutput>;
  isPending: boolean;
};

/**
 * Money from the main wallet to one recipient (the upline, a downline): an
 * amount no higher than the balance, the payment password, a confirmation
 * naming the recipient, then one run under a requestId (decision 0015).
 */
export const MainWalletTransferForm = <TOutput,>({
  label,
  className,
  submitLabel,
  confirmTitle,
  confirmMessage,
  doneMessage,
  mutate,
  isPending,
}: TMainWalletTransferFormProps<TOutput>) => {
  const { t } = useTranslation();
  const { format, mainBalance } = useMoney();
  const { formErrorKey, setFieldErrors, clearFormError, showServerError, bind } = useFormErrors(FIELDS);
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const action = useConfirmedMoneyAction<TMainWalletDraft, TOutput>({
    mutate,
    doneMessage: (draft) => doneMessage(format(draft.amount)),
    onSuccess: () => {
      setAmount('');
      setPaymentPassword('');
    },
    onError: showServerError,
  });

  const validate = (): TMainWalletDraft | null => {
    const minor = parseAmount(amount);
    const parsed = DraftSchema.safeParse({ amount: minor ?? 0, paymentPassword });
    const found: TFieldErrors<TField> = parsed.success ? {} : fieldMessagesOf<TField>(parsed.error.issues);
    if (minor === null || minor <= 0) found.amount = tk('member_centre.transfer.amount_invalid');
    else if (mainBalance !== null && minor > mainBalance)
      found.amount = tk('member_centre.upline.amount_above_balance');
    setFieldErrors(found);
    return Object.keys(found).length === 0 && parsed.success ? parsed.data : null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearFormError();
    action.review(validate());
  };
  const isBusy = isPending || action.isOutcomePending;

  return (
    <form className={className} onSubmit={onSubmit} noValidate aria-label={label}>
      <FormResult message={action.done} />
      <AmountField
        {...bind('amount', amount, setAmount)}
        help={
          mainBalance === null ? '' : t('member_centre.upline.available', { amount: format(mainBalance) })
        }
        disabled={isBusy}
      />
      <MoneySubmit
        action={action}
        paymentPassword={bind('paymentPassword', paymentPassword, setPaymentPassword)}
        formErrorKey={formErrorKey}
        submitLabel={submitLabel}
        confirmTitle={confirmTitle}
        confirmMessage={(draft) => confirmMessage(format(draft.amount))}
        isBusy={isBusy}
      />
    </form>
  );
};
