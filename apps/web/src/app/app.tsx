import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './app-error-boundary';
import type { TAppClients } from './clients';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { StartupGate } from './startup-gate';

/* Loaded after start: live events are never needed for the first screen. */
const LiveUpdates = lazy(() => import('./live-updates').then((module) => ({ default: module.LiveUpdates })));

type TAppProps = {
  clients: TAppClients;
  /** Tests pass a memory router; the browser gets the history router. */
  router?: ReturnType<typeof createAppRouter>;
};

/** Created behind the start-up gate, so the router reads the address after start-up parameters are removed. */
const AppRouter = ({ router: givenRouter }: Pick<TAppProps, 'router'>) => {
  const [router] = useState(() => givenRouter ?? createAppRouter());
  return <RouterProvider router={router} />;
};

export const App = ({ clients, router }: TAppProps) => (
  <AppProviders clients={clients}>
    <AppErrorBoundary>
      <StartupGate>
        <AppRouter router={router} />
      </StartupGate>
      <Suspense fallback={null}>
        <LiveUpdates />
      </Suspense>
    </AppErrorBoundary>
  </AppProviders>
);
