import { useState, type FormEvent } from 'react';
import { paths } from '../../../lib/paths';
import { useSmsLogin } from '../api/use-sms-login';
import { focusFirstInvalid, hasErrors, useFormState, type TFieldErrors } from '../forms/use-form-state';
import { splitServerError } from '../forms/server-errors';
import { DEFAULT_DIALING_CODE } from '../sms/country-code-select';
import { phoneErrors, verificationCodeError } from '../sms/sms-validation';
import { useSmsCodeSender } from '../sms/use-sms-code-sender';
import { useCompleteLogin } from './use-complete-login';

type TSmsLoginValues = { countryDialingCode: string; mobileNum: string; verificationCode: string };
type TSmsLoginField = keyof TSmsLoginValues;
const FIELDS: readonly TSmsLoginField[] = ['countryDialingCode', 'mobileNum', 'verificationCode'];

/**
 * SMS login (MOBILEVERCODELOGIN3), shared by the login modal's SMS tab and the
 * header: the number is checked before a code is sent, and number and code
 * with the contracts' schemas before logging in.
 */
export const useSmsLoginForm = () => {
  const form = useFormState<TSmsLoginValues>(() => ({
    countryDialingCode: DEFAULT_DIALING_CODE,
    mobileNum: '',
    verificationCode: '',
  }));
  const { values, setErrors } = form;
  const [formErrorKey, setFormErrorKey] = useState<string | null>(null);
  const sender = useSmsCodeSender('login');
  const smsLogin = useSmsLogin();
  const completeLogin = useCompleteLogin();

  const phone = () => ({
    countryDialingCode: values.countryDialingCode.trim(),
    mobileNum: values.mobileNum.trim(),
  });

  const onSend = (formElement: HTMLFormElement | null) => {
    const errors = phoneErrors(phone());
    setErrors((current) => ({ ...current, ...errors }));
    if (hasErrors(errors)) focusFirstInvalid(formElement);
    else sender.send(phone(), () => setErrors((current) => ({ ...current, verificationCode: undefined })));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (smsLogin.isPending) return;
    const errors: TFieldErrors<TSmsLoginField> = { ...phoneErrors(phone()) };
    const codeError = verificationCodeError(values.verificationCode);
    if (codeError) errors.verificationCode = codeError;
    setErrors(errors);
    setFormErrorKey(null);
    if (hasErrors(errors)) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    smsLogin.mutate(
      { ...phone(), verificationCode: values.verificationCode.trim() },
      {
        // SMS logins never carry a password to change (the gateway never asks for one).
        onSuccess: (result) => completeLogin(result, { password: null, destination: paths.home.path }),
        onError: (error) => {
          const { fieldErrors, formErrorKey: key } = splitServerError(error, FIELDS);
          setErrors(fieldErrors);
          setFormErrorKey(key);
        },
      },
    );
  };

  return {
    ...form,
    sender,
    onSend,
    onSubmit,
    formErrorKey,
    isSubmitting: smsLogin.isPending,
  };
};

export type TSmsLoginForm = ReturnType<typeof useSmsLoginForm>;
