import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError } from '../test/fake-api';
import { member, session } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const TOKEN = 'tok_0123456789abcdef0123';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('start-up address parameters', () => {
  it('adopts ?token= before asking who is logged in, then removes only that parameter', async () => {
    window.history.replaceState(null, '', `/?ref=abc&token=${TOKEN}#top`);
    const { api } = await renderApp({
      handlers: { 'session.adoptToken': () => session(member({ account: 'handed_over' })) },
    });
    api.setHandler('session.me', () => session(member({ account: 'handed_over' })));
    expect(await screen.findByTestId('header-account')).toHaveTextContent('handed_over');
    expect(api.callsTo('session.adoptToken')[0]?.input).toEqual({ token: TOKEN });
    expect(window.location.search).toBe('?ref=abc');
    expect(window.location.hash).toBe('#top');
  });

  it('still removes a token that could not be adopted, and says so', async () => {
    window.history.replaceState(null, '', `/?token=${TOKEN}`);
    await renderApp({
      handlers: { 'session.adoptToken': () => Promise.reject(apiError({ key: 'login.not.session' }, 401)) },
    });
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows ?authError=<key> as an error toast and removes it', async () => {
    window.history.replaceState(null, '', '/?authError=social_login_failed&lang=EN');
    await renderApp();
    expect(
      await screen.findByText('Social sign-in failed. Please try again, or log in with your username.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?lang=EN'));
  });
});
