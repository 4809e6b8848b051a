import { useEffect, useRef, useState } from 'react';
import type { TSmsCodeInput } from '@site/contracts/api';
import { LIMITS } from '@site/contracts/domain';
import { errorDataOf, errorKeyOf, errorMessageKey, fieldErrorsOf } from '../../lib/error-message';
import { focusFirstInvalid, hasErrors } from '../../lib/forms/field-errors';
import { phoneErrors } from './sms-validation';
import { type TSmsPurpose, useSendSmsCode } from './use-send-sms-code';

const SECOND_MS = 1000;

type TPhoneFieldErrors = { countryDialingCode?: string; mobileNum?: string };

/** The gateway's messages about the number's own fields, if it refused the number. */
const phoneFieldErrorsOf = (error: unknown): TPhoneFieldErrors => {
  const { countryDialingCode, mobileNum } = fieldErrorsOf(error);
  return {
    ...(countryDialingCode ? { countryDialingCode } : {}),
    ...(mobileNum ? { mobileNum } : {}),
  };
};

/** How long to wait after a refused send: the gateway's hint, or the product's (docs/product.md) 5 minutes for SMS floods. */
const retryAfterSecondsOf = (error: unknown): number | null => {
  const hinted = errorDataOf(error)?.hint?.retryAfterSeconds;
  if (hinted !== undefined && hinted > 0) return Math.ceil(hinted);
  if (errorKeyOf(error) === 'sms_too_many_requests') return LIMITS.smsTooManyRequestsRetryMinutes * 60;
  return null;
};

/**
 * Sending an SMS code (docs/product.md §4 and §5): one request at a time, clicks
 * closer than a second apart ignored, and after a send the button waits for
 * the code's lifetime (`expiresInSeconds`; 60 s when the reply gives none).
 * A failure is kept for the warning dialog.
 */
export const useSmsCodeSender = (purpose: TSmsPurpose) => {
  const { mutate } = useSendSmsCode(purpose);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [isSending, setIsSending] = useState(false);
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const [isFailureShown, setIsFailureShown] = useState(false);
  const deadline = useRef(0);
  const isInFlight = useRef(false);
  const lastClickAt = useRef(Number.NEGATIVE_INFINITY);

  const isCounting = secondsLeft > 0;
  useEffect(() => {
    if (!isCounting) return undefined;
    // Counted from a deadline, so a throttled background tab still shows the right time.
    const timer = window.setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((deadline.current - Date.now()) / SECOND_MS)));
    }, SECOND_MS);
    return () => window.clearInterval(timer);
  }, [isCounting]);

  const startCountdown = (seconds: number) => {
    deadline.current = Date.now() + seconds * SECOND_MS;
    setSecondsLeft(seconds);
  };

  /**
   * Sends a code to the number unless a send is running, counting down, or was
   * clicked just now. A refusal about the number itself (one that cannot
   * exist) goes to `onNumberRefused`, to be shown under the phone fields.
   */
  const send = (
    phone: TSmsCodeInput,
    onSent?: () => void,
    onNumberRefused?: (errors: TPhoneFieldErrors) => void,
  ) => {
    const now = Date.now();
    if (now - lastClickAt.current < LIMITS.smsLoginThrottleMs) return;
    lastClickAt.current = now;
    if (isInFlight.current || secondsLeft > 0) return;
    isInFlight.current = true;
    setIsSending(true);
    mutate(phone, {
      onSuccess: ({ expiresInSeconds }) => {
        startCountdown(expiresInSeconds > 0 ? expiresInSeconds : LIMITS.smsInitialCountdownSeconds);
        onSent?.();
      },
      onError: (error) => {
        const numberErrors = phoneFieldErrorsOf(error);
        if (onNumberRefused && hasErrors(numberErrors)) {
          onNumberRefused(numberErrors);
          return;
        }
        setFailureKey(errorMessageKey(error));
        setIsFailureShown(true);
        const retryAfter = retryAfterSecondsOf(error);
        if (retryAfter !== null) startCountdown(retryAfter);
      },
      onSettled: () => {
        isInFlight.current = false;
        setIsSending(false);
      },
    });
  };

  return {
    send,
    secondsLeft,
    isSending,
    /** The i18n key of the last failed send (kept while its warning fades out). */
    failureKey,
    isFailureShown,
    dismissFailure: () => setIsFailureShown(false),
  };
};

export type TSmsCodeSender = ReturnType<typeof useSmsCodeSender>;

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
