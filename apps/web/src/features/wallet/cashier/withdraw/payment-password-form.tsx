import { type FormEvent, useState } from 'react';
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
import { useFormErrors } from '../../../../components/form/use-form-errors';
import { MoneyPendingNote } from '../../../../components/money/money-pending-note';
import { useMoneyRequest } from '../../../../components/money/use-money-request';
import { PasswordField } from '../../../../components/text-field/password-field';
import { useToast } from '../../../../components/toast/toast-context';
import { fieldMessagesOf } from '../../../../lib/forms/schema-messages';
import { useTranslation } from '../../../../lib/use-translation';
import styles from '../shared/cashier.module.css';
import { useResetPaymentPassword, useSetPaymentPassword } from './use-withdraw-calls';

const FIELDS = ['loginPassword', 'paymentPassword', 'confirmPaymentPassword'] as const;
type TField = (typeof FIELDS)[number];

type TPaymentPasswordFormProps = {
  /** `set`: the first payment password; `reset`: a forgotten one, proven with the login password. */
  mode: 'set' | 'reset';
  onDone?: () => void;
};

/** A new 6-digit payment password and its confirmation (and, to reset one, the login password). */
export const PaymentPasswordForm = ({ mode, onDone }: TPaymentPasswordFormProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const setPassword = useSetPaymentPassword();
  const resetPassword = useResetPaymentPassword();
  const setRequest = useMoneyRequest<TSetPaymentPasswordDraft, TOkOutput>(setPassword.mutate);
  const resetRequest = useMoneyRequest<TResetPaymentPasswordDraft, TOkOutput>(resetPassword.mutate);
  const [values, setValues] = useState<Record<TField, string>>({
    loginPassword: '',
    paymentPassword: '',
    confirmPaymentPassword: '',
  });
  // The form stays open with a failure beside its fields, so it is not toasted too.
  const { formErrorKey, setFieldErrors, clearField, clearFormError, showServerError, messageOf } =
    useFormErrors(FIELDS, { toast: false });
  const isBusy = setPassword.isPending || resetPassword.isPending;

  const onChange = (field: TField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field);
  };

  const onSuccess = () => {
    toast.show(t(mode === 'set' ? 'cashier.password_set' : 'cashier.password_reset'), 'success');
    onDone?.();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearFormError();
    const { paymentPassword, confirmPaymentPassword, loginPassword } = values;
    const parsed =
      mode === 'set'
        ? ZSetPaymentPasswordDraftSchema.safeParse({ paymentPassword, confirmPaymentPassword })
        : ZResetPaymentPasswordDraftSchema.safeParse({
            loginPassword,
            paymentPassword,
            confirmPaymentPassword,
          });
    if (!parsed.success) {
      setFieldErrors(fieldMessagesOf<TField>(parsed.error.issues));
      return;
    }
    if (mode === 'set')
      setRequest.run({ paymentPassword, confirmPaymentPassword }, { onSuccess, onError: showServerError });
    else
      resetRequest.run(
        { loginPassword, paymentPassword, confirmPaymentPassword },
        { onSuccess, onError: showServerError },
      );
  };

  const digitsProps = {
    inputMode: 'numeric' as const,
    autoComplete: 'new-password',
    maxLength: CASHIER_LIMITS.paymentPasswordLength,
    disabled: isBusy,
    isRequired: true,
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {mode === 'reset' && (
        <PasswordField
          label={t('cashier.login_password')}
          name="loginPassword"
          autoComplete="current-password"
          maxLength={64}
          value={values.loginPassword}
          onChange={(event) => onChange('loginPassword', event.target.value)}
          error={messageOf('loginPassword')}
          disabled={isBusy}
          isRequired
        />
      )}
      <PasswordField
        {...digitsProps}
        label={t(mode === 'set' ? 'cashier.payment_password' : 'cashier.new_payment_password')}
        name="paymentPassword"
        value={values.paymentPassword}
        onChange={(event) => onChange('paymentPassword', event.target.value)}
        error={messageOf('paymentPassword')}
        help={t('cashier.payment_password_help')}
      />
      <PasswordField
        {...digitsProps}
        label={t('cashier.confirm_payment_password')}
        name="confirmPaymentPassword"
        value={values.confirmPaymentPassword}
        onChange={(event) => onChange('confirmPaymentPassword', event.target.value)}
        error={messageOf('confirmPaymentPassword')}
      />
      <FormError messageKey={formErrorKey} />
      <MoneyPendingNote isOutcomePending={setRequest.isOutcomePending || resetRequest.isOutcomePending} />
      <div className={styles.actions}>
        <SubmitButton isBusy={isBusy}>
          {t(mode === 'set' ? 'cashier.set_password_submit' : 'cashier.reset_password_submit')}
        </SubmitButton>
      </div>
    </form>
  );
};
