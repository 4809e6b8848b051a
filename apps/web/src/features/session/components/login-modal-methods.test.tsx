import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { banner, member, session, siteStatus } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Log in' }));

const withFlags = (flags: Record<string, boolean>, extra: Parameters<typeof siteStatus>[0] = {}) => ({
  'system.status': () => siteStatus({ flags, ...extra }),
});

describe('login modal methods and extras', () => {
  it('has username and SMS tabs when both flags are on', async () => {
    const { user } = await renderApp({
      path: '/login',
      handlers: withFlags({ USERNAMEREG3: true, MOBILEVERCODELOGIN3: true }),
    });
    const modal = await dialog();
    const tabs = modal.getByRole('tablist', { name: 'Login method' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Username', 'SMS']);
    expect(modal.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'SMS' }));
    expect(modal.getByRole('combobox', { name: 'Country code' })).toHaveValue('+63');
    expect(modal.getByLabelText(/^Mobile number/)).toBeInTheDocument();
    expect(modal.getByLabelText(/^Verification code/)).toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(modal.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
  });

  it('shows only the SMS form, without a tab bar, when SMS is the only method', async () => {
    await renderApp({
      path: '/login',
      handlers: withFlags({ USERNAMEREG3: false, MOBILEVERCODELOGIN3: true }),
    });
    const modal = await dialog();
    expect(modal.queryByRole('tablist')).not.toBeInTheDocument();
    expect(modal.getByLabelText(/^Mobile number/)).toBeInTheDocument();
    expect(modal.queryByLabelText(/^Username/)).not.toBeInTheDocument();
  });

  it('checks the number with the contracts schema before sending a code, then logs in by SMS', async () => {
    const { api, user, router } = await renderApp({
      path: '/login',
      handlers: {
        ...withFlags({ USERNAMEREG3: false, MOBILEVERCODELOGIN3: true }),
        'session.sendLoginSms': () => ({ expiresInSeconds: 300 }),
        'session.loginBySms': () => ({
          status: 'signed_in',
          member: member(),
          firstTimeLogin: false,
          mustChangePassword: false,
        }),
      },
    });
    const modal = await dialog();
    await user.type(modal.getByLabelText(/^Mobile number/), '12ab');
    await user.click(modal.getByRole('button', { name: 'Send code' }));
    expect(modal.getByLabelText(/^Mobile number/)).toHaveAccessibleDescription(
      'Please enter a valid mobile number.',
    );
    expect(api.callsTo('session.sendLoginSms')).toHaveLength(0);

    await user.clear(modal.getByLabelText(/^Mobile number/));
    await user.type(modal.getByLabelText(/^Mobile number/), '9171234567');
    await user.selectOptions(modal.getByRole('combobox', { name: 'Country code' }), '+60');
    await user.click(modal.getByRole('button', { name: 'Send code' }));
    expect(await modal.findByRole('button', { name: 'Resend in 300 s' })).toBeDisabled();
    expect(api.callsTo('session.sendLoginSms')[0]?.input).toEqual({
      mobileNum: '9171234567',
      countryDialingCode: '+60',
    });

    await user.type(modal.getByLabelText(/^Verification code/), '123456');
    await user.click(modal.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(api.callsTo('session.loginBySms')[0]?.input).toMatchObject({
      mobileNum: '9171234567',
      countryDialingCode: '+60',
      verificationCode: '123456',
    });
  });

  it('links to Google and Facebook sign-in with the remember choice', async () => {
    const { user } = await renderApp({
      path: '/login',
      handlers: withFlags({ USERNAMEREG3: true }, { socialLogins: ['google', 'facebook'] }),
    });
    const modal = await dialog();
    expect(modal.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/auth/social/google?remember=0',
    );
    await user.click(modal.getByRole('checkbox', { name: 'Remember me' }));
    expect(modal.getByRole('link', { name: 'Continue with Facebook' })).toHaveAttribute(
      'href',
      '/auth/social/facebook?remember=1',
    );
  });

  it('offers no social sign-in or free play unless configured', async () => {
    await renderApp({ path: '/login' });
    const modal = await dialog();
    expect(modal.queryByRole('link', { name: /Continue with/ })).not.toBeInTheDocument();
    expect(modal.queryByRole('button', { name: 'Play for free' })).not.toBeInTheDocument();
  });

  it('starts a trial session with free play, labelled in the header', async () => {
    const trial = member({ account: 'trial_5521', type: 4, isTrial: true });
    const { api, user, router } = await renderApp({
      path: '/login',
      handlers: {
        ...withFlags({ USERNAMEREG3: true, DIRECTREG3: true, FREEPLAY3: true }),
        'session.freePlay': () => ({ member: trial, firstTimeLogin: false, mustChangePassword: false }),
      },
    });
    const modal = await dialog();
    api.setHandler('session.me', () => session(trial));
    await user.click(modal.getByRole('button', { name: 'Play for free' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(await screen.findByTestId('trial-badge')).toHaveTextContent('Trial account');
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/register');
  });

  it('shows the w_login banners', async () => {
    const { api } = await renderApp({
      path: '/login',
      handlers: { 'content.banners': () => ({ items: [banner()] }) },
    });
    const modal = await dialog();
    expect(await modal.findByRole('img', { name: 'Welcome Back' })).toBeInTheDocument();
    // The home page underneath asks for its own group (w_home) too.
    expect(api.callsTo('content.banners').map((call) => call.input)).toContainEqual({ group: 'w_login' });
  });

  it('opens the forgot-password dialog from the login modal', async () => {
    const { user, router } = await renderApp({ path: '/login' });
    const modal = await dialog();
    await user.click(modal.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });
});
