import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '@site/contracts/events';
import { setRealtimeTransport, type TRealtimeEvent, type TRealtimeListener } from '../lib/realtime';
import { member, session } from '../test/fixtures';
import { renderApp } from '../test/render-app';

/** A stand-in for the socket: records connections and passes events to the app's listener. */
const fakeSocket = () => {
  const state = { listener: null as TRealtimeListener | null, connections: 0, disconnections: 0 };
  setRealtimeTransport(async (listener) => {
    state.connections += 1;
    state.listener = listener;
    return () => {
      state.disconnections += 1;
      state.listener = null;
    };
  });
  return {
    state,
    emit: (event: TRealtimeEvent) => {
      if (!state.listener) throw new Error('not connected');
      state.listener(event);
    },
  };
};

const balanceEvent = (total: number): TRealtimeEvent => ({
  name: SOCKET_EVENTS.balance,
  payload: { total, currency: 'PHP', currencySymbol: '₱', wallets: [{ accountTypeId: 1, balance: total }] },
});

const renderMember = () => renderApp({ handlers: { 'session.me': () => session(member()) } });

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

  it('reads the balance again after a reconnection', async () => {
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
    socket.emit({ name: 'reconnected' });
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('₱1.00'));
    expect(api.callsTo('wallet.balance').length).toBeGreaterThan(balanceCalls);
  });

  it('connects only while logged in and disconnects at sign-out', async () => {
    const socket = fakeSocket();
    const { user, api } = await renderMember();
    await waitFor(() => expect(socket.state.connections).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    api.setHandler('session.me', () => session());
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(socket.state.disconnections).toBe(1));
    await screen.findByRole('form', { name: 'Log in' });
    expect(socket.state.connections).toBe(1);
  });

  it('does not connect for a visitor', async () => {
    const socket = fakeSocket();
    await renderApp();
    await screen.findByRole('button', { name: /Log in/ });
    expect(socket.state.connections).toBe(0);
  });
});
