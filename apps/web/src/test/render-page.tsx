import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createAppClients } from '../app/clients';
import { AppProviders } from '../app/providers';
import { changeLanguage } from '../lib/i18n';
import { createFakeApi, type THandlers } from './fake-api';
import { member } from './fixtures';

/**
 * Renders one page (a member-centre page, say) with the app's real providers
 * and a logged-in member, without the app shell; only the network is fake.
 */
export const renderPage = async (page: ReactNode, { handlers }: { handlers?: THandlers } = {}) => {
  await changeLanguage('EN');
  const api = createFakeApi({
    'session.me': () => ({ member: member(), mustChangePassword: false }),
    ...handlers,
  });
  const clients = createAppClients({ fetch: api.fetch, retryNetworkErrors: false });
  const user = userEvent.setup();
  const view = render(
    <AppProviders clients={clients}>
      <MemoryRouter>{page}</MemoryRouter>
    </AppProviders>,
  );
  return { ...view, api, user, queryClient: clients.queryClient };
};
