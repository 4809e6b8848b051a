import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { inferInput } from '@trpc/tanstack-react-query';
import type { TBetsInput, TDateRangeInput, TTransactionsInput } from '@site/contracts/api';
import { useTRPC } from '../../../lib/trpc';

type TBonusesInput = inferInput<ReturnType<typeof useTRPC>['records']['bonuses']>;

/* The record lists are filtered and paged: the last page stays on screen while the next loads. */

/** `records.bets`, the member's bets. */
export const useBets = (input: TBetsInput) => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.records.bets.queryOptions(input), placeholderData: keepPreviousData });
};

/** `records.bonuses`, the bonuses the member received. */
export const useBonuses = (input: TBonusesInput) => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.records.bonuses.queryOptions(input), placeholderData: keepPreviousData });
};

/** `records.profitLoss` over a range. */
export const useProfitLoss = (range: TDateRangeInput) => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.records.profitLoss.queryOptions(range), placeholderData: keepPreviousData });
};

/** `records.transactions`, every balance movement of the member's wallets. */
export const useTransactions = (input: TTransactionsInput) => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.records.transactions.queryOptions(input), placeholderData: keepPreviousData });
};

/** `records.manualRebate`, the rebate the member may claim now. */
export const useManualRebate = () => {
  const trpc = useTRPC();
  return useQuery(trpc.records.manualRebate.queryOptions());
};

/** `wallet.wallets`, to name the wallet of each transaction. */
export const useWallets = () => {
  const trpc = useTRPC();
  return useQuery(trpc.wallet.wallets.queryOptions());
};
