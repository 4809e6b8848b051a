import type { TRegisterSettings } from '@site/contracts/wire';
import styles from '../../../components/form/auth-form.module.css';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/text-field/text-field';
import { fieldErrorText, helpText } from '../../../lib/forms/pattern-messages';
import { useTranslation } from '../../../lib/use-translation';
import { SmsCodeField } from '../../shared-auth/sms/sms-code-field';
import { NewPasswordFields } from '../password/new-password-fields';
import type { TEmailRegisterField } from '../register/email-register-validation';
import { FIELD_PRESENTATION } from '../register/register-fields';
import { useRegisterEmailForm } from '../register/use-register-email-form';
import { RegisterTextField } from './register-text-field';
import { TermsCheckbox } from './terms-checkbox';
import { UsernameField } from './username-field';

/** Registration by email (EMAILREG3): username, password, and the email proven by a mailed code. */
export const RegisterEmailForm = ({ settings }: { settings: TRegisterSettings }) => {
  const { t } = useTranslation();
  const form = useRegisterEmailForm(settings);
  const { values, errors, setValue } = form;

  const ruleOf = (name: TEmailRegisterField) =>
    name === 'confirmPassword' || name === 'verificationCode' ? null : (settings[name] ?? null);
  const errorOf = (name: TEmailRegisterField) => {
    const key = errors[name];
    return key ? fieldErrorText(key, ruleOf(name), t) : null;
  };
  const affiliateRule = settings.affiliateCode ?? null;

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <p className={styles.lead}>{t('register.email_intro')}</p>
      <div className={styles.grid}>
        <UsernameField
          className={styles.wide}
          value={values.username}
          onChange={(value) => setValue('username', value)}
          error={errorOf('username')}
          rule={settings.username ?? null}
          onSuggestFailed={(key) => form.setFieldErrors((current) => ({ ...current, username: key }))}
        />
        <NewPasswordFields
          names={{ password: 'password', confirmation: 'confirmPassword' }}
          labels={{ password: t('field.password'), confirmation: t('field.confirmPassword') }}
          form={{ values, setValue, errorOf }}
          rule={settings.password ?? null}
        />
      </div>
      <TextField
        label={t('field.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={values.email}
        onChange={(event) => setValue('email', event.target.value)}
        error={errorOf('email')}
        help={t('register.email_code_help')}
        maxLength={settings.email?.maxLength ?? 255}
        isRequired
      />
      <SmsCodeField
        value={values.verificationCode}
        onChange={(value) => setValue('verificationCode', value)}
        sender={form.sender}
        onSend={form.onSend}
        error={errorOf('verificationCode')}
        channel="email"
      />
      {form.hasAffiliate && (
        <RegisterTextField
          presentation={FIELD_PRESENTATION.affiliateCode}
          label={t(FIELD_PRESENTATION.affiliateCode.labelKey)}
          name="affiliateCode"
          value={values.affiliateCode}
          onChange={(event) => setValue('affiliateCode', event.target.value)}
          error={errorOf('affiliateCode')}
          help={helpText(affiliateRule, t)}
          isRequired={affiliateRule?.required === true}
          maxLength={affiliateRule?.maxLength ?? undefined}
        />
      )}
      <TermsCheckbox
        checked={form.agree}
        onChange={form.onAgreeChange}
        error={form.agreeErrorKey ? fieldErrorText(form.agreeErrorKey, null, t) : null}
      />
      <FormError messageKey={form.formErrorKey} />
      <SubmitButton size="lg" fullWidth isBusy={form.isSubmitting}>
        {t('auth.register_submit')}
      </SubmitButton>
    </form>
  );
};
