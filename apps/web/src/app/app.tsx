import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './app-error-boundary';
import type { TAppClients } from './clients';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { StartupGate } from './startup-gate';

type TAppProps = {
  clients: TAppClients;
  /** Tests pass a memory router; the browser gets the history router. */
  router?: ReturnType<typeof createAppRouter>;
};

export const App = ({ clients, router: givenRouter }: TAppProps) => {
  const [router] = useState(() => givenRouter ?? createAppRouter());
  return (
    <AppProviders clients={clients}>
      <AppErrorBoundary>
        <StartupGate>
          <RouterProvider router={router} />
        </StartupGate>
      </AppErrorBoundary>
    </AppProviders>
  );
};
