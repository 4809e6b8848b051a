import { type FormEvent, useMemo, useState } from 'react';
import type { TRegisterSettings } from '@site/contracts/wire';
import { useCaptcha } from '../../../components/captcha/use-captcha';
import { DEFAULT_DIALING_CODE } from '../../../components/sms/country-code-select';
import { phoneErrors, verificationCodeError } from '../../../components/sms/sms-validation';
import { useSmsCodeSender } from '../../../components/sms/use-sms-code-sender';
import { focusFirstInvalid } from '../../../lib/forms/field-errors';
import { splitServerError } from '../../../lib/forms/server-errors';
import { useFlag } from '../../../lib/site-status';
import { useRegister } from '../api/use-register';
import { registerFormFields, type TRegisterFormField } from './register-fields';
import {
  registerPayload,
  type TRegisterErrors,
  type TRegisterValues,
  validateRegistration,
} from './register-validation';
import { useAffiliateGate } from './use-affiliate-gate';
import { useCompleteRegistration } from './use-complete-registration';

/** Fields of the username tab beyond the merchant's list: the dialing code and the SMS code of the mobile number. */
type TPhoneExtra = 'countryDialingCode' | 'verificationCode';
export type TRegisterFormErrors = TRegisterErrors & Partial<Record<TPhoneExtra, string>>;

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

/**
 * State, checks and submit of the username registration form. With
 * REGMOBVERF3 on, a mobile number given here must be proven with an SMS code;
 * a filled invitation code is checked before registering.
 */
export const useRegisterForm = (settings: TRegisterSettings) => {
  const fields = useMemo(() => registerFormFields(settings), [settings]);
  const hasCaptcha = fields.some((field) => field.name === 'captcha');
  const hasMobile = fields.some((field) => field.name === 'mobileNum');
  const isMobileVerified = useFlag('REGMOBVERF3');
  const captcha = useCaptcha(hasCaptcha);
  const register = useRegister();
  const affiliateGate = useAffiliateGate();
  const completeRegistration = useCompleteRegistration();
  const sender = useSmsCodeSender('register');

  const [values, setValues] = useState<TRegisterValues>(emptyRegisterValues);
  const [countryDialingCode, setCountryDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [verificationCode, setVerificationCode] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<TRegisterFormErrors>({});
  const [formErrorKey, setFormErrorKey] = useState<string | null>(null);

  const mobileNum = values.mobileNum.trim();
  const isCodeShown = hasMobile && isMobileVerified && mobileNum !== '';

  const clearError = (name: keyof TRegisterFormErrors) => {
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const setValue = (name: TRegisterFormField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };

  const onCountryChange = (value: string) => {
    setCountryDialingCode(value);
    clearError('countryDialingCode');
  };

  const onCodeChange = (value: string) => {
    setVerificationCode(value);
    clearError('verificationCode');
  };

  const onAgreeChange = (checked: boolean) => {
    setAgree(checked);
    clearError('agree');
  };

  const onSend = (formElement: HTMLFormElement | null) => {
    const found = phoneErrors({ countryDialingCode, mobileNum });
    setErrors((current) => ({ ...current, ...found }));
    if (found.countryDialingCode || found.mobileNum) focusFirstInvalid(formElement);
    else sender.send({ countryDialingCode, mobileNum });
  };

  const onServerError = (error: unknown, formElement: HTMLFormElement) => {
    const shown = [
      ...fields.map((field) => field.name),
      'agree',
      ...(isCodeShown ? ['verificationCode'] : []),
    ];
    const split = splitServerError(error, shown);
    setErrors(split.fieldErrors);
    setFormErrorKey(split.formErrorKey);
    if (hasCaptcha) {
      // The captcha was spent on this attempt.
      setValues((current) => ({ ...current, captcha: '' }));
      captcha.refresh();
    }
    focusFirstInvalid(formElement);
  };

  const validate = (): TRegisterFormErrors => {
    const found: TRegisterFormErrors = validateRegistration(fields, values, agree);
    if (isCodeShown) {
      const codeError = verificationCodeError(verificationCode);
      if (codeError) found.verificationCode = codeError;
    }
    return found;
  };

  const submit = async (formElement: HTMLFormElement) => {
    const show = {
      fieldError: (messageKey: string) => setErrors({ affiliateCode: messageKey }),
      formError: setFormErrorKey,
    };
    if (!(await affiliateGate.verifyOrShow(values.affiliateCode.trim(), show, formElement))) return;
    const payload = registerPayload(fields, values, agree);
    if (mobileNum) payload.countryDialingCode = countryDialingCode;
    if (isCodeShown) payload.verificationCode = verificationCode.trim();
    register.mutate(payload, {
      onSuccess: completeRegistration,
      onError: (error) => onServerError(error, formElement),
    });
  };

  const isSubmitting = affiliateGate.isChecking || register.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const found = validate();
    setErrors(found);
    setFormErrorKey(null);
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    void submit(event.currentTarget);
  };

  return {
    fields,
    values,
    setValue,
    countryDialingCode,
    onCountryChange,
    verificationCode,
    onCodeChange,
    isCodeShown,
    sender,
    onSend,
    agree,
    onAgreeChange,
    errors,
    formErrorKey,
    captcha,
    onSubmit,
    isSubmitting,
  };
};
