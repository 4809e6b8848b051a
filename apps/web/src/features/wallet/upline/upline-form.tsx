import { type FormEvent, useState } from 'react';
import { ZTransferToUplineInputSchema } from '@site/contracts/api';
import { FormResult } from '../../../components/form/form-result';
import { FormSubmit } from '../../../components/form/form-submit';
import { useFormErrors } from '../../../components/form/use-form-errors';
import { SendIcon } from '../../../components/icons/icons';
import { parseAmount } from '../../../components/money/amount';
import { AmountField } from '../../../components/money/amount-field';
import { MoneyConfirmDialog } from '../../../components/money/money-confirm-dialog';
import { PaymentPasswordField } from '../../../components/money/payment-password-field';
import { useConfirmedMoneyAction } from '../../../components/money/use-confirmed-money-action';
import { fieldMessagesOf } from '../../../lib/forms/schema-messages';
import { tk } from '../../../lib/i18n-keys';
import { useMoney } from '../../../lib/money/use-money';
import { useTranslation } from '../../../lib/use-translation';
import cashierStyles from '../cashier/shared/cashier.module.css';
import { useTransferToUpline } from './use-transfer-to-upline';

const FIELDS = ['amount', 'paymentPassword'] as const;
type TField = (typeof FIELDS)[number];
type TDraft = { amount: number; paymentPassword: string };

const UplineDraftSchema = ZTransferToUplineInputSchema.omit({ requestId: true });

/** Amount and payment password; the confirmation names the upline account the money goes to. */
export const UplineForm = ({ uplineAccount }: { uplineAccount: string }) => {
  const { t } = useTranslation();
  const { format, mainBalance } = useMoney();
  const transfer = useTransferToUpline();
  const { formErrorKey, setFieldErrors, clearFormError, showServerError, bind } = useFormErrors(FIELDS);

  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const action = useConfirmedMoneyAction<TDraft>({
    mutate: transfer.mutate,
    doneMessage: (draft) =>
      t('member_centre.upline.done', { amount: format(draft.amount), upline: uplineAccount }),
    onSuccess: () => {
      setAmount('');
      setPaymentPassword('');
    },
    onError: showServerError,
  });

  const validate = (): TDraft | null => {
    const minor = parseAmount(amount);
    const parsed = UplineDraftSchema.safeParse({ amount: minor ?? 0, paymentPassword });
    const found: Partial<Record<TField, string>> = parsed.success
      ? {}
      : fieldMessagesOf<TField>(parsed.error.issues);
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

  const isBusy = transfer.isPending;

  return (
    <form
      className={cashierStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('member_centre.upline.form')}
    >
      <FormResult message={action.done} />
      <AmountField
        {...bind('amount', amount, setAmount)}
        help={
          mainBalance === null ? '' : t('member_centre.upline.available', { amount: format(mainBalance) })
        }
        disabled={isBusy}
      />
      <PaymentPasswordField
        label={t('member_centre.upline.payment_password')}
        {...bind('paymentPassword', paymentPassword, setPaymentPassword)}
        disabled={isBusy}
      />
      <FormSubmit
        errorKey={formErrorKey}
        label={t('member_centre.upline.submit')}
        isBusy={isBusy}
        icon={<SendIcon />}
      />
      <MoneyConfirmDialog
        action={action}
        title={t('member_centre.upline.confirm_title')}
        message={(draft) =>
          t('member_centre.upline.confirm', { amount: format(draft.amount), upline: uplineAccount })
        }
        confirmLabel={t('member_centre.transfer.confirm_button')}
      />
    </form>
  );
};
