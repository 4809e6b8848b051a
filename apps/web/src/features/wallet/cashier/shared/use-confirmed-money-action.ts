import { useState } from 'react';
import { useToast } from '../../../../components/toast/toast-context';
import { useRequestId } from '../../../../lib/use-request-id';

type TMutate<TDraft> = (
  input: TDraft & { requestId: string },
  callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
) => void;

type TConfirmedMoneyActionOptions<TDraft> = {
  mutate: TMutate<TDraft>;
  /** The translated sentence shown and toasted once the action has run. */
  doneMessage: (draft: TDraft) => string;
  /** Clears what the member typed after a success. */
  onSuccess: () => void;
  onError: (error: unknown) => void;
};

/**
 * A checked draft waits for the member's confirmation, then runs once under a
 * requestId that a retry of the same values keeps; success is shown and toasted.
 */
export const useConfirmedMoneyAction = <TDraft extends object>({
  mutate,
  doneMessage,
  onSuccess,
  onError,
}: TConfirmedMoneyActionOptions<TDraft>) => {
  const toast = useToast();
  const requestId = useRequestId();
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [done, setDone] = useState<string | null>(null);

  return {
    /** The draft awaiting confirmation, or null while no dialog is open. */
    draft,
    done,
    /** A new submit forgets the last result and asks to confirm a valid draft. */
    review: (valid: TDraft | null) => {
      setDone(null);
      if (valid) setDraft(valid);
    },
    cancel: () => setDraft(null),
    confirm: () => {
      if (!draft) return;
      setDraft(null);
      mutate(
        { ...draft, requestId: requestId.forValues(draft) },
        {
          onSuccess: () => {
            requestId.settle();
            const message = doneMessage(draft);
            setDone(message);
            onSuccess();
            toast.show(message, 'success');
          },
          onError,
        },
      );
    },
  };
};
