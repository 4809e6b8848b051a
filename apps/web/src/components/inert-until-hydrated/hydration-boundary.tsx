import { type ReactNode, Suspense } from 'react';
import { InertUntilHydrated } from './inert-until-hydrated';

/**
 * A Suspense boundary around server-rendered content whose controls stay
 * inert until that content is hydrated. React hydrates each boundary on its
 * own, so the inert wrapper sits inside it: one around a whole page would
 * turn enabled while a lazily loaded part of it was still only markup, and a
 * click on that part's buttons would be lost (decision 0042).
 */
export const HydrationBoundary = ({ fallback, children }: { fallback: ReactNode; children: ReactNode }) => (
  <Suspense fallback={fallback}>
    <InertUntilHydrated>{children}</InertUntilHydrated>
  </Suspense>
);
