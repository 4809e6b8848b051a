import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `wallet.setPaymentPassword`; the settings reload, which moves the page to its next step. */
export const useSetPaymentPassword = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.wallet.setPaymentPassword.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.wallet.withdrawSettings.pathFilter()),
    }),
  );
};

export const useResetPaymentPassword = () => {
  const trpc = useTRPC();
  return useMutation(trpc.wallet.resetPaymentPassword.mutationOptions());
};

export const useAddBankCard = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.wallet.addBankCard.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.wallet.bankCards.pathFilter()),
    }),
  );
};

/** `wallet.withdraw` holds the amount at once: the balance and the history reload. */
export const useWithdraw = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.wallet.withdraw.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.wallet.withdrawals.pathFilter()),
          queryClient.invalidateQueries(trpc.wallet.balance.pathFilter()),
        ]),
    }),
  );
};

export const useConfirmWithdrawal = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.wallet.confirmWithdrawal.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.wallet.withdrawals.pathFilter()),
    }),
  );
};
