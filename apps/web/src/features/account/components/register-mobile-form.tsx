import type { ChangeEvent } from 'react';
import type { TRegisterSettings } from '@site/contracts/wire';
import styles from '../../../components/form/auth-form.module.css';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { fieldErrorText, helpText } from '../../../lib/forms/pattern-messages';
import { useTranslation } from '../../../lib/use-translation';
import { PhoneFields } from '../../shared-auth/sms/phone-fields';
import { SmsCodeField } from '../../shared-auth/sms/sms-code-field';
import { NewPasswordFields } from '../password/new-password-fields';
import type { TMobileRegisterField } from '../register/mobile-register-fields';
import { FIELD_PRESENTATION, type TRegisterFieldSpec } from '../register/register-fields';
import { useRegisterMobileForm } from '../register/use-register-mobile-form';
import { RegisterTextField } from './register-text-field';
import { TermsCheckbox } from './terms-checkbox';

/** Registration by mobile number (MOBILENUMREG3); the number becomes the username. */
export const RegisterMobileForm = ({ settings }: { settings: TRegisterSettings }) => {
  const { t } = useTranslation();
  const form = useRegisterMobileForm(settings);
  const { values, errors, setValue, options } = form;
  const passwordRule = settings.password ?? null;
  const mobileRule = settings.mobileNum?.enabled ? settings.mobileNum : null;

  const errorOf = (name: TMobileRegisterField) => {
    const key = errors[name];
    if (!key) return null;
    const rule =
      name === 'password' ? passwordRule : name === 'mobileNum' ? mobileRule : (settings[name] ?? null);
    return fieldErrorText(key, rule, t);
  };

  const renderOptionalField = ({ name, rule, isRequired }: TRegisterFieldSpec) => {
    const field = name as TMobileRegisterField;
    const presentation = FIELD_PRESENTATION[name];
    const common = {
      label: t(presentation.labelKey),
      name,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.target.value),
      error: errorOf(field),
      help: helpText(rule, t),
      isRequired,
      maxLength: rule?.maxLength ?? undefined,
    };
    return <RegisterTextField key={name} presentation={presentation} {...common} />;
  };

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <PhoneFields
        countryDialingCode={values.countryDialingCode}
        mobileNum={values.mobileNum}
        onCountryChange={(value) => setValue('countryDialingCode', value)}
        onMobileChange={(value) => setValue('mobileNum', value)}
        countryError={errorOf('countryDialingCode')}
        mobileError={errorOf('mobileNum')}
        mobileHelp={mobileRule ? helpText(mobileRule, t) : t('auth.mobile_is_username')}
      />
      {options.needsCode && (
        <SmsCodeField
          value={values.verificationCode}
          onChange={(value) => setValue('verificationCode', value)}
          sender={form.sender}
          onSend={form.onSend}
          error={errorOf('verificationCode')}
        />
      )}
      {options.needsPassword ? (
        <div className={styles.grid}>
          <NewPasswordFields
            names={{ password: 'password', confirmation: 'confirmPassword' }}
            labels={{ password: t('field.password'), confirmation: t('field.confirmPassword') }}
            form={{ values, setValue, errorOf }}
            rule={passwordRule}
          />
        </div>
      ) : (
        <p className={styles.lead}>{t('auth.mobile_sms_sign_in')}</p>
      )}
      {options.optionalFields.length > 0 && (
        <div className={styles.grid}>{options.optionalFields.map(renderOptionalField)}</div>
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
