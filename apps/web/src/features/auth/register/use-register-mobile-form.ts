import { useMemo, useState, type FormEvent } from 'react';
import type { TRegisterSettings } from '@site/contracts/wire';
import { useFlag } from '../../../lib/site-status';
import { useRegisterByMobile } from '../api/use-register-by-mobile';
import { splitServerError } from '../forms/server-errors';
import { focusFirstInvalid, hasErrors, useFormState } from '../forms/use-form-state';
import { DEFAULT_DIALING_CODE } from '../sms/country-code-select';
import { phoneErrors } from '../sms/sms-validation';
import { useSmsCodeSender } from '../sms/use-sms-code-sender';
import { mobileOptionalFields, type TMobileRegisterField } from './mobile-register-fields';
import {
  mobileRegisterPayload,
  validateMobileRegistration,
  type TMobileRegisterOptions,
  type TMobileRegisterValues,
} from './mobile-register-validation';
import { useAffiliateGate } from './use-affiliate-gate';
import { useCompleteRegistration } from './use-complete-registration';

/**
 * State, checks and submit of registration by mobile number (MOBILENUMREG3):
 * the number becomes the username; REGMOBVERF3 adds the SMS code and
 * MOBILENUMPASSREG3 the password fields.
 */
export const useRegisterMobileForm = (settings: TRegisterSettings) => {
  const needsCode = useFlag('REGMOBVERF3');
  const needsPassword = useFlag('MOBILENUMPASSREG3');
  const options = useMemo<TMobileRegisterOptions>(
    () => ({ settings, optionalFields: mobileOptionalFields(settings), needsCode, needsPassword }),
    [settings, needsCode, needsPassword],
  );
  const form = useFormState<TMobileRegisterValues>(() => ({
    countryDialingCode: DEFAULT_DIALING_CODE,
    mobileNum: '',
    verificationCode: '',
    password: '',
    confirmPassword: '',
    payeeName: '',
    email: '',
    affiliateCode: '',
    paymentPassword: '',
  }));
  const { values, setErrors } = form;
  const [agree, setAgree] = useState(false);
  const [agreeErrorKey, setAgreeErrorKey] = useState<string | null>(null);
  const [formErrorKey, setFormErrorKey] = useState<string | null>(null);
  const sender = useSmsCodeSender('register');
  const registerByMobile = useRegisterByMobile();
  const affiliateGate = useAffiliateGate();
  const completeRegistration = useCompleteRegistration();

  const phone = () => ({
    countryDialingCode: values.countryDialingCode.trim(),
    mobileNum: values.mobileNum.trim(),
  });

  const onSend = (formElement: HTMLFormElement | null) => {
    const found = phoneErrors(phone());
    setErrors((current) => ({ ...current, ...found }));
    if (hasErrors(found)) focusFirstInvalid(formElement);
    else sender.send(phone());
  };

  const onAgreeChange = (checked: boolean) => {
    setAgree(checked);
    setAgreeErrorKey(null);
  };

  const shownFields = (): (TMobileRegisterField | 'agree')[] => [
    'countryDialingCode',
    'mobileNum',
    ...(needsCode ? (['verificationCode'] as const) : []),
    ...(needsPassword ? (['password', 'confirmPassword'] as const) : []),
    ...options.optionalFields.map((field) => field.name as TMobileRegisterField),
    'agree',
  ];

  const onServerError = (error: unknown, formElement: HTMLFormElement) => {
    const { fieldErrors, formErrorKey: key } = splitServerError(error, shownFields());
    const { agree: agreeError, ...rest } = fieldErrors;
    setErrors(rest);
    setAgreeErrorKey(agreeError ?? null);
    setFormErrorKey(key);
    focusFirstInvalid(formElement);
  };

  const submit = async (formElement: HTMLFormElement) => {
    const affiliate = await affiliateGate.verify(values.affiliateCode.trim());
    if (!affiliate.ok) {
      if ('fieldErrorKey' in affiliate) setErrors({ affiliateCode: affiliate.fieldErrorKey });
      else setFormErrorKey(affiliate.formErrorKey);
      focusFirstInvalid(formElement);
      return;
    }
    registerByMobile.mutate(mobileRegisterPayload(values, agree, options), {
      onSuccess: completeRegistration,
      onError: (error) => onServerError(error, formElement),
    });
  };

  const isSubmitting = affiliateGate.isChecking || registerByMobile.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const { agree: agreeError, ...found } = validateMobileRegistration(values, agree, options);
    setErrors(found);
    setAgreeErrorKey(agreeError ?? null);
    setFormErrorKey(null);
    if (hasErrors(found) || agreeError) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    void submit(event.currentTarget);
  };

  return {
    ...form,
    options,
    sender,
    onSend,
    agree,
    onAgreeChange,
    agreeErrorKey,
    formErrorKey,
    onSubmit,
    isSubmitting,
  };
};
