import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenLotteryOrders } from '../features/lottery/orders/use-open-lottery-orders';
import { member, session } from '../test/fixtures';
import { pageOfRows } from '../test/records-fixtures';
import { renderApp } from '../test/render-app';
import { ROUTE_ENTRIES, type TRouteEntry } from './router';

const MyOrdersLink = () => (
  <button type="button" onClick={useOpenLotteryOrders()}>
    My lottery orders
  </button>
);

/** The app's routes plus a page with the link, as a lottery page would have it. */
const routes: TRouteEntry[] = [
  ...ROUTE_ENTRIES,
  { definition: { path: '/with-link' }, element: <MyOrdersLink /> },
];

describe('useOpenLotteryOrders', () => {
  it('opens member centre → Lottery orders', async () => {
    const { router, user } = await renderApp({
      path: '/with-link',
      routes,
      handlers: { 'session.me': () => session(member()), 'lottery.orders': () => pageOfRows([]) },
    });
    await screen.findByTestId('header-account');
    await user.click(screen.getByRole('button', { name: 'My lottery orders' }));

    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    expect(await screen.findByText('No lottery orders for these dates.')).toBeInTheDocument();
    expect(router.location.search).toBe('?centre=lottery-orders');
  });
});
