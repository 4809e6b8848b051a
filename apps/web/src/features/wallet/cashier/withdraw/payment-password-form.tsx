import {
  type TOkOutput,
  type TResetPaymentPasswordDraft,
  type TSetPaymentPasswordDraft,
  ZResetPaymentPasswordDraftSchema,
  ZSetPaymentPasswordDraftSchema,
} from '@site/contracts/api';
import { CASHIER_LIMITS } from '@site/contracts/domain';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { PasswordField } from '../../../../components/text-field/password-field';
import { useTranslation } from '../../../../lib/use-translation';
import { MoneyForm } from '../../../shared-money/money-form';
import { MoneyPendingNote } from '../../../shared-money/money-pending-note';
import { useMoneyForm } from '../../../shared-money/use-money-form';
import { useResetPaymentPassword, useSetPaymentPassword } from '../../api/use-withdraw-calls';
import styles from '../shared/cashier.module.css';

type TValues = Record<'loginPassword' | 'paymentPassword' | 'confirmPaymentPassword', string>;
type TDraft = TSetPaymentPasswordDraft | TResetPaymentPasswordDraft;

type TPaymentPasswordFormProps = {
  /** `set`: the first payment password; `reset`: a forgotten one, proven with the login password. */
  mode: 'set' | 'reset';
  onDone?: () => void;
};

/** A new 6-digit payment password and its confirmation (and, to reset one, the login password). */
export const PaymentPasswordForm = ({ mode, onDone }: TPaymentPasswordFormProps) => {
  const { t } = useTranslation();
  const setPassword = useSetPaymentPassword();
  const resetPassword = useResetPaymentPassword();
  const form = useMoneyForm<TValues, TDraft, TOkOutput>({
    initial: () => ({ loginPassword: '', paymentPassword: '', confirmPaymentPassword: '' }),
    // The form stays open with a failure beside its fields, so it is not toasted too.
    toast: false,
    schema: mode === 'set' ? ZSetPaymentPasswordDraftSchema : ZResetPaymentPasswordDraftSchema,
    draft: ({ loginPassword, ...typedTwice }) =>
      mode === 'set' ? typedTwice : { loginPassword, ...typedTwice },
    mutation: {
      // Only a reset proves itself with the login password.
      mutate: (input, callbacks) =>
        'loginPassword' in input
          ? resetPassword.mutate(input, callbacks)
          : setPassword.mutate(input, callbacks),
      isPending: setPassword.isPending || resetPassword.isPending,
    },
    confirm: false,
    doneMessage: () => t(mode === 'set' ? 'cashier.password_set' : 'cashier.password_reset'),
    onSuccess: () => onDone?.(),
  });
  const isBusy = form.isSending;

  const digitsProps = {
    inputMode: 'numeric' as const,
    autoComplete: 'new-password',
    maxLength: CASHIER_LIMITS.paymentPasswordLength,
    disabled: isBusy,
    isRequired: true,
  };

  return (
    <MoneyForm form={form} className={styles.form}>
      {mode === 'reset' && (
        <PasswordField
          label={t('cashier.login_password')}
          {...form.inputProps('loginPassword')}
          autoComplete="current-password"
          maxLength={64}
          disabled={isBusy}
          isRequired
        />
      )}
      <PasswordField
        {...digitsProps}
        label={t(mode === 'set' ? 'cashier.payment_password' : 'cashier.new_payment_password')}
        {...form.inputProps('paymentPassword')}
        help={t('cashier.payment_password_help')}
      />
      <PasswordField
        {...digitsProps}
        label={t('cashier.confirm_payment_password')}
        {...form.inputProps('confirmPaymentPassword')}
      />
      <FormError messageKey={form.formErrorKey} />
      <MoneyPendingNote isOutcomePending={form.isOutcomePending} />
      <div className={styles.actions}>
        <SubmitButton isBusy={isBusy}>
          {t(mode === 'set' ? 'cashier.set_password_submit' : 'cashier.reset_password_submit')}
        </SubmitButton>
      </div>
    </MoneyForm>
  );
};
