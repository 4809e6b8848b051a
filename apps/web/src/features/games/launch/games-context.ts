import { createContext, useContext } from 'react';
import type { TGame } from '@site/contracts/api';
import type { TLaunchTarget } from '../model/launch-routing';
import type { TThrottle } from '../model/throttle';

export type TGamesApi = {
  /** A vendor tile or a game's "start now": routed per docs/product.md §2. */
  open: (target: TLaunchTarget) => void;
  /** "Free trial": a demo launch in the game popup, open to everyone. */
  trial: (game: TGame) => void;
  /** The favourite heart's gate: one toggle per second across the whole site. */
  favouriteThrottle: TThrottle;
};

/** What the launcher (./games-launcher, loaded on demand) does for `open` and `trial`. */
export type TGamesLauncher = Pick<TGamesApi, 'open' | 'trial'>;

export const GamesContext = createContext<TGamesApi | null>(null);

export const useGames = (): TGamesApi => {
  const api = useContext(GamesContext);
  if (!api) throw new Error('useGames needs a GamesProvider');
  return api;
};
