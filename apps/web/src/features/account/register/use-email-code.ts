import { ZMailCodeInputSchema } from '@site/contracts/api';
import { errorKeyOf, errorMessageKey, fieldErrorsOf } from '../../../lib/error-message';
import { focusFirstInvalid, hasErrors } from '../../../lib/forms/field-errors';
import type { TMessageKey } from '../../../lib/i18n-keys';
import { type TCodeSender, useCodeSender } from '../../shared-auth/sms/use-code-sender';
import { useSendRegisterMail } from '../api/use-send-register-mail';

type TEmailErrors = { email?: TMessageKey; verificationCode?: TMessageKey };

/** The gateway's message about the address itself, if it refused it (a bad or an already registered one). */
const emailFieldErrorsOf = (error: unknown): TEmailErrors => {
  if (errorKeyOf(error) === 'email_taken') return { email: errorMessageKey(error) };
  const { email } = fieldErrorsOf(error);
  return email ? { email } : {};
};

/** The address's problem as the contracts' schema sees it (the gateway checks the same), or undefined. */
export const emailAddressError = (email: string): TMessageKey | undefined => {
  const parsed = ZMailCodeInputSchema.safeParse({ email });
  // The contracts' schemas give catalogue keys as their messages (i18n-keys.test.ts).
  return parsed.success ? undefined : (parsed.error.issues[0]?.message as TMessageKey | undefined);
};

/**
 * The email tab's "send code" action (`account.sendRegisterMail`): the
 * address is checked first and its problem shown under it, else the code is
 * mailed, with the SMS send button's countdown and throttle.
 */
export const useEmailCode = <TErrors extends TEmailErrors>(
  email: string,
  setFieldErrors: (update: (current: TErrors) => TErrors) => void,
): { sender: TCodeSender; onSend: (formElement: HTMLFormElement | null) => void } => {
  const { mutate } = useSendRegisterMail();
  const sender = useCodeSender(mutate, emailFieldErrorsOf);
  const mergeErrors = (found: TEmailErrors) => setFieldErrors((current) => ({ ...current, ...found }));
  const onSend = (formElement: HTMLFormElement | null) => {
    const showUnderField = (found: TEmailErrors) => {
      mergeErrors(found);
      if (hasErrors(found)) focusFirstInvalid(formElement);
    };
    const address = email.trim();
    const addressError = emailAddressError(address);
    showUnderField({ email: addressError });
    if (!addressError) {
      sender.send({ email: address }, () => mergeErrors({ verificationCode: undefined }), showUnderField);
    }
  };
  return { sender, onSend };
};
