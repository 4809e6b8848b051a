import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '@site/contracts/events';
import { setRealtimeTransport, type TRealtimeEvent } from '../lib/realtime';
import { apiError, type THandlers } from '../test/fake-api';
import { fakeSocket } from '../test/fake-socket';
import { member, session, siteStatus } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { mission, pointMall, rewardsSummary } from '../test/rewards-fixtures';

const balanceEvent = (total: number): TRealtimeEvent => ({
  name: SOCKET_EVENTS.balance,
  payload: { total, currency: 'PHP', currencySymbol: '₱', wallets: [{ accountTypeId: 1, balance: total }] },
});

/** A member's app, once the header shows them (and the socket has connected with their session). */
const renderMember = async () => {
  const rendered = await renderApp({ handlers: { 'session.me': () => session(member()) } });
  await screen.findByTestId('header-account');
  return rendered;
};

afterEach(() => setRealtimeTransport(null));

describe('live updates', () => {
  it('writes a pushed balance into the header without asking the server again', async () => {
    const socket = fakeSocket();
    const { api } = await renderMember();
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('₱12,345.67'));
    await waitFor(() => expect(socket.state.listener).not.toBeNull());
    const balanceCalls = api.callsTo('wallet.balance').length;

    socket.emit(balanceEvent(987_654));
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('₱9,876.54'));
    expect(api.callsTo('wallet.balance')).toHaveLength(balanceCalls);
  });

  it('keeps the balance masked when one arrives', async () => {
    const socket = fakeSocket();
    const { user } = await renderMember();
    await screen.findByText('₱12,345.67');
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    await waitFor(() => expect(socket.state.listener).not.toBeNull());
    socket.emit(balanceEvent(5_000));
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByTestId('header-balance')).toHaveTextContent('₱50.00');
  });

  it('updates the unread badge', async () => {
    const socket = fakeSocket();
    await renderMember();
    await waitFor(() => expect(socket.state.listener).not.toBeNull());
    socket.emit({ name: SOCKET_EVENTS.unread, payload: { count: 4 } });
    await waitFor(() => expect(screen.getByTestId('header-unread')).toHaveTextContent('4'));
    socket.emit({ name: SOCKET_EVENTS.unread, payload: { count: 0 } });
    await waitFor(() => expect(screen.queryByTestId('header-unread')).not.toBeInTheDocument());
  });

  it('tells the member about a decided deposit or withdrawal', async () => {
    const socket = fakeSocket();
    await renderMember();
    await waitFor(() => expect(socket.state.listener).not.toBeNull());
    socket.emit({
      name: SOCKET_EVENTS.deposit,
      payload: { orderId: 'D1', status: 'approved', amount: 50_000 },
    });
    expect(await screen.findByText('Deposit of ₱500.00 credited.')).toBeInTheDocument();
    socket.emit({
      name: SOCKET_EVENTS.withdrawal,
      payload: { withdrawalId: 'W1', status: 'rejected', amount: 120_050 },
    });
    expect(
      await screen.findByText('Withdrawal of ₱1,200.50 was rejected; the amount is back in your wallet.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['a reconnection', { name: 'reconnected' }],
    ["the gateway's news that events were lost", { name: SOCKET_EVENTS.eventsLost }],
  ] satisfies Array<[string, TRealtimeEvent]>)('reads the balance again after %s', async (_name, news) => {
    const socket = fakeSocket();
    const { api } = await renderMember();
    await screen.findByText('₱12,345.67');
    await waitFor(() => expect(socket.state.listener).not.toBeNull());
    const balanceCalls = api.callsTo('wallet.balance').length;
    api.setHandler('wallet.balance', () => ({
      total: 100,
      currency: 'PHP',
      currencySymbol: '₱',
      wallets: [],
    }));
    socket.emit(news);
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('₱1.00'));
    expect(api.callsTo('wallet.balance').length).toBeGreaterThan(balanceCalls);
  });

  it('connects again with the new session at sign-out, as a visitor', async () => {
    const socket = fakeSocket();
    const { user, api } = await renderMember();
    await screen.findByText('₱12,345.67');
    await waitFor(() => expect(socket.state.listener).not.toBeNull());
    const connections = socket.state.connections;
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    api.setHandler('session.me', () => session());
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await screen.findByRole('form', { name: 'Log in' });
    await waitFor(() => expect(socket.state.connections).toBe(connections + 1));
    expect(socket.state.disconnections).toBe(connections);
  });
});

describe('site status pushed to open tabs', () => {
  it('a visitor is connected too, and shows maintenance when told of it, then leaves it when it ends', async () => {
    const socket = fakeSocket();
    const { api } = await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Lucky Pavilion' });
    await waitFor(() => expect(socket.state.listener).not.toBeNull());

    api.setHandler('system.status', () => siteStatus({ status: 1 }));
    socket.emit({ name: SOCKET_EVENTS.siteStatus });
    expect(await screen.findByRole('heading', { name: 'Game maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    api.setHandler('system.status', () => siteStatus());
    socket.emit({ name: SOCKET_EVENTS.siteStatus });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Lucky Pavilion' }),
    ).toBeInTheDocument();
  });

  it('reads the status again after a reconnection (a change may have been missed)', async () => {
    const socket = fakeSocket();
    const { api } = await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Lucky Pavilion' });
    await waitFor(() => expect(socket.state.listener).not.toBeNull());
    api.setHandler('system.status', () => siteStatus({ status: 2 }));
    socket.emit({ name: 'reconnected' });
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
  });

  it('reads the status again once the socket first connects (a switch before then reached no one)', async () => {
    const socket = fakeSocket();
    const { api } = await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Lucky Pavilion' });
    await waitFor(() => expect(socket.state.listener).not.toBeNull());
    api.setHandler('system.status', () => siteStatus({ status: 1 }));
    socket.emit({ name: 'connected' });
    expect(await screen.findByRole('heading', { name: 'Game maintenance' })).toBeInTheDocument();
  });

  it('re-checks the status on the navigation after a failed call, and not without one', async () => {
    fakeSocket();
    const { api, user } = await renderApp();
    await screen.findByRole('form', { name: 'Log in' });
    const statusReads = () => api.callsTo('system.status').length;
    const readsAtStart = statusReads();
    await user.click(screen.getByRole('link', { name: 'Promotions' }));
    await screen.findByRole('heading', { level: 1, name: 'Promotions' });
    expect(statusReads()).toBe(readsAtStart);

    api.setHandler('system.status', () => siteStatus({ status: 1 }));
    api.setHandler('session.login', () => Promise.reject(apiError({ key: 'function.not.available' })));
    const form = within(screen.getByRole('form', { name: 'Log in' }));
    await user.type(form.getByRole('textbox', { name: 'Username' }), 'demo_player');
    await user.type(form.getByLabelText('Password', { exact: true }), 'Passw0rd!');
    await user.click(form.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.callsTo('session.login')).toHaveLength(1));
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Game maintenance' })).toBeInTheDocument();
  });
});

describe('rewards live updates', () => {
  const rewardsHandlers: THandlers = {
    'session.me': () => session(member()),
    'rewards.points': () => ({ points: 12_500, pendingPoints: 0 }),
    'rewards.pointMall': () => pointMall(),
    'rewards.redemptions': () => ({ rows: [], pageNo: 1, totalPages: 0, totalCount: 0 }),
    'wallet.withdrawSettings': () => ({
      minAmount: 10_000,
      maxAmount: 5_000_000,
      autoConfirmMinutes: 30,
      hasPaymentPassword: true,
    }),
    'rewards.missions': () => ({ missions: [mission()], completedCount: 0, claimableCount: 0 }),
    'rewards.leaderboard': ({ missionId }) => ({ missionId, rows: [], me: null }),
  };

  /** A member's centre at `page`, once the socket has connected with their session. */
  const renderCentre = async (page: string) => {
    const socket = fakeSocket();
    const rendered = await renderApp({ path: `/?centre=${page}`, handlers: rewardsHandlers });
    await screen.findByRole('dialog', { name: 'Member centre' });
    await waitFor(() => expect(socket.state.listener).not.toBeNull());
    return { ...rendered, socket };
  };

  it('writes pushed points into the point mall without asking, and reads the redemptions again', async () => {
    const { api, socket } = await renderCentre('point-mall');
    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('12,500'));
    const pointReads = api.callsTo('rewards.points').length;
    const redemptionReads = api.callsTo('rewards.redemptions').length;

    socket.emit({ name: SOCKET_EVENTS.pointsBalance, payload: { points: 9_000, pendingPoints: 3_500 } });
    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('9,000'));
    expect(screen.getByTestId('points-pending')).toHaveTextContent('3,500');
    expect(api.callsTo('rewards.points')).toHaveLength(pointReads);
    await waitFor(() => expect(api.callsTo('rewards.redemptions').length).toBeGreaterThan(redemptionReads));
  });

  it('moves a mission’s progress bar as the mission progresses', async () => {
    const { api, socket } = await renderCentre('missions');
    const bar = await screen.findByRole('progressbar', { name: 'Daily turnover ₱500' });
    expect(bar).toHaveAttribute('aria-valuenow', '25000');
    const missionReads = api.callsTo('rewards.missions').length;

    socket.emit({ name: SOCKET_EVENTS.missionProgress, payload: { mission: mission({ progress: 40_000 }) } });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40000'));
    expect(bar).toHaveAttribute('aria-valuetext', '₱400.00 of ₱500.00');
    expect(api.callsTo('rewards.missions')).toHaveLength(missionReads);
  });

  it('reads the missions and the badges again when a mission completes and its reward is issued', async () => {
    const { api, socket } = await renderCentre('missions');
    await screen.findByRole('progressbar', { name: 'Daily turnover ₱500' });
    const completed = mission({ progress: 50_000, status: 'completed', claimId: 'c-9' });
    api.setHandler('rewards.missions', () => ({
      missions: [completed],
      completedCount: 1,
      claimableCount: 1,
    }));
    api.setHandler('rewards.summary', () => rewardsSummary({ claimableMissions: 1 }));

    socket.emit({ name: SOCKET_EVENTS.missionProgress, payload: { mission: completed } });
    socket.emit({
      name: SOCKET_EVENTS.rewardIssued,
      payload: {
        claim: {
          claimId: 'c-9',
          promotionId: 'mission-turnover',
          promotionType: 'MISSION',
          title: 'Daily turnover ₱500',
          status: 'issued',
          amount: 500,
          remarks: null,
          pictureCount: 0,
          rejectReason: null,
          createdAt: Date.now(),
          updatedAt: Date.now(),
          claimedAt: null,
        },
      },
    });
    expect(await screen.findByText('A reward waits for you: Daily turnover ₱500')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Claim the reward of Daily turnover ₱500' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Mission leaderboard, 1 new' })).toBeInTheDocument();
  });

  it.each([
    ['a reconnection', { name: 'reconnected' }],
    ["the gateway's news that events were lost", { name: SOCKET_EVENTS.eventsLost }],
  ] satisfies Array<[string, TRealtimeEvent]>)(
    'reads the points and the summary again after %s',
    async (_name, news) => {
      const { api, socket } = await renderCentre('point-mall');
      await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('12,500'));
      await waitFor(() => expect(api.callsTo('rewards.summary').length).toBeGreaterThan(0));
      const summaryReads = api.callsTo('rewards.summary').length;
      api.setHandler('rewards.points', () => ({ points: 700, pendingPoints: 0 }));

      socket.emit(news);
      await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('700'));
      await waitFor(() => expect(api.callsTo('rewards.summary').length).toBeGreaterThan(summaryReads));
    },
  );
});
