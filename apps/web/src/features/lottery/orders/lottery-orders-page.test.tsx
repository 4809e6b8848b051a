import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLotteryOrderDetail } from '@site/contracts/api';
import { changeLanguage } from '../../../lib/i18n';
import { apiError } from '../../../test/fake-api';
import { lotteryOrder, lotteryOrderDetail, subOrder } from '../../../test/lottery-order-fixtures';
import { pageOfRows } from '../../../test/records-fixtures';
import { renderPage } from '../../../test/render-page';
import { LotteryOrdersPage } from './lottery-orders-page';

const ordersPage = () =>
  pageOfRows(
    [
      lotteryOrder(),
      lotteryOrder({
        orderNo: 'LO-2',
        gameCode: 'SEA_FAST_1M',
        gameName: 'SEA Quick 1 Minute',
        drawCode: '20250520-0612',
        status: 'settled',
        totalStakeMinor: 1_000,
        totalWinMinor: 180_000,
      }),
    ],
    { totalPages: 2, totalCount: 12 },
  );

/** The page with the list answered and the first order's detail as given. */
const renderOrders = (
  detail: () => TLotteryOrderDetail | Promise<TLotteryOrderDetail> = lotteryOrderDetail,
) =>
  renderPage(<LotteryOrdersPage />, {
    handlers: { 'lottery.orders': () => ordersPage(), 'lottery.order': () => detail() },
  });

const openFirstOrder = async (user: Awaited<ReturnType<typeof renderOrders>>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'View VN Quick 5 Minutes draw 20250520-0115' }));
  return screen.findByRole('table', { name: 'Bets of order LO-1' });
};

describe('LotteryOrdersPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-20T04:00:00Z'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await changeLanguage('EN');
  });

  it('lists the last 7 days of orders: game, draw, bet time, stake, win and status', async () => {
    const { api } = await renderOrders();
    await screen.findByText('SEA Quick 1 Minute');
    const table = screen.getByRole('table', { name: 'Lottery orders' });
    expect(api.callsTo('lottery.orders')[0]?.input).toEqual({
      startDate: '2025-05-14',
      endDate: '2025-05-20',
      pageNo: 1,
    });
    const [, open, settled] = within(table).getAllByRole('row');
    expect(open).toHaveTextContent('VN Quick 5 Minutes');
    expect(open).toHaveTextContent('20250520-0115');
    expect(open).toHaveTextContent('20/05/2025 10:30:00');
    expect(open).toHaveTextContent('₱30.00');
    expect(open).toHaveTextContent('Open');
    expect(within(open!).getByText('—')).toBeInTheDocument();
    expect(within(settled!).getByText('₱1,800.00')).toHaveClass(/positive/);
    expect(settled).toHaveTextContent('Settled');
    expect(screen.getByText('12 records')).toBeInTheDocument();
  });

  it('filters by status from page 1, pages through and changes the dates', async () => {
    const { api, user } = await renderOrders();
    await screen.findByText('SEA Quick 1 Minute');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.callsTo('lottery.orders').at(-1)?.input).toMatchObject({ pageNo: 2 }));

    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Open', 'Settled', 'Cancelled']);
    await user.selectOptions(status, 'Cancelled');
    await waitFor(() =>
      expect(api.callsTo('lottery.orders').at(-1)?.input).toMatchObject({ status: 'cancelled', pageNo: 1 }),
    );

    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() =>
      expect(api.callsTo('lottery.orders').at(-1)?.input).toEqual({
        startDate: '2025-05-20',
        endDate: '2025-05-20',
        pageNo: 1,
        status: 'cancelled',
      }),
    );
  });

  it('says when there are no orders, and offers a retry when they fail to load', async () => {
    const { api, user } = await renderPage(<LotteryOrdersPage />, {
      handlers: { 'lottery.orders': () => Promise.reject(apiError({ key: 'system_busy' }, 503)) },
    });
    expect(await screen.findByText('The records could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The system is busy. Please try again shortly.')).toBeInTheDocument();

    api.setHandler('lottery.orders', () => pageOfRows([]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No lottery orders for these dates.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens an order: its sub-orders with bet type, numbers, stake, odds, status, hits and win', async () => {
    const { api, user } = await renderOrders(() =>
      lotteryOrderDetail({ status: 'settled', totalWinMinor: 7_000 }, [
        subOrder({ status: 'won', hits: 2, winMinor: 7_000, cancellable: false }),
        subOrder({
          subOrderNo: 'LO-1-2',
          betType: 'XIEN2',
          numbers: ['12', '34'],
          odds: 1_600,
          status: 'lost',
          hits: 0,
          cancellable: false,
        }),
        subOrder({
          subOrderNo: 'LO-1-3',
          betType: 'BIG_4D',
          numbers: ['0427'],
          odds: { first: 250_000, second: 100_000, third: 50_000, starter: 18_000, consolation: 6_000 },
          status: 'lost',
          hits: 0,
          cancellable: false,
        }),
      ]),
    );
    const table = await openFirstOrder(user);
    expect(api.callsTo('lottery.order')[0]?.input).toEqual({ orderNo: 'LO-1' });
    expect(
      screen.getByRole('heading', { name: 'VN Quick 5 Minutes · draw 20250520-0115' }),
    ).toBeInTheDocument();

    const [, lo, xien, big] = within(table).getAllByRole('row');
    expect(lo).toHaveTextContent('Lô');
    expect(lo).toHaveTextContent('27');
    expect(lo).toHaveTextContent('₱10.00');
    expect(lo).toHaveTextContent('×3.50');
    expect(lo).toHaveTextContent('Won');
    expect(within(lo!).getByText('₱70.00')).toHaveClass(/positive/);
    expect(xien).toHaveTextContent('Xiên 2');
    expect(xien).toHaveTextContent('12, 34');
    expect(xien).toHaveTextContent('×16.00');
    expect(xien).toHaveTextContent('Lost');
    expect(big).toHaveTextContent('4D Big');
    expect(big).toHaveTextContent(
      '1st ×2,500.00 · 2nd ×1,000.00 · 3rd ×500.00 · Starter ×180.00 · Consolation ×60.00',
    );
    expect(screen.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    // The totals of the settled order, from the detail.
    expect(screen.getByText('Total win').nextSibling).toHaveTextContent('₱70.00');

    await user.click(screen.getByRole('button', { name: 'Back to lottery orders' }));
    expect(await screen.findByRole('table', { name: 'Lottery orders' })).toBeInTheDocument();
  });

  it('cancels an open line after a confirmation of the refund: the order, the list and the balance read again', async () => {
    let answerCancel: (order: TLotteryOrderDetail) => void = () => undefined;
    const { api, user } = await renderOrders();
    api.setHandler(
      'lottery.cancelSubOrder',
      () => new Promise<TLotteryOrderDetail>((resolve) => (answerCancel = resolve)),
    );
    await openFirstOrder(user);
    const ordersReads = api.callsTo('lottery.orders').length;
    const balanceReads = api.callsTo('wallet.balance').length;

    await user.click(screen.getByRole('button', { name: 'Cancel Đề 45' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this bet?' });
    expect(dialog).toHaveTextContent(
      'Cancel Đề 45 on draw 20250520-0115? ₱20.00 will be refunded to your balance.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel bet' }));

    await waitFor(() =>
      expect(api.callsTo('lottery.cancelSubOrder')[0]?.input).toEqual({
        orderNo: 'LO-1',
        subOrderNo: 'LO-1-2',
      }),
    );
    // In flight: that button spins and no other line can be cancelled meanwhile.
    expect(screen.getByRole('button', { name: 'Cancel Đề 45' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel Lô 27' })).toBeDisabled();

    answerCancel(
      lotteryOrderDetail({ totalStakeMinor: 1_000 }, [
        subOrder(),
        subOrder({
          subOrderNo: 'LO-1-2',
          betType: 'DE',
          numbers: ['45'],
          stakeMinor: 2_000,
          odds: 9_500,
          status: 'cancelled',
          cancellable: false,
        }),
      ]),
    );
    expect(await screen.findByText('Bet cancelled: ₱20.00 refunded.')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Bets of order LO-1' })).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel Đề 45' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Lô 27' })).toBeEnabled();
    await waitFor(() => expect(api.callsTo('wallet.balance').length).toBeGreaterThan(balanceReads));
    // The list is read again when the member goes back to it.
    await user.click(screen.getByRole('button', { name: 'Back to lottery orders' }));
    await waitFor(() => expect(api.callsTo('lottery.orders').length).toBeGreaterThan(ordersReads));
  });

  it('keeps the bet when the member says no', async () => {
    const { api, user } = await renderOrders();
    await openFirstOrder(user);
    await user.click(screen.getByRole('button', { name: 'Cancel Lô 27' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this bet?' });
    expect(dialog).toHaveTextContent('₱10.00 will be refunded');
    await user.click(within(dialog).getByRole('button', { name: 'Keep bet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('lottery.cancelSubOrder')).toHaveLength(0);
  });

  it('says in the member’s language why a cancel was refused, and reads the order again', async () => {
    const { api, user } = await renderOrders();
    api.setHandler('lottery.cancelSubOrder', () =>
      Promise.reject(apiError({ key: 'lottery_draw_closed' }, 409)),
    );
    await openFirstOrder(user);
    const detailReads = api.callsTo('lottery.order').length;
    await user.click(screen.getByRole('button', { name: 'Cancel Lô 27' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this bet?' })).getByRole('button', {
        name: 'Cancel bet',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This draw has closed: bets can no longer be placed or cancelled.',
    );
    await waitFor(() => expect(api.callsTo('lottery.order').length).toBeGreaterThan(detailReads));

    await act(() => changeLanguage('TY'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sarado na ang bola na ito: hindi na maaaring maglagay o magkansela ng taya.',
    );
  });

  it('says when the order cannot be found', async () => {
    const { user } = await renderOrders(() =>
      Promise.reject(apiError({ key: 'lottery_order_not_found' }, 404)),
    );
    await user.click(
      await screen.findByRole('button', { name: 'View VN Quick 5 Minutes draw 20250520-0115' }),
    );
    expect(await screen.findByText('The order could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('That lottery order could not be found.')).toBeInTheDocument();
  });
});
