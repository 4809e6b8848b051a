import { TextField } from '../../../components/text-field/text-field';
import { useTranslation } from '../../../lib/use-translation';
import { CountryCodeSelect } from '../../shared-auth/sms/country-code-select';
import { SmsCodeField } from '../../shared-auth/sms/sms-code-field';
import { useSmsLoginForm } from '../login/use-sms-login-form';
import styles from './header-login-form.module.css';
import { HeaderLoginSubmit } from './header-login-submit';

/**
 * The header's SMS login: country code, mobile number, code with its send
 * button. Loaded on demand (it brings the contracts' schemas with it).
 */
export const HeaderSmsLoginForm = () => {
  const { t } = useTranslation();
  const form = useSmsLoginForm();
  const { errors } = form;
  const messageKey =
    errors.countryDialingCode ?? errors.mobileNum ?? errors.verificationCode ?? form.formErrorKey;

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={t('auth.login_form')}>
      <CountryCodeSelect
        className={styles.country}
        variant="compact"
        value={form.values.countryDialingCode}
        onChange={(value) => form.setValue('countryDialingCode', value)}
      />
      <TextField
        className={styles.mobileField}
        variant="compact"
        label={t('field.mobileNum')}
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={15}
        value={form.values.mobileNum}
        onChange={(event) => form.setValue('mobileNum', event.target.value)}
        aria-invalid={errors.mobileNum ? true : undefined}
      />
      <SmsCodeField
        className={styles.codeField}
        variant="compact"
        value={form.values.verificationCode}
        onChange={(value) => form.setValue('verificationCode', value)}
        sender={form.sender}
        onSend={form.onSend}
      />
      <HeaderLoginSubmit isSubmitting={form.isSubmitting} message={messageKey ? { key: messageKey } : null} />
    </form>
  );
};
