import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../test/fake-api';
import { member, session } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { ROUTE_ENTRIES, type TRouteEntry } from './router';

/** The app's routes plus one members-only page, to exercise the guard. */
const routesWithMembersPage: TRouteEntry[] = [
  ...ROUTE_ENTRIES,
  { definition: { path: '/members-only', requiresLogin: true }, element: <h1>Members only</h1> },
];

describe('route guard', () => {
  it('sends a logged-out visitor from a members-only route to /login', async () => {
    const { router } = await renderApp({ path: '/members-only', routes: routesWithMembersPage });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Members only' })).not.toBeInTheDocument();
  });

  it('lets a member in', async () => {
    await renderApp({
      path: '/members-only',
      routes: routesWithMembersPage,
      handlers: { 'session.me': () => session(member()) },
    });
    expect(await screen.findByRole('heading', { name: 'Members only' })).toBeInTheDocument();
  });

  it('resets to logged out when any call answers login.not.session', async () => {
    const { router } = await renderApp({
      path: '/members-only',
      routes: routesWithMembersPage,
      handlers: {
        'session.me': () => session(member()),
        'wallet.balance': () => Promise.reject(apiError({ key: 'login.not.session' }, 401)),
      },
    });
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(screen.queryByTestId('header-account')).not.toBeInTheDocument();
  });
});

describe('routes', () => {
  it.each(['/', '/index', '/index.html', '/home', '/no-such-page'])('%s shows home', async (path) => {
    await renderApp({ path });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Lucky Pavilion' }),
    ).toBeInTheDocument();
  });

  it('/register opens the register dialog over home', async () => {
    await renderApp({ path: '/register' });
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Lucky Pavilion' })).toBeInTheDocument();
  });
});
