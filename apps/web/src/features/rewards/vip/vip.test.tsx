import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type THandlers } from '../../../test/fake-api';
import { member, session } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { rewardsSummary, vip } from '../../../test/rewards-fixtures';

const renderMember = (path: string, handlers: THandlers = {}) =>
  renderApp({ path, handlers: { 'session.me': () => session(member()), ...handlers } });

describe('VIP rank', () => {
  it('shows the rank and this month’s progress to the next one in the header', async () => {
    await renderMember('/');
    const header = await screen.findByTestId('header-vip');
    expect(header).toHaveTextContent('VIP rank: Silver');
    const bar = within(header).getByRole('progressbar', { name: 'Progress to Gold' });
    expect(bar).toHaveAttribute('aria-valuetext', '₱12,500.00 of ₱50,000.00 this month');
    expect(bar).toHaveAttribute('aria-valuenow', '1250000');
  });

  it('says when the member holds the top rank', async () => {
    await renderMember('/', {
      'rewards.summary': () =>
        rewardsSummary({
          vip: vip({
            rankName: 'Diamond',
            nextRankName: null,
            monthlyTurnover: 60_000_000,
            monthlyTurnoverTarget: 50_000_000,
          }),
        }),
    });
    const header = await screen.findByTestId('header-vip');
    const bar = within(header).getByRole('progressbar', { name: 'Diamond: the top rank' });
    // Past the target the bar is full, not beyond.
    expect(bar).toHaveAttribute('aria-valuenow', '50000000');
  });

  it('shows the rank, the progress and the total turnover in the security centre', async () => {
    await renderMember('/?centre=security');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    const panel = within(
      (await centre.findByRole('heading', { level: 4, name: 'VIP rank' })).closest('section')!,
    );
    expect(await panel.findByTestId('vip-rank')).toHaveTextContent('Silver');
    expect(panel.getByRole('progressbar', { name: 'Progress to Gold' })).toBeInTheDocument();
    expect(
      panel.getByText('Valid bets this month: ₱12,500.00 of the ₱50,000.00 that reach Gold.'),
    ).toBeInTheDocument();
    expect(panel.getByText('Valid bets in total: ₱98,000.00')).toBeInTheDocument();
    expect(centre.getByTestId('my-account-account')).toHaveTextContent('demo_player');
  });

  it('offers a retry in the security centre when the rank cannot be loaded, and leaves the header without it', async () => {
    let fails = true;
    const { user } = await renderMember('/?centre=security', {
      'rewards.summary': () =>
        fails ? Promise.reject(apiError({ key: 'unknown_error' }, 500)) : rewardsSummary(),
    });
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    expect(await centre.findByText('Your VIP rank could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByTestId('header-vip')).not.toBeInTheDocument();
    fails = false;
    await user.click(centre.getByRole('button', { name: 'Try again' }));
    expect(await centre.findByTestId('vip-rank')).toHaveTextContent('Silver');
    expect(await screen.findByTestId('header-vip')).toBeInTheDocument();
  });

  it('asks nothing of the rewards group for a trial member', async () => {
    const { api } = await renderApp({
      handlers: { 'session.me': () => session(member({ account: 'trial_1', type: 4, isTrial: true })) },
    });
    await screen.findByTestId('header-account');
    await waitFor(() => expect(api.callsTo('wallet.balance').length).toBeGreaterThan(0));
    expect(api.callsTo('rewards.summary')).toHaveLength(0);
    expect(screen.queryByTestId('header-vip')).not.toBeInTheDocument();
  });
});
