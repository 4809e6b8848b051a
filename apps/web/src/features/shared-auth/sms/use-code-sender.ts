import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '@site/contracts/domain';
import { errorDataOf, errorKeyOf, errorMessageKey } from '../../../lib/error-message';
import { hasErrors } from '../../../lib/forms/field-errors';
import type { TMessageKey } from '../../../lib/i18n-keys';

const SECOND_MS = 1000;

/** How long to wait after a refused send: the gateway's hint, or the product's (docs/product.md) 5 minutes for SMS floods. */
const retryAfterSecondsOf = (error: unknown): number | null => {
  const hinted = errorDataOf(error)?.hint?.retryAfterSeconds;
  if (hinted !== undefined && hinted > 0) return Math.ceil(hinted);
  if (errorKeyOf(error) === 'sms_too_many_requests') return LIMITS.smsTooManyRequestsRetryMinutes * 60;
  return null;
};

/** The send mutation of a code (SMS or email): how long the code lives comes back. */
export type TSendCode<TInput> = (
  input: TInput,
  callbacks: {
    onSuccess: (output: { expiresInSeconds: number }) => void;
    onError: (error: unknown) => void;
    onSettled: () => void;
  },
) => void;

type TFieldMessages = Record<string, string>;

/**
 * Sending a verification code (docs/product.md §4 and §5): one request at a
 * time, clicks closer than a second apart ignored, and after a send the
 * button waits for the code's lifetime (`expiresInSeconds`; 60 s when the
 * reply gives none). A failure is kept for the warning dialog, unless it is
 * about the address fields themselves (`addressErrorsOf`), which go to
 * `onAddressRefused` to be shown under them.
 */
export const useCodeSender = <TInput>(
  sendCode: TSendCode<TInput>,
  addressErrorsOf: (error: unknown) => TFieldMessages,
) => {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [isSending, setIsSending] = useState(false);
  const [failureKey, setFailureKey] = useState<TMessageKey | null>(null);
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

  /** Sends a code unless a send is running, counting down, or was clicked just now. */
  const send = (input: TInput, onSent?: () => void, onAddressRefused?: (errors: TFieldMessages) => void) => {
    const now = Date.now();
    if (now - lastClickAt.current < LIMITS.smsLoginThrottleMs) return;
    lastClickAt.current = now;
    if (isInFlight.current || secondsLeft > 0) return;
    isInFlight.current = true;
    setIsSending(true);
    sendCode(input, {
      onSuccess: ({ expiresInSeconds }) => {
        startCountdown(expiresInSeconds > 0 ? expiresInSeconds : LIMITS.smsInitialCountdownSeconds);
        onSent?.();
      },
      onError: (error) => {
        const addressErrors = addressErrorsOf(error);
        if (onAddressRefused && hasErrors(addressErrors)) {
          onAddressRefused(addressErrors);
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

/** What the code field and its button read of a sender. */
export type TCodeSender = Omit<ReturnType<typeof useCodeSender>, 'send'>;
