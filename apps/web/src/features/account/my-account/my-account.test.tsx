import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/fake-api';
import { member, session } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('my account', () => {
  it('opens from the account name as the member centre security page, with the account details and a change-password button', async () => {
    const { api, user, router } = await renderApp({
      handlers: {
        'session.me': () => session(member({ nickname: 'Lucky' })),
        'account.changePassword': () => Promise.reject(apiError({ key: 'old_password_incorrect' })),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'demo_player, my account' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    expect(modal.getByRole('heading', { name: 'Security centre' })).toBeInTheDocument();
    expect(await modal.findByTestId('my-account-account')).toHaveTextContent('demo_player');
    expect(modal.getByText('Lucky')).toBeInTheDocument();
    expect(modal.getAllByText('Player').length).toBeGreaterThan(0);

    await user.click(modal.getByRole('button', { name: 'Change password' }));
    // The security centre is a long page now (profile, security items): role queries over it are slow in jsdom.
    const change = within(
      await screen.findByRole('dialog', { name: 'Change password' }, { timeout: 30_000 }),
    );
    await user.type(change.getByLabelText(/^Current password/), 'wrong');
    await user.type(change.getByLabelText(/^New password/), 'Secret123');
    await user.type(change.getByLabelText(/^Confirm new password/), 'Secret124');
    await user.click(change.getByRole('button', { name: 'Change password' }));
    expect(change.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'The two passwords do not match.',
    );
    expect(api.callsTo('account.changePassword')).toHaveLength(0);

    await user.clear(change.getByLabelText(/^Confirm new password/));
    await user.type(change.getByLabelText(/^Confirm new password/), 'Secret123');
    await user.click(change.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(change.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
        'The current password is incorrect.',
      ),
    );
    expect(router.location.pathname).toBe('/');
  }, 60_000);

  it('tells a trial user to register instead', async () => {
    const { user } = await renderApp({
      handlers: { 'session.me': () => session(member({ account: 'trial_1', type: 4, isTrial: true })) },
    });
    await user.click(await screen.findByRole('button', { name: 'trial_1, my account' }));
    const notice = within(await screen.findByRole('dialog', { name: 'Notice' }));
    expect(notice.getByText('Please register an account first.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument();
    await user.click(notice.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
