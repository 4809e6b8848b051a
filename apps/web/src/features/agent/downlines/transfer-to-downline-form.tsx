import { type FormEvent, useState } from 'react';
import { ZTransferToDownlineInputSchema } from '@site/contracts/api';
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
import styles from '../agent-pages.module.css';
import { useDownlineTransfers } from '../api/use-downline-transfers';

const FIELDS = ['amount', 'paymentPassword'] as const;
type TField = (typeof FIELDS)[number];
type TDraft = { memberId: string; amount: number; paymentPassword: string };

const DraftSchema = ZTransferToDownlineInputSchema.omit({ requestId: true });

type TTransferToDownlineFormProps = { memberId: string; username: string };

/** Money from the agent's main wallet to one downline: amount, payment password, a confirmation naming the downline. */
export const TransferToDownlineForm = ({ memberId, username }: TTransferToDownlineFormProps) => {
  const { t } = useTranslation();
  const { format, mainBalance } = useMoney();
  const { toOne } = useDownlineTransfers();
  const { formErrorKey, setFieldErrors, clearFormError, showServerError, bind } = useFormErrors(FIELDS);
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const action = useConfirmedMoneyAction<TDraft>({
    mutate: toOne.mutate,
    doneMessage: (draft) => t('agent.transfer.done', { amount: format(draft.amount), username }),
    onSuccess: () => {
      setAmount('');
      setPaymentPassword('');
    },
    onError: showServerError,
  });

  const validate = (): TDraft | null => {
    const minor = parseAmount(amount);
    const parsed = DraftSchema.safeParse({ memberId, amount: minor ?? 0, paymentPassword });
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
  const isBusy = toOne.isPending || action.isOutcomePending;

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('agent.transfer.form', { username })}
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
        label={t('agent.transfer.submit')}
        isBusy={isBusy}
        icon={<SendIcon />}
      />
      <MoneyConfirmDialog
        action={action}
        title={t('agent.transfer.confirm_title')}
        message={(draft) => t('agent.transfer.confirm', { amount: format(draft.amount), username })}
        confirmLabel={t('member_centre.transfer.confirm_button')}
      />
    </form>
  );
};
