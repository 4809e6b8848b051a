import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { useWhenIdle } from '../lib/use-when-idle';
import { AppErrorBoundary } from './app-error-boundary';
import type { TAppClients } from './clients';
import { AppProviders } from './providers';
import { AppRoutes, type TRouteEntry } from './router';
import { StartupGate } from './startup-gate';

/* Loaded after start, in the browser only: live events are never needed for the first screen. */
const LiveUpdates = lazy(() => import('./live-updates').then((module) => ({ default: module.LiveUpdates })));

/*
 * Not in a server render: its only reader of the session (a query it never
 * fetches itself) would tell the render that the header's session query is
 * not to be fetched. Connected once the page is idle, not in the task that
 * takes the page over.
 */
const BrowserOnlyLiveUpdates = () =>
  useWhenIdle() ? (
    <Suspense fallback={null}>
      <LiveUpdates />
    </Suspense>
  ) : null;

type TAppProps = {
  clients: TAppClients;
  /** The router around the routes: the browser's history, or a memory router in tests. */
  Router?: ComponentType<{ children: ReactNode }>;
  /** A custom route table (tests). */
  routes?: readonly TRouteEntry[];
};

/*
 * The router sits behind the start-up gate, so it reads the address after
 * start-up parameters are removed. A render error anywhere, routes included,
 * shows the reload screen of the app's error boundary.
 */
export const App = ({ clients, Router = BrowserRouter, routes }: TAppProps) => (
  <AppProviders clients={clients}>
    <AppErrorBoundary>
      <StartupGate>
        <Router>
          <AppRoutes entries={routes} />
        </Router>
      </StartupGate>
      <BrowserOnlyLiveUpdates />
    </AppErrorBoundary>
  </AppProviders>
);
