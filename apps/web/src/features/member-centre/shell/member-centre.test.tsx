import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { THandlers } from '../../../test/fake-api';
import { member, session } from '../../../test/fixtures';
import { inboxMessage, pageOfRows } from '../../../test/records-fixtures';
import { renderApp } from '../../../test/render-app';
import { withdrawPageHandlers } from '../../../test/wallet-fixtures';

const wallets = () => ({
  isSingle: true,
  currency: 'PHP',
  currencySymbol: '₱',
  total: 1_234_567,
  wallets: [{ accountTypeId: 1, vassalage: null, name: 'Main wallet', isMain: true, balance: 1_234_567 }],
});

const betsPageHandlers: THandlers = {
  'records.bets': () => ({ ...pageOfRows([]), summary: { betAmount: 0, winAmount: 0, netAmount: 0 } }),
};

const renderMember = (path = '/', handlers: THandlers = {}) =>
  renderApp({
    path,
    handlers: { 'session.me': () => session(member()), 'wallet.wallets': wallets, ...handlers },
  });

const centreDialog = async () => within(await screen.findByRole('dialog', { name: 'Member centre' }));
const centreParam = (router: { location: { search: string } }) =>
  new URLSearchParams(router.location.search).get('centre');

describe('member centre', () => {
  it('opens from the account name at the security page, moves between pages and closes clearing the address', async () => {
    const { user, router } = await renderMember('/promotions?tab=all');
    await user.click(await screen.findByRole('button', { name: 'demo_player, my account' }));
    const centre = await centreDialog();
    expect(centreParam(router)).toBe('security');
    expect(centre.getByRole('heading', { name: 'Security centre' })).toBeInTheDocument();
    expect(await centre.findByTestId('my-account-account')).toHaveTextContent('demo_player');
    expect(centre.getByRole('link', { name: 'Security centre' })).toHaveAttribute('aria-current', 'page');

    await user.click(centre.getByRole('link', { name: 'Transfer fund' }));
    expect(await centre.findByRole('heading', { name: 'Transfer fund' })).toBeInTheDocument();
    expect(centre.getByRole('link', { name: 'Transfer fund' })).toHaveAttribute('aria-current', 'page');
    expect(centre.getByRole('link', { name: 'Security centre' })).not.toHaveAttribute('aria-current');
    expect(centreParam(router)).toBe('wallet');

    await user.click(centre.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument(),
    );
    expect(router.location.pathname).toBe('/promotions');
    expect(router.location.search).toBe('?tab=all');
  });

  it.each([
    ['Deposit', 'deposit', 'Deposit'],
    ['Withdraw', 'withdraw', 'Withdraw'],
    ['Betting record', 'bets', 'Betting history'],
    ['Messages', 'messages', 'Messages'],
  ])('the header button %s opens the %s page', async (button, page, heading) => {
    // Each page's own calls are answered: a page's reads may come before or after the test's last step.
    const { user, router } = await renderMember('/', { ...withdrawPageHandlers(), ...betsPageHandlers });
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${button}`) }));
    const centre = await centreDialog();
    expect(centreParam(router)).toBe(page);
    expect(centre.getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
  });

  it('opens the security page for an unknown page name, and groups its navigation', async () => {
    await renderMember('/?centre=nowhere');
    const centre = await centreDialog();
    expect(centre.getByRole('heading', { name: 'Security centre' })).toBeInTheDocument();
    const nav = within(centre.getByRole('navigation', { name: 'Member centre pages' }));
    expect(
      within(nav.getByRole('list', { name: 'Funds' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Transfer fund', 'Deposit', 'Withdraw', 'Transfer to upline']);
    expect(nav.getByRole('list', { name: 'Account' })).toBeInTheDocument();
    expect(nav.getByRole('list', { name: 'Records' })).toBeInTheDocument();
  });

  it('shows the unread count on the header and the messages page, and no badge at 0', async () => {
    const { user } = await renderMember('/', {
      'content.unreadCount': () => ({ count: 3 }),
      'content.inbox': () => pageOfRows([inboxMessage()]),
    });
    await waitFor(() => expect(screen.getByTestId('header-unread')).toHaveTextContent('3'));
    await user.click(screen.getByRole('button', { name: 'Messages, 3 new' }));
    const centre = await centreDialog();
    expect(centre.getByRole('link', { name: 'Messages, 3 new' })).toBeInTheDocument();
  });

  it('hides the badge when nothing is unread', async () => {
    const { api } = await renderMember('/?centre=security', { 'content.unreadCount': () => ({ count: 0 }) });
    const centre = await centreDialog();
    await waitFor(() => expect(api.callsTo('content.unreadCount').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('header-unread')).not.toBeInTheDocument();
    expect(centre.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('gives a trial member the real-account notice instead, and loads no unread count', async () => {
    const { user, router, api } = await renderApp({
      path: '/?centre=wallet',
      handlers: { 'session.me': () => session(member({ account: 'trial_1', type: 4, isTrial: true })) },
    });
    const notice = within(await screen.findByRole('dialog', { name: 'Notice' }));
    expect(notice.getByText('Please register an account first.')).toBeInTheDocument();
    await waitFor(() => expect(centreParam(router)).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument();
    await user.click(notice.getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
    expect(centreParam(router)).toBeNull();
    expect(api.callsTo('content.unreadCount')).toHaveLength(0);
  });

  it('sends a logged-out visitor to login', async () => {
    const { router } = await renderApp({ path: '/?centre=deposit' });
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument();
  });
});
