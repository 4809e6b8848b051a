import { useState } from 'react';
import { useToast } from '../toast/toast-context';
import { type TMoneyMutate, useMoneyRequest } from './use-money-request';

type TConfirmedMoneyActionOptions<TDraft, TOutput> = {
  mutate: TMoneyMutate<TDraft, TOutput>;
  /** The translated sentence shown and toasted once the action has run. */
  doneMessage: (draft: TDraft, output: TOutput) => string;
  /** Clears what the member typed after a success; keeps what the answer says, if the form shows it. */
  onSuccess: (output: TOutput, draft: TDraft) => void;
  onError: (error: unknown) => void;
};

/**
 * A checked draft waits for the member's confirmation, then runs once under a
 * requestId that a retry of the same values keeps; success is shown and toasted.
 * An unknown outcome is pending until the upstream tells it (use-money-request.ts).
 */
export const useConfirmedMoneyAction = <TDraft extends object, TOutput = unknown>({
  mutate,
  doneMessage,
  onSuccess,
  onError,
}: TConfirmedMoneyActionOptions<TDraft, TOutput>) => {
  const toast = useToast();
  const moneyRequest = useMoneyRequest(mutate);
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [done, setDone] = useState<string | null>(null);

  return {
    /** The draft awaiting confirmation, or null while no dialog is open. */
    draft,
    done,
    /** True while the outcome of the confirmed action is being checked. */
    isOutcomePending: moneyRequest.isOutcomePending,
    /** A new submit forgets the last result and asks to confirm a valid draft. */
    review: (valid: TDraft | null) => {
      setDone(null);
      if (valid) setDraft(valid);
    },
    cancel: () => setDraft(null),
    confirm: () => {
      if (!draft) return;
      setDraft(null);
      moneyRequest.run(draft, {
        onSuccess: (output) => {
          const message = doneMessage(draft, output);
          setDone(message);
          onSuccess(output, draft);
          toast.show(message, 'success');
        },
        onError,
      });
    },
  };
};
