import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app/app';
import { createAppClients } from '../app/clients';
import { createTestRouter, type TRouteEntry } from '../app/router';
import { changeLanguage } from '../lib/i18n';
import { createFakeApi, type THandlers } from './fake-api';

type TRenderAppOptions = {
  path?: string;
  handlers?: THandlers;
  /** A custom route table (for example one with a members-only route). */
  routes?: readonly TRouteEntry[];
};

/**
 * Renders the whole app with its real providers, router and start-up gate;
 * only the network is fake. Returns the fake API to inspect calls.
 */
export const renderApp = async ({ path = '/', handlers, routes }: TRenderAppOptions = {}) => {
  await changeLanguage('EN');
  const api = createFakeApi(handlers);
  const clients = createAppClients({ fetch: api.fetch, retryNetworkErrors: false });
  const router = createTestRouter(path, routes);
  const user = userEvent.setup();
  const view = render(<App clients={clients} router={router} />);
  return { ...view, api, router, user, queryClient: clients.queryClient };
};
