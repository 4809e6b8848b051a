import type { FormEvent } from 'react';
import { type TFieldErrors, useForm } from '../../../components/form/use-form';
import { paths } from '../../../lib/paths';
import { DEFAULT_DIALING_CODE } from '../../shared-auth/sms/country-code-select';
import { phoneErrors, verificationCodeError } from '../../shared-auth/sms/sms-validation';
import { usePhoneCode } from '../../shared-auth/sms/use-sms-code-sender';
import { useCompleteLogin } from '../../shared-auth/use-complete-login';
import { useSmsLogin } from '../api/use-sms-login';

type TSmsLoginValues = { countryDialingCode: string; mobileNum: string; verificationCode: string };
type TSmsLoginField = keyof TSmsLoginValues;
const FIELDS: readonly TSmsLoginField[] = ['countryDialingCode', 'mobileNum', 'verificationCode'];

/**
 * SMS login (MOBILEVERCODELOGIN3), shared by the login modal's SMS tab and the
 * header: the number is checked before a code is sent, and number and code
 * with the contracts' schemas before logging in; a completed login goes to
 * `destination`.
 */
export const useSmsLoginForm = (destination: string = paths.home.path) => {
  const form = useForm<TSmsLoginValues>(
    () => ({
      countryDialingCode: DEFAULT_DIALING_CODE,
      mobileNum: '',
      verificationCode: '',
    }),
    { fields: FIELDS },
  );
  const { values, setFieldErrors } = form;
  const smsLogin = useSmsLogin();
  const completeLogin = useCompleteLogin();

  const { sender, phone, onSend } = usePhoneCode('login', values, setFieldErrors);

  const validate = (): TFieldErrors<TSmsLoginField> => {
    const errors: TFieldErrors<TSmsLoginField> = { ...phoneErrors(phone()) };
    const codeError = verificationCodeError(values.verificationCode);
    if (codeError) errors.verificationCode = codeError;
    return errors;
  };

  const submit = form.submitWith(validate, () => {
    // Not mutate's own callbacks: the header's form is gone once the member is stored, and they would not run.
    smsLogin.mutateAsync({ ...phone(), verificationCode: values.verificationCode.trim() }).then(
      // SMS logins never carry a password to change (the gateway never asks for one).
      (result) => completeLogin(result, { password: null, destination }),
      form.showServerError,
    );
  });

  return {
    ...form,
    sender,
    onSend,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (smsLogin.isPending) event.preventDefault();
      else submit(event);
    },
    isSubmitting: smsLogin.isPending,
  };
};

export type TSmsLoginForm = ReturnType<typeof useSmsLoginForm>;
