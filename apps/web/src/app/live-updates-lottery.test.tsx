import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '@site/contracts/events';
import { setRealtimeTransport } from '../lib/realtime';
import { fakeSocket } from '../test/fake-socket';
import { member, session } from '../test/fixtures';
import { lotteryOrder, lotteryOrderDetail, subOrder } from '../test/lottery-order-fixtures';
import { pageOfRows } from '../test/records-fixtures';
import { renderApp } from '../test/render-app';

afterEach(() => setRealtimeTransport(null));

/** Member centre → Lottery orders, once the socket has connected with the member's session. */
const renderLotteryOrders = async () => {
  const socket = fakeSocket();
  const rendered = await renderApp({
    path: '/?centre=lottery-orders',
    handlers: {
      'session.me': () => session(member()),
      'lottery.orders': () => pageOfRows([lotteryOrder()]),
    },
  });
  await screen.findByText('20250520-0115');
  await waitFor(() => expect(socket.state.listener).not.toBeNull());
  return { ...rendered, socket };
};

describe('lottery live updates', () => {
  it('shows a settled order without a reload and tells the member what it won', async () => {
    const { api, socket } = await renderLotteryOrders();
    const settled = lotteryOrder({ status: 'settled', totalWinMinor: 7_000 });
    api.setHandler('lottery.orders', () => pageOfRows([settled]));

    socket.emit({ name: SOCKET_EVENTS.lotterySettled, payload: { order: settled } });
    expect(
      await screen.findByText('Your lottery order 20250520-0115 settled: won ₱70.00.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Lottery orders' })).toHaveTextContent('Settled'),
    );
  });

  it('reads an opened order again when it settles lost, without a notice', async () => {
    const { api, socket, user } = await renderLotteryOrders();
    api.setHandler('lottery.order', () => lotteryOrderDetail());
    await user.click(screen.getByRole('button', { name: 'View VN Quick 5 Minutes draw 20250520-0115' }));
    const table = await screen.findByRole('table', { name: 'Bets of order LO-1' });
    await waitFor(() => expect(table).toHaveTextContent('Lô'));
    const lost = lotteryOrder({ status: 'settled', totalWinMinor: 0 });
    api.setHandler('lottery.order', () =>
      lotteryOrderDetail(lost, [subOrder({ status: 'lost', hits: 0, cancellable: false })]),
    );

    socket.emit({ name: SOCKET_EVENTS.lotterySettled, payload: { order: lost } });
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Bets of order LO-1' })).toHaveTextContent('Lost'),
    );
    expect(screen.queryByText(/settled: won/)).not.toBeInTheDocument();
  });
});
