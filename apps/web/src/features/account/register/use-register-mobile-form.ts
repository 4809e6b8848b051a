import { type FormEvent, useMemo, useState } from 'react';
import type { TRegisterSettings } from '@site/contracts/wire';
import { focusFirstInvalid, hasErrors, useForm } from '../../../components/form/use-form';
import { DEFAULT_DIALING_CODE } from '../../../components/sms/country-code-select';
import { usePhoneCode } from '../../../components/sms/use-sms-code-sender';
import { splitServerError } from '../../../lib/forms/server-errors';
import { useFlag } from '../../../lib/site-status';
import { useRegisterByMobile } from '../api/use-register-by-mobile';
import { mobileOptionalFields, type TMobileRegisterField } from './mobile-register-fields';
import {
  mobileRegisterPayload,
  type TMobileRegisterOptions,
  type TMobileRegisterValues,
  validateMobileRegistration,
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
  const form = useForm<TMobileRegisterValues>(() => ({
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
  const { values, setErrors, setFormErrorKey } = form;
  const [agree, setAgree] = useState(false);
  const [agreeErrorKey, setAgreeErrorKey] = useState<string | null>(null);
  const registerByMobile = useRegisterByMobile();
  const affiliateGate = useAffiliateGate();
  const completeRegistration = useCompleteRegistration();

  const { sender, onSend } = usePhoneCode('register', values, (found) =>
    setErrors((current) => ({ ...current, ...found })),
  );

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
    const show = {
      fieldError: (messageKey: string) => setErrors({ affiliateCode: messageKey }),
      formError: setFormErrorKey,
    };
    if (!(await affiliateGate.verifyOrShow(values.affiliateCode.trim(), show, formElement))) return;
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
    onSubmit,
    isSubmitting,
  };
};
