import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/fake-api';
import { member, popup, session, signedIn } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

type TRendered = Awaited<ReturnType<typeof renderApp>>;

/** Fills the login modal and submits; from then on the gateway knows the member. */
const logIn = async ({ api, user }: TRendered, password = 'Passw0rd!') => {
  const modal = within(await screen.findByRole('dialog', { name: 'Log in' }));
  api.setHandler('session.me', () => session(member()));
  await user.type(modal.getByLabelText(/^Username/), 'demo_player');
  await user.type(modal.getByLabelText(/^Password/), password);
  await user.click(modal.getByRole('button', { name: 'Log in' }));
};

describe('what follows a login', () => {
  it('asks for the second factor, then signs in with the code', async () => {
    const rendered = await renderApp({
      path: '/login',
      handlers: {
        'session.login': () => ({ status: 'second_factor', method: 'PHONE', target: '+63 917 *** 4567' }),
        'session.verifySecondFactor': (input) =>
          (input as { code: string }).code === '654321'
            ? { member: member(), firstTimeLogin: false, mustChangePassword: false }
            : Promise.reject(apiError({ key: 'second_factor_invalid' })),
      },
    });
    const { api, user, router } = rendered;
    await logIn(rendered);
    // Not signed in yet: the second factor is pending.
    api.setHandler('session.me', () => session());
    const verify = within(await screen.findByRole('dialog', { name: "Verify it's you" }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    const code = verify.getByLabelText(/^Verification code/);
    expect(code).toHaveAccessibleDescription('We sent a verification code by SMS to +63 917 *** 4567.');

    await user.type(code, '111111');
    await user.click(verify.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() =>
      expect(verify.getByLabelText(/^Verification code/)).toHaveAccessibleDescription(
        'The verification answer is incorrect. Please try again.',
      ),
    );

    await user.clear(verify.getByLabelText(/^Verification code/));
    await user.type(verify.getByLabelText(/^Verification code/), '654321');
    api.setHandler('session.me', () => session(member()));
    await user.click(verify.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByTestId('header-account')).toHaveTextContent('demo_player');
    expect(api.callsTo('session.verifySecondFactor').map((call) => call.input)).toEqual([
      { code: '111111' },
      { code: '654321' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the bank account for a PAYEE challenge', async () => {
    const rendered = await renderApp({
      path: '/login',
      handlers: { 'session.login': () => ({ status: 'second_factor', method: 'PAYEE', target: null }) },
    });
    await logIn(rendered);
    const verify = within(await screen.findByRole('dialog', { name: "Verify it's you" }));
    expect(verify.getByLabelText(/^Bank account name/)).toHaveAccessibleDescription(
      'Enter the account name of the bank account registered to your profile.',
    );
  });

  it('forces a password change without asking for the password just typed', async () => {
    const rendered = await renderApp({
      path: '/login',
      handlers: {
        'session.login': () => signedIn({ mustChangePassword: true }),
        'account.changePassword': () => session(member()),
      },
    });
    const { api, user, router } = rendered;
    await logIn(rendered, '123456');
    const change = within(await screen.findByRole('dialog', { name: 'Change password' }));
    expect(change.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    expect(change.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(change.getByRole('button', { name: 'Sign out instead' })).toBeInTheDocument();

    await user.type(change.getByLabelText(/^New password/), 'Secret123');
    await user.type(change.getByLabelText(/^Confirm new password/), 'Secret123');
    await user.click(change.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(api.callsTo('account.changePassword')).toHaveLength(1));
    expect(api.callsTo('account.changePassword')[0]?.input).toEqual({
      oldPassword: '123456',
      newPassword: 'Secret123',
      confirmNewPassword: 'Secret123',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.location.pathname).toBe('/');
    expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain('123456');
  });

  it('shows the first-login popups after a first login', async () => {
    const rendered = await renderApp({
      path: '/login',
      handlers: {
        'session.login': () => signedIn({ firstTimeLogin: true }),
        'content.popups': (input) =>
          input.firstLogin ? { items: [popup({ id: 'f1', title: 'Welcome aboard!' })] } : { items: [] },
      },
    });
    const { api } = rendered;
    await logIn(rendered);
    expect(await screen.findByRole('dialog', { name: 'Welcome aboard!' })).toBeInTheDocument();
    expect(
      api.callsTo('content.popups').some((call) => (call.input as { firstLogin: boolean }).firstLogin),
    ).toBe(true);
  });
});
