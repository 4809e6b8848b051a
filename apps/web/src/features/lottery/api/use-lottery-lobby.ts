import { useMutation, useQuery } from '@tanstack/react-query';
import type { TLotteryLobbyInput } from '@site/contracts/api';
import type { TPrizeMode } from '@site/contracts/domain';
import { useTRPC } from '../../../lib/trpc';

/** While a closed draw waits for its results and no `lottery:draw` came, ask again this often. */
const AWAITING_DRAW_POLL_MS = 3000;

/** Once a listed draw's time has passed, ask for the list again this often until it shows the next draw. */
const DRAWN_POLL_MS = 5000;

/** `games.vendors`, the games menu's vendor data (shared with it by the query key), which picks the prize mode. */
export const useGameVendors = () => {
  const trpc = useTRPC();
  return useQuery(trpc.games.vendors.queryOptions());
};

/** `games.launchLottery`, the lottery lobby's game page. */
export const useLaunchLottery = () => {
  const trpc = useTRPC();
  return useMutation(trpc.games.launchLottery.mutationOptions());
};

/** `lottery.menus` of a lobby: nothing is asked while the lobby is not known yet (null). */
export const useLotteryMenus = (lobby: TLotteryLobbyInput | null) => {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.lottery.menus.queryOptions(lobby ?? { prizeMode: 'LOTT' }),
    enabled: lobby !== null,
  });
};

/** `lottery.recent`, the member's recent games of a lobby. */
export const useRecentLotteryGames = (lobby: TLotteryLobbyInput) => {
  const trpc = useTRPC();
  return useQuery(trpc.lottery.recent.queryOptions(lobby));
};

/**
 * `lottery.upcoming`, each game's current draw; once a draw's time (`now` is
 * the clock the countdowns show) has passed, asked again until it moves on.
 */
export const useUpcomingDraws = (prizeMode: TPrizeMode, now: number) => {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.lottery.upcoming.queryOptions({ prizeMode }),
    refetchInterval: (query) => {
      const games = query.state.data?.games ?? [];
      return games.some((game) => game.current && game.current.drawAt <= now) ? DRAWN_POLL_MS : false;
    },
  });
};

/** `lottery.near`, a game's previous, current and next draws; nothing is asked without a game (null). */
export const useNearDraws = (gameCode: string | null) => {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.lottery.near.queryOptions({ gameCode: gameCode ?? '' }),
    enabled: gameCode !== null,
  });
};

/**
 * `lottery.near` for the current draw's countdown: once the draw time has
 * passed on the upstream's clock (`now` plus the server's offset), asked
 * again until the results come (the `lottery:draw` event also reads it again).
 */
export const useCurrentDraw = (gameCode: string, now: number) => {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.lottery.near.queryOptions({ gameCode }),
    refetchInterval: (query) => {
      const current = query.state.data?.current;
      const offset = query.state.data ? query.state.data.serverTime - query.state.dataUpdatedAt : 0;
      return current && now + offset >= current.drawAt ? AWAITING_DRAW_POLL_MS : false;
    },
  });
};
