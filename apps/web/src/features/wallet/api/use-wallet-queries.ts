import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CASHIER_LIMITS } from '@site/contracts/domain';
import { useTRPC } from '../../../lib/trpc';

type TRange = { startDate: string; endDate: string };

/** `wallet.balance`, the main wallet's balance (the header's; `wallet:balance` events keep it current). */
export const useBalance = () => {
  const trpc = useTRPC();
  return useQuery(trpc.wallet.balance.queryOptions());
};

/** `wallet.deposits`, the member's deposit orders in a range, paged; the last page stays on screen while the next loads. */
export const useDeposits = (range: TRange, pageNo: number) => {
  const trpc = useTRPC();
  return useQuery(
    trpc.wallet.deposits.queryOptions(
      { ...range, pageNo, pageSize: CASHIER_LIMITS.recordsPageSize },
      { placeholderData: keepPreviousData },
    ),
  );
};

/** `wallet.withdrawals`, the member's withdrawals in a range, paged; the last page stays on screen while the next loads. */
export const useWithdrawals = (range: TRange, pageNo: number) => {
  const trpc = useTRPC();
  return useQuery(
    trpc.wallet.withdrawals.queryOptions(
      { ...range, pageNo, pageSize: CASHIER_LIMITS.recordsPageSize },
      { placeholderData: keepPreviousData },
    ),
  );
};
