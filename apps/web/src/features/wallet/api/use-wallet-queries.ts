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

/** `wallet.wallets`, the member's wallets and their balances (the transfer page's list and choices). */
export const useWallets = () => {
  const trpc = useTRPC();
  return useQuery(trpc.wallet.wallets.queryOptions());
};

/** `wallet.depositSettings`: whether the member may deposit, and the channels. */
export const useDepositSettings = () => {
  const trpc = useTRPC();
  return useQuery(trpc.wallet.depositSettings.queryOptions());
};

/** `wallet.depositPromotions`, the deposit bonuses the member may choose. */
export const useDepositPromotions = () => {
  const trpc = useTRPC();
  return useQuery(trpc.wallet.depositPromotions.queryOptions());
};

/** `wallet.depositBanks`, the banks of an online channel's vendor the member may pay from. */
export const useDepositBanks = (channelId: string) => {
  const trpc = useTRPC();
  return useQuery(trpc.wallet.depositBanks.queryOptions({ channelId }));
};

/** `wallet.withdrawSettings`: the withdrawal limits and whether a payment password is set. */
export const useWithdrawSettings = () => {
  const trpc = useTRPC();
  return useQuery(trpc.wallet.withdrawSettings.queryOptions());
};

/** `wallet.bankCards`, the member's bank cards. */
export const useBankCards = () => {
  const trpc = useTRPC();
  return useQuery(trpc.wallet.bankCards.queryOptions());
};

/** `wallet.banks`, the banks a new bank card may be of. */
export const useBanks = () => {
  const trpc = useTRPC();
  return useQuery(trpc.wallet.banks.queryOptions());
};

/** `wallet.upline`, the member's upline agent (the upline transfer's payee). */
export const useUpline = () => {
  const trpc = useTRPC();
  return useQuery(trpc.wallet.upline.queryOptions());
};
