import { TRPCClientError } from '@trpc/client';
import { useEffect, useRef, useState } from 'react';
import { errorDataOf, errorKeyOf } from '../../lib/error-message';
import { useRequestId } from '../../lib/use-request-id';

/** How long the web waits before it asks again about a money request whose outcome is unknown. */
export const RECHECK_PENDING_MS = 5_000;

/** `request_pending` from the gateway, or no answer of the gateway's at all (decision 0015). */
const isOutcomeUnknown = (error: unknown): boolean =>
  error instanceof TRPCClientError && (!errorDataOf(error) || errorKeyOf(error) === 'request_pending');

type TCallbacks<TOutput> = { onSuccess: (output: TOutput) => void; onError: (error: unknown) => void };

export type TMoneyMutate<TInput, TOutput> = (
  input: TInput & { requestId: string },
  callbacks: TCallbacks<TOutput>,
) => void;

/**
 * Runs a money request under a requestId that the same values keep, and
 * sees an unknown outcome through (decision 0015): while the answer is
 * `request_pending` or never arrived, the request is "pending — we are
 * checking", and the very same request (same requestId, so it runs at most
 * once) is sent again every few seconds until the upstream tells its result.
 */
export const useMoneyRequest = <TInput extends object, TOutput = unknown>(
  mutate: TMoneyMutate<TInput, TOutput>,
) => {
  const requestId = useRequestId();
  const [isOutcomePending, setOutcomePending] = useState(false);
  const recheck = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(recheck.current), []);

  const run = (input: TInput, callbacks: TCallbacks<TOutput>) => {
    window.clearTimeout(recheck.current);
    const send = () =>
      mutate(
        { ...input, requestId: requestId.forValues(input) },
        {
          onSuccess: (output) => {
            setOutcomePending(false);
            requestId.settle();
            callbacks.onSuccess(output);
          },
          onError: (error) => {
            if (isOutcomeUnknown(error)) {
              setOutcomePending(true);
              recheck.current = window.setTimeout(send, RECHECK_PENDING_MS);
              return;
            }
            setOutcomePending(false);
            callbacks.onError(error);
          },
        },
      );
    setOutcomePending(false);
    send();
  };

  return { run, isOutcomePending };
};
