import { useMemo } from 'react';
import type { TRegisterSettings } from '@site/contracts/wire';
import { useForm } from '../../../components/form/use-form';
import type { TFieldErrors } from '../../../lib/forms/field-errors';
import type { TMessageKey } from '../../../lib/i18n-keys';
import { useFlag } from '../../../lib/site-status';
import { useCaptcha } from '../../shared-auth/api/use-captcha';
import { DEFAULT_DIALING_CODE } from '../../shared-auth/sms/country-code-select';
import { verificationCodeError } from '../../shared-auth/sms/sms-validation';
import { usePhoneCode } from '../../shared-auth/sms/use-sms-code-sender';
import { useRegister } from '../api/use-register';
import { registerFormFields, type TRegisterFormField } from './register-fields';
import {
  registerPayload,
  type TRegisterErrors,
  type TRegisterValues,
  validateRegistration,
} from './register-validation';
import { useInviteCode, useReferralCode, withInviteCode, withReferralCode } from './use-invite-code';
import { useRegistration } from './use-registration';

/** Fields of the username tab beyond the merchant's list: the dialing code and the SMS code of the mobile number. */
type TPhoneExtra = 'countryDialingCode' | 'verificationCode';
export type TRegisterFormErrors = TRegisterErrors & TFieldErrors<TPhoneExtra>;

/** A blank username registration form. */
export const emptyRegisterValues = (): TRegisterValues => ({
  username: '',
  password: '',
  confirmPassword: '',
  payeeName: '',
  email: '',
  qqNum: '',
  mobileNum: '',
  recommenderId: '',
  captcha: '',
  paymentPassword: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  affiliateCode: '',
});

/** The username tab's values: the merchant's fields plus the mobile number's dialing code and SMS code. */
type TRegisterFormValues = TRegisterValues & Record<TPhoneExtra, string>;

/**
 * State, checks and submit of the username registration form. With
 * REGMOBVERF3 on, a mobile number given here must be proven with an SMS code;
 * a filled invitation code is checked before registering.
 */
export const useRegisterForm = (settings: TRegisterSettings) => {
  const fields = useMemo(() => registerFormFields(settings), [settings]);
  const hasCaptcha = fields.some((field) => field.name === 'captcha');
  const hasMobile = fields.some((field) => field.name === 'mobileNum');
  const hasAffiliate = fields.some((field) => field.name === 'affiliateCode');
  const inviteCode = useInviteCode();
  const referralCode = useReferralCode();
  const isMobileVerified = useFlag('REGMOBVERF3');
  const captcha = useCaptcha(hasCaptcha);
  const register = useRegister();
  const form = useForm<TRegisterFormValues>(() => ({
    ...emptyRegisterValues(),
    affiliateCode: inviteCode,
    countryDialingCode: DEFAULT_DIALING_CODE,
    verificationCode: '',
  }));
  const { values, setValue, setValues, setFieldErrors } = form;
  const registration = useRegistration<keyof TRegisterFormValues>(form, register.isPending);
  const { sender, onSend } = usePhoneCode('register', values, setFieldErrors);

  const mobileNum = values.mobileNum.trim();
  const isCodeShown = hasMobile && isMobileVerified && mobileNum !== '';

  const onSubmit = registration.onSubmitWith({
    validate: () => {
      const found: TRegisterFormErrors = validateRegistration(fields, values, registration.agree);
      if (isCodeShown) {
        const codeError = verificationCodeError(values.verificationCode);
        if (codeError) found.verificationCode = codeError;
      }
      return found;
    },
    // A hidden invitation code is not checked here: the upstream decides on it.
    affiliateCode: () => (hasAffiliate ? values.affiliateCode : ''),
    register: (callbacks) => {
      const payload = withReferralCode(
        withInviteCode(registerPayload(fields, values, registration.agree), hasAffiliate, inviteCode),
        referralCode,
      );
      if (mobileNum) payload.countryDialingCode = values.countryDialingCode;
      if (isCodeShown) payload.verificationCode = values.verificationCode.trim();
      register.mutate(payload, callbacks);
    },
    shownFields: () => [
      ...fields.map((field) => field.name),
      'agree',
      ...(isCodeShown ? (['verificationCode'] as const) : []),
    ],
    onRefused: () => {
      if (!hasCaptcha) return;
      // The captcha was spent on this attempt.
      setValues((current) => ({ ...current, captcha: '' }));
      captcha.refresh();
    },
  });

  const errors: TRegisterFormErrors = { ...form.errors, agree: registration.agreeErrorKey ?? undefined };

  return {
    fields,
    values,
    setValue: (name: TRegisterFormField, value: string) => setValue(name, value),
    /** Why no username could be suggested, under the username field. */
    showUsernameError: (messageKey: TMessageKey) =>
      setFieldErrors((current) => ({ ...current, username: messageKey })),
    countryDialingCode: values.countryDialingCode,
    onCountryChange: (value: string) => setValue('countryDialingCode', value),
    verificationCode: values.verificationCode,
    onCodeChange: (value: string) => setValue('verificationCode', value),
    isCodeShown,
    sender,
    onSend,
    agree: registration.agree,
    onAgreeChange: registration.onAgreeChange,
    errors,
    formErrorKey: form.formErrorKey,
    captcha,
    onSubmit,
    isSubmitting: registration.isSubmitting,
  };
};
