import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { TGame } from '@site/contracts/api';
import { LIMITS } from '@site/contracts/domain';
import { useWhenIdle } from '../../../lib/use-when-idle';
import type { TLaunchTarget } from '../model/launch-routing';
import { createThrottle } from '../model/throttle';
import { GamesContext, type TGamesApi, type TGamesLauncher } from './games-context';

/* Routing, launch calls and popups: not part of the first view, so they load after it (or at the first launch). */
const GamesLauncher = lazy(() =>
  import('./games-launcher').then((module) => ({ default: module.GamesLauncher })),
);

/**
 * Owns game launching for the whole site (docs/product.md §2), composed by
 * app/ around the pages. The launcher itself loads once the page is idle;
 * an `open` or `trial` before it is in loads it at once and runs when it is.
 */
export const GamesProvider = ({ children }: { children: ReactNode }) => {
  const isIdle = useWhenIdle();
  const [isWanted, setIsWanted] = useState(false);
  const [favouriteThrottle] = useState(() => createThrottle(LIMITS.favouriteThrottleMs));
  const launcher = useRef<TGamesLauncher | null>(null);
  const waiting = useRef<((launcher: TGamesLauncher) => void)[]>([]);

  const run = useCallback((call: (launcher: TGamesLauncher) => void) => {
    if (launcher.current) {
      call(launcher.current);
      return;
    }
    waiting.current.push(call);
    setIsWanted(true);
  }, []);

  const onReady = useCallback((ready: TGamesLauncher) => {
    launcher.current = ready;
    const calls = waiting.current;
    waiting.current = [];
    for (const call of calls) call(ready);
  }, []);

  const api = useMemo<TGamesApi>(
    () => ({
      open: (target: TLaunchTarget) => run((ready) => ready.open(target)),
      trial: (game: TGame) => run((ready) => ready.trial(game)),
      favouriteThrottle,
    }),
    [run, favouriteThrottle],
  );

  return (
    <GamesContext.Provider value={api}>
      {children}
      {(isIdle || isWanted) && (
        <Suspense fallback={null}>
          <GamesLauncher onReady={onReady} />
        </Suspense>
      )}
    </GamesContext.Provider>
  );
};
