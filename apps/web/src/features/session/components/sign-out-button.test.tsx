import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, session } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const renderLoggedIn = (path = '/promotions') =>
  renderApp({ path, handlers: { 'session.me': () => session(member()) } });

describe('sign out', () => {
  it('asks for confirmation, and cancel does nothing', async () => {
    const { api, user, router } = await renderLoggedIn();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('session.logout')).toHaveLength(0);
    expect(screen.getByTestId('header-account')).toHaveTextContent('demo_player');
    expect(router.location.pathname).toBe('/promotions');
  });

  it('on confirm logs out, replaces the route with / and shows the visitor header', async () => {
    const { api, user, router } = await renderLoggedIn();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    api.setHandler('session.me', () => session());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(router.navigationType).toBe('REPLACE');
    expect(api.callsTo('session.logout')).toHaveLength(1);
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByTestId('header-account')).not.toBeInTheDocument();
  });
});
