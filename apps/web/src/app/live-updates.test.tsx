import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '@site/contracts/events';
import { setRealtimeTransport, type TRealtimeEvent } from '../lib/realtime';
import { apiError } from '../test/fake-api';
import { fakeSocket } from '../test/fake-socket';
import { member, session, siteStatus } from '../test/fixtures';
import { renderApp } from '../test/render-app';

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
