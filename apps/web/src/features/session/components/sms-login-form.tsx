import styles from '../../../components/form/auth-form.module.css';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import type { TMessageKey } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import { useLoginReturn } from '../../shared-auth/login-return';
import { PhoneFields } from '../../shared-auth/sms/phone-fields';
import { SmsCodeField } from '../../shared-auth/sms/sms-code-field';
import { useSmsLoginForm } from '../login/use-sms-login-form';

/** SMS login inside the login modal: country code, mobile number, and the code sent to it. */
export const SmsLoginForm = () => {
  const { t } = useTranslation();
  const form = useSmsLoginForm(useLoginReturn().returnTo);
  const errorText = (key: TMessageKey | undefined) => (key ? t(key) : null);

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <PhoneFields
        countryDialingCode={form.values.countryDialingCode}
        mobileNum={form.values.mobileNum}
        onCountryChange={(value) => form.setValue('countryDialingCode', value)}
        onMobileChange={(value) => form.setValue('mobileNum', value)}
        countryError={errorText(form.errors.countryDialingCode)}
        mobileError={errorText(form.errors.mobileNum)}
      />
      <SmsCodeField
        value={form.values.verificationCode}
        onChange={(value) => form.setValue('verificationCode', value)}
        sender={form.sender}
        onSend={form.onSend}
        error={errorText(form.errors.verificationCode)}
      />
      <FormError messageKey={form.formErrorKey} />
      <SubmitButton size="lg" fullWidth isBusy={form.isSubmitting}>
        {t('auth.login')}
      </SubmitButton>
    </form>
  );
};
