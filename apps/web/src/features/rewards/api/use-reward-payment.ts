import type { UseMutationResult } from '@tanstack/react-query';
import { useToast } from '../../../components/toast/toast-context';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyRequest } from '../../shared-money/use-money-request';

type TRewardPaymentOptions<TOutput> = {
  /** The translated sentence toasted once the reward is paid. */
  paidMessage: (output: TOutput) => string;
  onPaid?: (output: TOutput) => void;
  /** A refusal of the upstream (already claimed, no chance left); toasted unless given. */
  onRefused?: (error: unknown) => void;
};

/**
 * A reward paid into the main wallet (claim, ticket, login bonus, raffle
 * draw, promo code): one requestId per attempt, the button busy while in
 * flight, and an unknown outcome shown as pending and asked again with the
 * same requestId instead of reported as failed (decision 0015).
 */
export const useRewardPayment = <TVariables extends { requestId: string }, TOutput>(
  mutation: UseMutationResult<TOutput, unknown, TVariables>,
  { paidMessage, onPaid, onRefused }: TRewardPaymentOptions<TOutput>,
) => {
  const errorText = useErrorText();
  const toast = useToast();
  type TInput = Omit<TVariables, 'requestId'>;
  // The money request adds the requestId back; TypeScript cannot see Omit<T, K> & Pick<T, K> is T.
  const request = useMoneyRequest<TInput, TOutput>((input, callbacks) =>
    mutation.mutate(input as TVariables, callbacks),
  );
  return {
    pay: (input: TInput) =>
      request.run(input, {
        onSuccess: (output) => {
          toast.show(paidMessage(output), 'success');
          onPaid?.(output);
        },
        onError: (error) => {
          if (onRefused) onRefused(error);
          else toast.show(errorText(error), 'error');
        },
      }),
    isBusy: mutation.isPending || request.isOutcomePending,
    isOutcomePending: request.isOutcomePending,
  };
};
