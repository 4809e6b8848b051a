import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../test/fake-api';
import { profitLoss } from '../../test/records-fixtures';
import { renderPage } from '../../test/render-page';
import { ProfitLossPage } from './profit-loss-page';

describe('ProfitLossPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-20T04:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the result and the cashier totals, and the result per category', async () => {
    await renderPage(<ProfitLossPage />, { handlers: { 'records.profitLoss': () => profitLoss() } });
    expect(await screen.findByText('-₱150.00')).toHaveClass(/negative/);
    expect(screen.getByText('Deposits').nextSibling).toHaveTextContent('₱5,000.00');
    expect(screen.getByText('Rebates').nextSibling).toHaveTextContent('₱12.00');
    const [, slots, live] = within(screen.getByRole('table', { name: 'By game category' })).getAllByRole(
      'row',
    );
    expect(slots).toHaveTextContent('Slots12₱1,200.00₱900.00-₱300.00');
    expect(within(live!).getByText('+₱150.00')).toHaveClass(/positive/);
  });

  it('asks again for another range', async () => {
    const { api, user } = await renderPage(<ProfitLossPage />, {
      handlers: { 'records.profitLoss': () => profitLoss() },
    });
    await screen.findByText('-₱150.00');
    await user.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    await waitFor(() =>
      expect(api.callsTo('records.profitLoss').at(-1)?.input).toEqual({
        startDate: '2025-05-07',
        endDate: '2025-05-13',
      }),
    );
  });

  it('offers a retry when the report fails', async () => {
    const { api, user } = await renderPage(<ProfitLossPage />, {
      handlers: {
        'records.profitLoss': () => {
          throw apiError({ key: 'in_network_again' }, 502);
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The records could not be loaded.');
    api.setHandler('records.profitLoss', () => profitLoss());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('-₱150.00')).toBeInTheDocument();
  });
});
