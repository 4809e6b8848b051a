import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/fake-api';
import { member, registerSettings, session, siteStatus } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const renderRegister = (flags: Record<string, boolean>, handlers = {}) =>
  renderApp({
    path: '/register',
    handlers: {
      'system.status': () =>
        siteStatus({ flags: { DIRECTREG3: true, ...flags }, register: registerSettings() }),
      ...handlers,
    },
  });

const registerDialog = async () => within(await screen.findByRole('dialog', { name: 'Create your account' }));

const emailTab = async (user: Awaited<ReturnType<typeof renderApp>>['user']) => {
  const modal = await registerDialog();
  await user.click(modal.getByRole('tab', { name: 'Email' }));
  return modal;
};

describe('register by email', () => {
  it('has an email tab only with EMAILREG3', async () => {
    await renderRegister({ EMAILREG3: false, MOBILENUMREG3: true });
    const tabs = within((await registerDialog()).getByRole('tablist', { name: 'Registration method' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Username', 'Mobile']);
  });

  it('mails the code, registers with it and lands on the promotions', async () => {
    const { api, user, router } = await renderRegister(
      { EMAILREG3: true },
      {
        'account.sendRegisterMail': () => ({ expiresInSeconds: 300 }),
        'account.registerByEmail': () => ({
          member: member({ account: 'newplayer1' }),
          firstTimeLogin: true,
          mustChangePassword: false,
        }),
      },
    );
    const modal = await emailTab(user);
    await user.type(modal.getByRole('textbox', { name: /^Username/ }), 'newplayer1');
    await user.type(modal.getByLabelText(/^Password/), 'abc12345');
    await user.type(modal.getByLabelText(/^Confirm password/), 'abc12345');
    await user.type(modal.getByRole('textbox', { name: /^Email/ }), ' New@Example.com ');
    await user.click(modal.getByRole('button', { name: 'Send code' }));
    await modal.findByRole('button', { name: 'Resend in 300 s' });
    await user.type(modal.getByLabelText(/^Verification code/), '654321');
    await user.click(modal.getByRole('checkbox', { name: /I am over 18 years old/ }));
    api.setHandler('session.me', () => session(member({ account: 'newplayer1' })));
    await user.click(modal.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.location.pathname).toBe('/promotions'));
    expect(api.callsTo('account.sendRegisterMail')[0]?.input).toEqual({ email: 'New@Example.com' });
    expect(api.callsTo('account.registerByEmail')[0]?.input).toEqual({
      username: 'newplayer1',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      email: 'New@Example.com',
      verificationCode: '654321',
      agree: true,
    });
  });

  it('checks the address before sending, and shows a refused code under the code field', async () => {
    const { api, user } = await renderRegister(
      { EMAILREG3: true },
      {
        'account.sendRegisterMail': () => ({ expiresInSeconds: 300 }),
        'account.registerByEmail': () => Promise.reject(apiError({ key: 'sms_invalid_code' })),
      },
    );
    const modal = await emailTab(user);
    const email = modal.getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'not-an-address');
    await user.click(modal.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address.'));
    expect(api.callsTo('account.sendRegisterMail')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'player@example.com');
    await user.type(modal.getByRole('textbox', { name: /^Username/ }), 'newplayer1');
    await user.type(modal.getByLabelText(/^Password/), 'abc12345');
    await user.type(modal.getByLabelText(/^Confirm password/), 'abc12345');
    await user.type(modal.getByLabelText(/^Verification code/), '000000');
    await user.click(modal.getByRole('checkbox', { name: /I am over 18 years old/ }));
    await user.click(modal.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(modal.getByLabelText(/^Verification code/)).toHaveAccessibleDescription(
        'The verification code is invalid or missing.',
      ),
    );
  });

  it('shows an address already registered under the email field, with no warning dialog', async () => {
    const { user } = await renderRegister(
      { EMAILREG3: true },
      { 'account.sendRegisterMail': () => Promise.reject(apiError({ key: 'email_taken' })) },
    );
    const modal = await emailTab(user);
    const email = modal.getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'player@example.com');
    await user.click(modal.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This email address is already registered.'),
    );
    expect(screen.queryByRole('alertdialog', { name: 'Email not sent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Email not sent' })).not.toBeInTheDocument();
  });
});

describe('suggest a username', () => {
  it('fills the username field of the username tab', async () => {
    const { api, user } = await renderRegister(
      {},
      { 'account.suggestUsername': () => ({ username: 'luckystar4821' }) },
    );
    const modal = await registerDialog();
    await user.click(modal.getByRole('button', { name: 'Suggest a username' }));
    await waitFor(() =>
      expect(modal.getByRole('textbox', { name: /^Username/ })).toHaveValue('luckystar4821'),
    );
    expect(api.callsTo('account.suggestUsername')).toHaveLength(1);
  });

  it('says why under the field when no name comes back', async () => {
    const { user } = await renderRegister(
      {},
      { 'account.suggestUsername': () => Promise.reject(apiError({ key: 'too_many_requests' })) },
    );
    const modal = await registerDialog();
    await user.click(modal.getByRole('button', { name: 'Suggest a username' }));
    await waitFor(() =>
      expect(modal.getByRole('textbox', { name: /^Username/ })).toHaveAccessibleDescription(
        'Too many requests. Please wait a moment and try again.',
      ),
    );
  });
});
