import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bet, pageOfRows } from '../../test/records-fixtures';
import { renderPage } from '../../test/render-page';
import { BetsPage } from './bets-page';

const betsPage = (
  rows = [bet(), bet({ roundId: 'r-2', gameName: 'Baccarat', gameType: 'LIVE', netAmount: -1000 })],
) => ({
  ...pageOfRows(rows, { totalPages: 2, totalCount: 12 }),
  summary: { betAmount: 2000, winAmount: 1500, netAmount: -500 },
});

describe('BetsPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-20T04:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists the last 7 days of rounds with signed net amounts and totals', async () => {
    const { api } = await renderPage(<BetsPage />, { handlers: { 'records.bets': () => betsPage() } });
    await screen.findByText('Lucky Dragon');
    const table = screen.getByRole('table', { name: 'Betting history' });
    expect(api.callsTo('records.bets')[0]?.input).toEqual({
      startDate: '2025-05-14',
      endDate: '2025-05-20',
      pageNo: 1,
    });

    const [, won, lost, total] = within(table).getAllByRole('row');
    expect(won).toHaveTextContent('20/05/2025 10:30:00');
    expect(won).toHaveTextContent('Slots');
    expect(within(won!).getByText('+₱5.00')).toHaveClass(/positive/);
    expect(within(lost!).getByText('-₱10.00')).toHaveClass(/negative/);
    expect(lost).toHaveTextContent('Live casino');
    expect(total).toHaveTextContent('Total');
    expect(within(total!).getByText('-₱5.00')).toHaveClass(/negative/);
  });

  it('queries the chosen category from page 1 and pages through', async () => {
    const { api, user } = await renderPage(<BetsPage />, { handlers: { 'records.bets': () => betsPage() } });
    await screen.findByText('Lucky Dragon');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.callsTo('records.bets').at(-1)?.input).toMatchObject({ pageNo: 2 }));

    await user.selectOptions(screen.getByLabelText('Category'), 'Live casino');
    await waitFor(() =>
      expect(api.callsTo('records.bets').at(-1)?.input).toMatchObject({ gameType: 'LIVE', pageNo: 1 }),
    );

    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() =>
      expect(api.callsTo('records.bets').at(-1)?.input).toEqual({
        startDate: '2025-05-20',
        endDate: '2025-05-20',
        pageNo: 1,
        gameType: 'LIVE',
      }),
    );
  });

  it('says when there are no bets', async () => {
    await renderPage(<BetsPage />, {
      handlers: {
        'records.bets': () => ({ ...pageOfRows([]), summary: { betAmount: 0, winAmount: 0, netAmount: 0 } }),
      },
    });
    expect(await screen.findByText('No bets for these dates.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
