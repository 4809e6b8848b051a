import type { TSmsCodeInput } from '@site/contracts/api';
import { fieldErrorsOf } from '../../../lib/error-message';
import { focusFirstInvalid, hasErrors } from '../../../lib/forms/field-errors';
import { type TSmsPurpose, useSendSmsCode } from '../api/use-send-sms-code';
import { phoneErrors } from './sms-validation';
import { useCodeSender } from './use-code-sender';

type TPhoneFieldErrors = { countryDialingCode?: string; mobileNum?: string };

/** The gateway's messages about the number's own fields, if it refused the number. */
const phoneFieldErrorsOf = (error: unknown): TPhoneFieldErrors => {
  const { countryDialingCode, mobileNum } = fieldErrorsOf(error);
  return {
    ...(countryDialingCode ? { countryDialingCode } : {}),
    ...(mobileNum ? { mobileNum } : {}),
  };
};

/** Sending an SMS code for login, registration or a password reset (see useCodeSender). */
export const useSmsCodeSender = (purpose: TSmsPurpose) => {
  const { mutate } = useSendSmsCode(purpose);
  return useCodeSender<TSmsCodeInput>(mutate, phoneFieldErrorsOf);
};

type TPhoneValues = { countryDialingCode: string; mobileNum: string };
type TPhoneErrors = TPhoneFieldErrors & { verificationCode?: string };

/**
 * A form's number (trimmed) and its "send code" action: the number is checked
 * with the contracts' schemas first; its problems go under the fields (merged
 * into the form's other messages), else the code is sent (and a stale code
 * message cleared once it is).
 */
export const usePhoneCode = <TErrors extends TPhoneErrors>(
  purpose: TSmsPurpose,
  values: TPhoneValues,
  setFieldErrors: (update: (current: TErrors) => TErrors) => void,
) => {
  const mergeErrors = (found: TPhoneErrors) => setFieldErrors((current) => ({ ...current, ...found }));
  const sender = useSmsCodeSender(purpose);
  const phone = (): TPhoneValues => ({
    countryDialingCode: values.countryDialingCode.trim(),
    mobileNum: values.mobileNum.trim(),
  });
  const onSend = (formElement: HTMLFormElement | null) => {
    const showUnderFields = (found: TPhoneFieldErrors) => {
      mergeErrors(found);
      if (hasErrors(found)) focusFirstInvalid(formElement);
    };
    const found = phoneErrors(phone());
    showUnderFields(found);
    if (!hasErrors(found))
      sender.send(phone(), () => mergeErrors({ verificationCode: undefined }), showUnderFields);
  };
  return { sender, phone, onSend };
};
