import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDrawsInput, TLotteryLobbyInput } from '@site/contracts/api';
import { useTRPC } from '../../../lib/trpc';

/** `lottery.latestResults`, every game of a lobby with its last draw. */
export const useLatestResults = (lobby: TLotteryLobbyInput) => {
  const trpc = useTRPC();
  return useQuery(trpc.lottery.latestResults.queryOptions(lobby));
};

/** `lottery.draws`, a game's draws of a day, paged; the last page stays on screen while the next loads. */
export const useDraws = (input: TDrawsInput) => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.lottery.draws.queryOptions(input), placeholderData: keepPreviousData });
};

/** `lottery.rules`, every lottery game with its rules. */
export const useLotteryRules = () => {
  const trpc = useTRPC();
  return useQuery(trpc.lottery.rules.queryOptions());
};
