import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useLayoutEffect } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';
import { App } from '../app/app';
import { createAppClients } from '../app/clients';
import type { TRouteEntry } from '../app/router';
import { changeLanguage } from '../lib/i18n';
import { createFakeApi, type THandlers } from './fake-api';

type TRenderAppOptions = {
  path?: string;
  handlers?: THandlers;
  /** A custom route table (for example one with a members-only route). */
  routes?: readonly TRouteEntry[];
};

/** The memory router's address as the app last rendered it (and how it got there), and a way to navigate from a test. */
const createTestRouter = (path: string) => {
  const current: { location?: Location; navigationType?: NavigationType; navigate?: NavigateFunction } = {};
  const AddressProbe = () => {
    const location = useLocation();
    const navigationType = useNavigationType();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      current.location = location;
      current.navigationType = navigationType;
      current.navigate = navigate;
    });
    return null;
  };
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <AddressProbe />
    </MemoryRouter>
  );
  const started = <T,>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the app has not passed its start-up gate yet');
    return value;
  };
  return {
    Router,
    get location(): Location {
      return started(current.location);
    },
    get navigationType(): NavigationType {
      return started(current.navigationType);
    },
    navigate: (to: string) => act(async () => started(current.navigate)(to)),
  };
};

/**
 * Renders the whole app with its real providers, router and start-up gate;
 * only the network is fake. Returns the fake API to inspect calls.
 */
export const renderApp = async ({ path = '/', handlers, routes }: TRenderAppOptions = {}) => {
  await changeLanguage('EN');
  const api = createFakeApi(handlers);
  const clients = createAppClients({ fetch: api.fetch, retryNetworkErrors: false });
  const router = createTestRouter(path);
  const user = userEvent.setup();
  const view = render(<App clients={clients} Router={router.Router} routes={routes} />);
  return { ...view, api, router, user, queryClient: clients.queryClient };
};
