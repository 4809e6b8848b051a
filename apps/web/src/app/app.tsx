import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './app-error-boundary';
import type { TAppClients } from './clients';
import { AppProviders } from './providers';
import { AppRoutes, type TRouteEntry } from './router';
import { StartupGate } from './startup-gate';

/* Loaded after start: live events are never needed for the first screen. */
const LiveUpdates = lazy(() => import('./live-updates').then((module) => ({ default: module.LiveUpdates })));

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
      <Suspense fallback={null}>
        <LiveUpdates />
      </Suspense>
    </AppErrorBoundary>
  </AppProviders>
);
