import type { ChangeEvent } from 'react';
import type { TRegisterSettings } from '@site/contracts/wire';
import styles from '../../../components/form/auth-form.module.css';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { fieldErrorText, helpText } from '../../../lib/forms/pattern-messages';
import type { TMessageKey } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import { CaptchaField } from '../../shared-auth/captcha/captcha-field';
import { PhoneFields } from '../../shared-auth/sms/phone-fields';
import { SmsCodeField } from '../../shared-auth/sms/sms-code-field';
import { FIELD_PRESENTATION, type TRegisterFieldSpec } from '../register/register-fields';
import { useRegisterForm } from '../register/use-register-form';
import { RegisterTextField } from './register-text-field';
import { TermsCheckbox } from './terms-checkbox';
import { UsernameField } from './username-field';

/** Username registration with the fields the merchant's register settings enable. */
export const RegisterForm = ({ settings }: { settings: TRegisterSettings }) => {
  const { t } = useTranslation();
  const form = useRegisterForm(settings);
  const errorText = (key: TMessageKey | undefined) => (key ? fieldErrorText(key, null, t) : null);

  const renderField = ({ name, rule, isRequired }: TRegisterFieldSpec) => {
    const presentation = FIELD_PRESENTATION[name];
    const errorKey = form.errors[name];
    const error = errorKey ? fieldErrorText(errorKey, rule, t) : null;
    if (name === 'captcha') {
      return (
        <div key={name} className={styles.wide}>
          <CaptchaField
            captcha={form.captcha}
            value={form.values.captcha}
            onChange={(value) => form.setValue('captcha', value)}
            error={error}
            isRequired={isRequired}
          />
        </div>
      );
    }
    if (name === 'mobileNum') {
      // The number goes with its country code; with REGMOBVERF3 it is proven by an SMS code once given.
      return (
        <div key={name} className={[styles.wide, styles.stack].join(' ')}>
          <PhoneFields
            countryDialingCode={form.countryDialingCode}
            mobileNum={form.values.mobileNum}
            onCountryChange={form.onCountryChange}
            onMobileChange={(value) => form.setValue('mobileNum', value)}
            countryError={errorText(form.errors.countryDialingCode)}
            mobileError={error}
            mobileHelp={helpText(rule, t)}
            isRequired={isRequired}
          />
          {form.isCodeShown && (
            <SmsCodeField
              value={form.verificationCode}
              onChange={form.onCodeChange}
              sender={form.sender}
              onSend={form.onSend}
              error={errorText(form.errors.verificationCode)}
            />
          )}
        </div>
      );
    }
    if (name === 'username') {
      return (
        <UsernameField
          key={name}
          className={styles.wide}
          value={form.values.username}
          onChange={(value) => form.setValue('username', value)}
          error={error}
          rule={rule}
          onSuggestFailed={form.showUsernameError}
        />
      );
    }
    const common = {
      label: t(presentation.labelKey),
      name,
      value: form.values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(name, event.target.value),
      error,
      help: helpText(rule, t),
      isRequired,
      maxLength: rule?.maxLength ?? undefined,
    };
    return <RegisterTextField key={name} presentation={presentation} {...common} />;
  };

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <div className={styles.grid}>{form.fields.map(renderField)}</div>
      <TermsCheckbox
        checked={form.agree}
        onChange={form.onAgreeChange}
        error={form.errors.agree ? fieldErrorText(form.errors.agree, null, t) : null}
      />
      <FormError messageKey={form.formErrorKey} />
      <SubmitButton size="lg" fullWidth isBusy={form.isSubmitting}>
        {t('auth.register_submit')}
      </SubmitButton>
    </form>
  );
};
