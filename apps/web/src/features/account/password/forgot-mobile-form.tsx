import styles from '../../../components/form/auth-form.module.css';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { focusFirstInvalid, type TFieldErrors, useForm } from '../../../components/form/use-form';
import { useToast } from '../../../components/toast/toast-context';
import { fieldErrorText } from '../../../lib/forms/pattern-messages';
import { paths } from '../../../lib/paths';
import { useSiteStatus } from '../../../lib/site-status';
import { useTranslation } from '../../../lib/use-translation';
import { DEFAULT_DIALING_CODE } from '../../shared-auth/sms/country-code-select';
import { PhoneFields } from '../../shared-auth/sms/phone-fields';
import { SmsCodeField } from '../../shared-auth/sms/sms-code-field';
import { phoneErrors, verificationCodeError } from '../../shared-auth/sms/sms-validation';
import { usePhoneCode } from '../../shared-auth/sms/use-sms-code-sender';
import { useCompleteLogin } from '../../shared-auth/use-complete-login';
import { useResetByPhone } from '../api/use-reset-by-phone';
import { confirmationError, newPasswordError } from './new-password-check';
import { NEW_PASSWORD_NAMES, NewPasswordFields } from './new-password-fields';

type TResetValues = {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
};
type TResetField = keyof TResetValues;
const FIELDS: readonly TResetField[] = [
  'countryDialingCode',
  'mobileNum',
  'verificationCode',
  'newPassword',
  'confirmNewPassword',
];

/**
 * Forgot password by mobile (CHNGPASSVERIF3): a reset code by SMS, then a new
 * password; the member is signed in with it and goes home.
 */
export const ForgotMobileForm = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const toast = useToast();
  const passwordRule = useSiteStatus().register.password;
  const reset = useResetByPhone();
  const form = useForm<TResetValues>(
    () => ({
      countryDialingCode: DEFAULT_DIALING_CODE,
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
    }),
    { fields: FIELDS },
  );
  const { values, setValue, errors, setFieldErrors } = form;
  const { sender, phone, onSend } = usePhoneCode('reset', values, setFieldErrors);

  const validate = (): TFieldErrors<TResetField> => ({
    ...phoneErrors(phone()),
    verificationCode: verificationCodeError(values.verificationCode),
    newPassword: newPasswordError(values.newPassword, passwordRule),
    confirmNewPassword: confirmationError(values.newPassword, values.confirmNewPassword),
  });

  const onSubmit = form.submitWith(validate, (formElement) => {
    if (reset.isPending) return;
    reset.mutate(
      {
        ...phone(),
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      },
      {
        onSuccess: (result) => {
          if (result.status === 'signed_in') toast.show(t('auth.password_reset_done'), 'success');
          onDone();
          // Signed in: home; a new IP: the second-factor dialog first.
          completeLogin(result, { password: values.newPassword, destination: paths.home.path });
        },
        onError: (error) => {
          form.showServerError(error);
          focusFirstInvalid(formElement);
        },
      },
    );
  });

  const errorOf = (name: TResetField) => {
    const key = errors[name];
    return key ? fieldErrorText(key, name === 'newPassword' ? (passwordRule ?? null) : null, t) : null;
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.lead}>{t('auth.forgot_mobile_intro')}</p>
      <PhoneFields
        countryDialingCode={values.countryDialingCode}
        mobileNum={values.mobileNum}
        onCountryChange={(value) => setValue('countryDialingCode', value)}
        onMobileChange={(value) => setValue('mobileNum', value)}
        countryError={errorOf('countryDialingCode')}
        mobileError={errorOf('mobileNum')}
      />
      <SmsCodeField
        value={values.verificationCode}
        onChange={(value) => setValue('verificationCode', value)}
        sender={sender}
        onSend={onSend}
        error={errorOf('verificationCode')}
      />
      <NewPasswordFields
        names={NEW_PASSWORD_NAMES}
        form={{ values, setValue, errorOf }}
        rule={passwordRule ?? null}
      />
      <FormError messageKey={form.formErrorKey} />
      <SubmitButton size="lg" fullWidth isBusy={reset.isPending}>
        {t('auth.reset_submit')}
      </SubmitButton>
    </form>
  );
};
