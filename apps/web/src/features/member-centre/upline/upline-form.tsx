import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZTransferToUplineInputSchema } from '@site/contracts/api';
import { Button } from '../../../components/button/button';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { SendIcon } from '../../../components/icons/icons';
import { PasswordField } from '../../../components/text-field/password-field';
import { useToast } from '../../../components/toast/toast-context';
import { tk } from '../../../lib/i18n-keys';
import { parseAmount } from '../cashier/shared/amount';
import { AmountField } from '../cashier/shared/amount-field';
import { FormMessage } from '../cashier/shared/form-message';
import { fieldMessagesOf } from '../cashier/shared/schema-messages';
import { useFormErrors } from '../cashier/shared/use-form-errors';
import { useMoney } from '../cashier/shared/use-money';
import { useRequestId } from '../cashier/shared/use-request-id';
import { useTransferToUpline } from './use-transfer-to-upline';
import cashierStyles from '../cashier/shared/cashier.module.css';

const FIELDS = ['amount', 'paymentPassword'] as const;
type TField = (typeof FIELDS)[number];
type TDraft = { amount: number; paymentPassword: string };

const UplineDraftSchema = ZTransferToUplineInputSchema.omit({ requestId: true });

/** Amount and payment password; the confirmation names the upline account the money goes to. */
export const UplineForm = ({ uplineAccount }: { uplineAccount: string }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { format, mainBalance } = useMoney();
  const transfer = useTransferToUpline();
  const requestId = useRequestId();
  const { formErrorKey, setFieldErrors, clearField, clearFormError, showServerError, messageOf } =
    useFormErrors(FIELDS);

  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [done, setDone] = useState<string | null>(null);

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
    setDone(null);
    const valid = validate();
    if (valid) setDraft(valid);
  };

  const onConfirm = () => {
    if (!draft) return;
    setDraft(null);
    transfer.mutate(
      { ...draft, requestId: requestId.forValues(draft) },
      {
        onSuccess: () => {
          requestId.settle();
          const message = t('member_centre.upline.done', {
            amount: format(draft.amount),
            upline: uplineAccount,
          });
          setDone(message);
          setAmount('');
          setPaymentPassword('');
          toast.show(message, 'success');
        },
        onError: showServerError,
      },
    );
  };

  const isBusy = transfer.isPending;

  return (
    <form
      className={cashierStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('member_centre.upline.form')}
    >
      {done && (
        <p className={cashierStyles.result} role="status">
          {done}
        </p>
      )}
      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value);
          clearField('amount');
        }}
        error={messageOf('amount')}
        help={
          mainBalance === null ? '' : t('member_centre.upline.available', { amount: format(mainBalance) })
        }
        disabled={isBusy}
      />
      <PasswordField
        label={t('member_centre.upline.payment_password')}
        name="paymentPassword"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={paymentPassword}
        onChange={(event) => {
          setPaymentPassword(event.target.value);
          clearField('paymentPassword');
        }}
        error={messageOf('paymentPassword')}
        disabled={isBusy}
        isRequired
      />
      <FormMessage messageKey={formErrorKey} />
      <div className={cashierStyles.actions}>
        <Button type="submit" size="lg" loading={isBusy} icon={<SendIcon />}>
          {t('member_centre.upline.submit')}
        </Button>
      </div>
      <ConfirmDialog
        open={draft !== null}
        title={t('member_centre.upline.confirm_title')}
        message={
          draft
            ? t('member_centre.upline.confirm', { amount: format(draft.amount), upline: uplineAccount })
            : ''
        }
        confirmLabel={t('member_centre.transfer.confirm_button')}
        cancelLabel={t('in_more_cancel')}
        onConfirm={onConfirm}
        onCancel={() => setDraft(null)}
      />
    </form>
  );
};
