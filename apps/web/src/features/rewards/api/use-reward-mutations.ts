import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useRewardsRefresh } from './use-rewards-refresh';

/*
 * The rewards mutations; each reloads the rewards reads and the balances
 * once it has run, and the paying ones also while their outcome is unknown
 * (the money request asks again with the same requestId).
 */

export const useJoinPromotion = () => {
  const trpc = useTRPC();
  const refresh = useRewardsRefresh();
  return useMutation(trpc.rewards.join.mutationOptions({ onSuccess: refresh }));
};

export const useApplyReward = () => {
  const trpc = useTRPC();
  const refresh = useRewardsRefresh();
  return useMutation(trpc.rewards.applyForReward.mutationOptions({ onSuccess: refresh }));
};

export const useCancelClaim = () => {
  const trpc = useTRPC();
  const refresh = useRewardsRefresh();
  return useMutation(trpc.rewards.cancel.mutationOptions({ onSuccess: refresh }));
};

export const useClaimReward = () => {
  const trpc = useTRPC();
  const refresh = useRewardsRefresh();
  return useMutation(trpc.rewards.claim.mutationOptions({ onSettled: refresh }));
};

export const useClaimLoginBonus = () => {
  const trpc = useTRPC();
  const refresh = useRewardsRefresh();
  return useMutation(trpc.rewards.claimLoginBonus.mutationOptions({ onSettled: refresh }));
};

export const useDrawRaffle = () => {
  const trpc = useTRPC();
  const refresh = useRewardsRefresh();
  return useMutation(trpc.rewards.drawRaffle.mutationOptions({ onSettled: refresh }));
};

export const useClaimTicket = () => {
  const trpc = useTRPC();
  const refresh = useRewardsRefresh();
  return useMutation(trpc.rewards.claimTicket.mutationOptions({ onSettled: refresh }));
};

export const useClaimPromoCode = () => {
  const trpc = useTRPC();
  const refresh = useRewardsRefresh();
  return useMutation(trpc.rewards.claimPromoCode.mutationOptions({ onSettled: refresh }));
};
