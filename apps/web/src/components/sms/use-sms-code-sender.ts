import { useEffect, useRef, useState } from 'react';
import type { TSmsCodeInput } from '@site/contracts/api';
import { LIMITS } from '@site/contracts/domain';
import { errorDataOf, errorKeyOf, errorMessageKey } from '../../lib/error-message';
import { focusFirstInvalid, hasErrors } from '../../lib/forms/field-errors';
import { phoneErrors } from './sms-validation';
import { type TSmsPurpose, useSendSmsCode } from './use-send-sms-code';

const SECOND_MS = 1000;

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

  /** Sends a code to the number unless a send is running, counting down, or was clicked just now. */
  const send = (phone: TSmsCodeInput, onSent?: () => void) => {
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
type TPhoneErrors = { countryDialingCode?: string; mobileNum?: string; verificationCode?: string };

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
    const found = phoneErrors(phone());
    mergeErrors(found);
    if (hasErrors(found)) focusFirstInvalid(formElement);
    else sender.send(phone(), () => mergeErrors({ verificationCode: undefined }));
  };
  return { sender, phone, onSend };
};
