import { lazy, Suspense } from 'react';
import type { TGameWatchProps } from '../features/shared-games/game-watch';

/* Loaded the first time a real member's game opens. */
const RealityCheckWatch = lazy(() =>
  import('../features/responsible/reality-check/reality-check-watch').then((module) => ({
    default: module.RealityCheckWatch,
  })),
);

/** The responsible feature's reality check, which the games' hosts render over an open game. */
export const renderRealityCheck = (props: TGameWatchProps) => (
  <Suspense fallback={null}>
    <RealityCheckWatch {...props} />
  </Suspense>
);
