import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/fake-api';
import { member, session, siteStatus } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const withFlags = (flags: Record<string, boolean>) => ({ 'system.status': () => siteStatus({ flags }) });

const openForgot = async (rendered: Awaited<ReturnType<typeof renderApp>>) => {
  await screen.findByRole('form', { name: 'Log in' });
  await rendered.user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  return within(await screen.findByRole('dialog', { name: 'Forgot password' }));
};

describe('forgot password', () => {
  it('has only the email form without CHNGPASSVERIF3', async () => {
    const rendered = await renderApp({ handlers: withFlags({ USERNAMEREG3: true }) });
    const modal = await openForgot(rendered);
    expect(modal.queryByRole('tablist')).not.toBeInTheDocument();
    expect(modal.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(modal.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('adds the mobile tab with CHNGPASSVERIF3', async () => {
    const rendered = await renderApp({ handlers: withFlags({ USERNAMEREG3: true, CHNGPASSVERIF3: true }) });
    const modal = await openForgot(rendered);
    const tabs = within(modal.getByRole('tablist', { name: 'Recovery method' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Email', 'Mobile']);
    await rendered.user.click(tabs.getByRole('tab', { name: 'Mobile' }));
    expect(modal.getByRole('combobox', { name: 'Country code' })).toBeInTheDocument();
    expect(modal.getByLabelText(/^Mobile number/)).toBeInTheDocument();
    expect(modal.getByLabelText(/^Verification code/)).toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(modal.getByLabelText(/^New password/)).toBeInTheDocument();
    expect(modal.getByLabelText(/^Confirm new password/)).toBeInTheDocument();
  });

  it('checks the email, then confirms the temporary password was sent', async () => {
    const rendered = await renderApp({
      handlers: {
        ...withFlags({ USERNAMEREG3: true }),
        'account.forgotByEmail': (input) =>
          (input as { username: string }).username === 'demo_player'
            ? { sent: true }
            : Promise.reject(apiError({ key: 'username_or_email_not_exist' })),
      },
    });
    const { api, user } = rendered;
    const modal = await openForgot(rendered);
    await user.type(modal.getByRole('textbox', { name: 'Username' }), 'nobody');
    await user.type(modal.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(modal.getByRole('button', { name: 'Send temporary password' }));
    expect(modal.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(api.callsTo('account.forgotByEmail')).toHaveLength(0);

    await user.clear(modal.getByRole('textbox', { name: 'Email' }));
    await user.type(modal.getByRole('textbox', { name: 'Email' }), 'player@example.com');
    await user.click(modal.getByRole('button', { name: 'Send temporary password' }));
    expect(await modal.findByText('Username or email does not exist.')).toBeInTheDocument();

    await user.clear(modal.getByRole('textbox', { name: 'Username' }));
    await user.type(modal.getByRole('textbox', { name: 'Username' }), 'demo_player');
    await user.click(modal.getByRole('button', { name: 'Send temporary password' }));
    expect(await modal.findByText(/We have emailed you a temporary password/)).toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resets by phone and signs the member in', async () => {
    const rendered = await renderApp({
      handlers: {
        ...withFlags({ USERNAMEREG3: true, CHNGPASSVERIF3: true }),
        'account.sendResetSms': () => ({ expiresInSeconds: 300 }),
        'account.resetByPhone': () => ({
          status: 'signed_in',
          member: member(),
          firstTimeLogin: false,
          mustChangePassword: false,
        }),
      },
    });
    const { api, user } = rendered;
    const modal = await openForgot(rendered);
    await user.click(modal.getByRole('tab', { name: 'Mobile' }));
    await user.type(modal.getByLabelText(/^Mobile number/), '9171234567');
    await user.click(modal.getByRole('button', { name: 'Send code' }));
    expect(await modal.findByRole('button', { name: 'Resend in 300 s' })).toBeDisabled();
    await user.type(modal.getByLabelText(/^Verification code/), '123456');
    await user.type(modal.getByLabelText(/^New password/), 'Secret123');
    await user.type(modal.getByLabelText(/^Confirm new password/), 'Secret123');
    api.setHandler('session.me', () => session(member()));
    await user.click(modal.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByTestId('header-account')).toHaveTextContent('demo_player');
    expect(api.callsTo('account.resetByPhone')[0]?.input).toEqual({
      countryDialingCode: '+63',
      mobileNum: '9171234567',
      verificationCode: '123456',
      newPassword: 'Secret123',
      confirmNewPassword: 'Secret123',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
