import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TClaimStatus, TRedemptionStatus, TTicketStatus } from '@site/contracts/domain';
import { useTRPC } from '../../../lib/trpc';

/* The rewards centre: what may be claimed, the claims so far, tickets, promo codes and the referral. */

/** `rewards.claimable`, the rewards waiting to be claimed. */
export const useClaimable = () => {
  const trpc = useTRPC();
  return useQuery(trpc.rewards.claimable.queryOptions());
};

/** `rewards.claims`, the member's claims, filtered and paged; the last page stays on screen while the next loads. */
export const useClaims = (status: TClaimStatus | undefined, pageNo: number) => {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.rewards.claims.queryOptions({ status, pageNo }),
    placeholderData: keepPreviousData,
  });
};

/** `rewards.tickets` of a status (ALL for the history). */
export const useTickets = (status: TTicketStatus | 'ALL') => {
  const trpc = useTRPC();
  return useQuery(trpc.rewards.tickets.queryOptions({ status }));
};

/** `rewards.promoCodes`, the promo codes the member redeemed. */
export const usePromoCodes = () => {
  const trpc = useTRPC();
  return useQuery(trpc.rewards.promoCodes.queryOptions());
};

/** `rewards.referral`, always asked afresh when the page opens (no stale time). */
export const useReferral = () => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.rewards.referral.queryOptions(), staleTime: 0 });
};

/* Missions. */

/** `rewards.missions`, the member's missions. */
export const useMissions = () => {
  const trpc = useTRPC();
  return useQuery(trpc.rewards.missions.queryOptions());
};

/** `rewards.leaderboard` of a mission. */
export const useMissionLeaderboard = (missionId: string) => {
  const trpc = useTRPC();
  return useQuery(trpc.rewards.leaderboard.queryOptions({ missionId }));
};

/* The point mall. */

/** `rewards.points`, the member's points. */
export const usePoints = () => {
  const trpc = useTRPC();
  return useQuery(trpc.rewards.points.queryOptions());
};

/** `rewards.pointMall`, the rewards points buy. */
export const usePointMall = () => {
  const trpc = useTRPC();
  return useQuery(trpc.rewards.pointMall.queryOptions());
};

/** `rewards.redemptions`, filtered and paged; the last page stays on screen while the next loads. */
export const useRedemptions = (status: TRedemptionStatus | undefined, pageNo: number) => {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.rewards.redemptions.queryOptions({ status, pageNo }),
    placeholderData: keepPreviousData,
  });
};

/** `wallet.withdrawSettings`, which tells whether the member has a payment password yet. */
export const useWithdrawSettings = () => {
  const trpc = useTRPC();
  return useQuery(trpc.wallet.withdrawSettings.queryOptions());
};
