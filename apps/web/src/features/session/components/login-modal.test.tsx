import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { apiError } from '../../../test/fake-api';
import { member, session, siteStatus } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Log in' }));

describe('login modal', () => {
  it('opens on /login with username, password and remember me, and no tab bar for one method', async () => {
    await renderApp({ path: '/login' });
    const modal = await dialog();
    expect(modal.getByLabelText(/^Username/)).toBeInTheDocument();
    expect(modal.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(modal.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(modal.queryByRole('tablist')).not.toBeInTheDocument();
    expect(modal.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/register');
  });

  it('shows and hides the password', async () => {
    const { user } = await renderApp({ path: '/login' });
    const modal = await dialog();
    await user.click(modal.getByRole('button', { name: 'Show password' }));
    expect(modal.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    await user.click(modal.getByRole('button', { name: 'Hide password' }));
    expect(modal.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  });

  it('remembers only the username, logs in and goes home', async () => {
    const { api, user, router } = await renderApp({ path: '/login' });
    const modal = await dialog();
    await user.type(modal.getByLabelText(/^Username/), 'demo_player');
    await user.type(modal.getByLabelText(/^Password/), 'Passw0rd!');
    await user.click(modal.getByRole('checkbox', { name: 'Remember me' }));
    api.setHandler('session.me', () => session(member()));
    await user.click(modal.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(api.callsTo('session.login')[0]?.input).toMatchObject({ remember: true });
    expect(Object.values({ ...window.localStorage })).toContain('demo_player');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('Passw0rd!');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for required fields and shows the captcha when required', async () => {
    const { user } = await renderApp({
      path: '/login',
      handlers: { 'session.login': () => Promise.reject(apiError({ key: 'captcha_required' })) },
    });
    const modal = await dialog();
    await user.click(modal.getByRole('button', { name: 'Log in' }));
    expect(modal.getByLabelText(/^Username/)).toHaveAccessibleDescription('This field is required.');

    await user.type(modal.getByLabelText(/^Username/), 'demo_player');
    await user.type(modal.getByLabelText(/^Password/), 'Passw0rd!');
    await user.click(modal.getByRole('button', { name: 'Log in' }));
    expect(await modal.findByLabelText(/^Captcha/)).toBeInTheDocument();
  });

  it('under GEETEST3 asks for the slide captcha and sends where the piece was left', async () => {
    const { api, user } = await renderApp({
      path: '/login',
      handlers: {
        'system.status': () => siteStatus({ flags: { USERNAMEREG3: true, GEETEST3: true } }),
        'session.login': () => Promise.reject(apiError({ key: 'captcha_required', hint: { captcha: true } })),
        'session.slideCaptcha': () => ({ gap: 40 }),
      },
    });
    const modal = await dialog();
    await user.type(modal.getByLabelText(/^Username/), 'demo_player');
    await user.type(modal.getByLabelText(/^Password/), 'Passw0rd!');
    await user.click(modal.getByRole('button', { name: 'Log in' }));

    const puzzle = await modal.findByRole('group', { name: 'Slide the piece onto the gap' });
    expect(await within(puzzle).findByText('The gap is at 40 of 100.')).toBeInTheDocument();
    expect(modal.queryByLabelText(/^Captcha/)).not.toBeInTheDocument();
    // Not moved yet: the answer is missing.
    await user.click(modal.getByRole('button', { name: 'Log in' }));
    expect(api.callsTo('session.login')).toHaveLength(1);
    expect(within(puzzle).getByText('This field is required.')).toBeInTheDocument();

    fireEvent.change(within(puzzle).getByRole('slider', { name: 'Piece position' }), {
      target: { value: '41' },
    });
    await user.click(modal.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.callsTo('session.login')).toHaveLength(2));
    expect(api.callsTo('session.login')[1]?.input).toMatchObject({ slidePosition: 41 });
    expect(api.callsTo('session.login')[1]?.input).not.toHaveProperty('captcha');
    // The failed answer used the puzzle up: a new one is asked for.
    await waitFor(() => expect(api.callsTo('session.slideCaptcha')).toHaveLength(2), { timeout: 3000 });
  });

  it('says how long an account locked after failed logins stays locked, in EN and TY', async () => {
    const { user } = await renderApp({
      path: '/login',
      handlers: {
        'session.login': () =>
          Promise.reject(apiError({ key: 'account_locked', hint: { retryAfterSeconds: 14 * 60 + 5 } }, 403)),
      },
    });
    const modal = await dialog();
    await user.type(modal.getByLabelText(/^Username/), 'demo_player');
    await user.type(modal.getByLabelText(/^Password/), 'Passw0rd!');
    await user.click(modal.getByRole('button', { name: 'Log in' }));
    expect(await modal.findByRole('alert')).toHaveTextContent('Too many failed logins. Try again in 15 min.');
    await act(() => changeLanguage('TY'));
    expect(modal.getByRole('alert')).toHaveTextContent(
      'Masyadong maraming maling pag-login. Subukang muli pagkalipas ng 15 min.',
    );
  });

  it('hides the register link when registration is off', async () => {
    await renderApp({
      path: '/login',
      handlers: { 'system.status': () => siteStatus({ flags: { USERNAMEREG3: true, DIRECTREG3: false } }) },
    });
    const modal = await dialog();
    expect(modal.queryByRole('link', { name: 'Sign up now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });
});
