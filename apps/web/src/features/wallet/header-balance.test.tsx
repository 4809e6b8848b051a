import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, session } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const renderMember = (total = 1234567) =>
  renderApp({
    handlers: {
      'session.me': () => session(member()),
      'wallet.balance': () => ({ total, currency: 'PHP', currencySymbol: '₱', wallets: [] }),
    },
  });

describe('header balance', () => {
  it('shows the balance with two decimals and thousands separators', async () => {
    await renderMember(123456789);
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('₱1,234,567.89'));
  });

  it('refreshes on click', async () => {
    const { api, user } = await renderMember();
    await screen.findByText('₱12,345.67');
    api.setHandler('wallet.balance', () => ({
      total: 5000,
      currency: 'PHP',
      currencySymbol: '₱',
      wallets: [],
    }));
    await user.click(screen.getByRole('button', { name: /refresh balance/i }));
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('₱50.00'));
  });

  it('masks the balance and remembers the choice', async () => {
    const { user, unmount } = await renderMember();
    await screen.findByText('₱12,345.67');
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('header-balance')).toHaveTextContent('****');
    unmount();

    await renderMember();
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('****'));
    expect(screen.getByRole('button', { name: 'Show balance' })).toBeInTheDocument();
  });
});
