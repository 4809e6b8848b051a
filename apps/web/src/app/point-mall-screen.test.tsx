import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { THandlers } from '../test/fake-api';
import { member, session } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { pointMall } from '../test/rewards-fixtures';

const pointMallHandlers: THandlers = {
  'rewards.points': () => ({ points: 12_500, pendingPoints: 0 }),
  'rewards.pointMall': () => pointMall(),
  'rewards.redemptions': () => ({ rows: [], pageNo: 1, totalPages: 0, totalCount: 0 }),
  'wallet.withdrawSettings': () => ({
    minAmount: 10_000,
    maxAmount: 5_000_000,
    autoConfirmMinutes: 30,
    hasPaymentPassword: true,
  }),
};

const centreParam = (router: { location: { search: string } }) =>
  new URLSearchParams(router.location.search).get('centre');

describe('/pointMall', () => {
  it('opens the member centre at the point mall over home, and closing it clears the handle', async () => {
    const { router, user } = await renderApp({
      path: '/pointMall',
      handlers: { 'session.me': () => session(member()), ...pointMallHandlers },
    });
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    expect(centre.getByRole('heading', { level: 3, name: 'Point mall' })).toBeInTheDocument();
    expect(centre.getByRole('link', { name: 'Point mall' })).toHaveAttribute('aria-current', 'page');
    expect(router.location.pathname).toBe('/pointMall');
    expect(centreParam(router)).toBe('point-mall');

    await user.click(centre.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(centreParam(router)).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument(),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Lucky Pavilion' }),
    ).toBeInTheDocument();
  });

  it('sends a visitor to the login, and to the point mall once logged in', async () => {
    const { router, user, api } = await renderApp({ path: '/pointMall', handlers: pointMallHandlers });
    const login = within(await screen.findByRole('dialog', { name: 'Log in' }));
    expect(router.location.pathname).toBe('/login');

    api.setHandler('session.me', () => session(member()));
    await user.type(login.getByRole('textbox', { name: 'Username' }), 'demo_player');
    await user.type(login.getByLabelText('Password', { exact: true }), 'Passw0rd!');
    await user.click(login.getByRole('button', { name: 'Log in' }));
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    expect(centre.getByRole('heading', { level: 3, name: 'Point mall' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/pointMall');
  });

  it('gives a trial member the real-account notice and leaves for home', async () => {
    const { router } = await renderApp({
      path: '/pointMall',
      handlers: { 'session.me': () => session(member({ account: 'trial_1', type: 4, isTrial: true })) },
    });
    expect(await screen.findByText('Please register an account first.')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument();
  });
});
