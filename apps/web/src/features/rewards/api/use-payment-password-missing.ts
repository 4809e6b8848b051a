import { useQueryClient } from '@tanstack/react-query';
import { errorKeyOf } from '../../../lib/error-message';
import { useTRPC } from '../../../lib/trpc';

/**
 * A failed move's handler (`useMoneyForm`'s `onError`, run before the failure
 * is shown) that, on `payment_password_not_set` (the password was removed
 * since the page loaded), reads the settings again so the
 * PaymentPasswordGate leads to setting one.
 */
export const usePaymentPasswordMissing = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (error: unknown) => {
    if (errorKeyOf(error) === 'payment_password_not_set')
      void queryClient.invalidateQueries(trpc.wallet.withdrawSettings.pathFilter());
  };
};
