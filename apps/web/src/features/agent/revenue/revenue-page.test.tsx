import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { income } from '../../../test/agent-fixtures';
import { apiError } from '../../../test/fake-api';
import { drawnCharts } from '../../../test/fake-uplot';
import { renderPage } from '../../../test/render-page';
import RevenuePage from './revenue-page';

describe('RevenuePage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-20T04:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('compares the range with the one before, by contract type, with totals', async () => {
    const { api } = await renderPage(<RevenuePage />, { handlers: { 'agent.income': () => income() } });
    const table = await screen.findByRole('table', { name: 'Income by contract' });
    expect(api.callsTo('agent.income')[0]?.input).toEqual({ startDate: '2025-05-14', endDate: '2025-05-20' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    const [, dividend, daily, , , total] = within(table).getAllByRole('row');
    expect(dividend).toHaveTextContent(/Dividends.*₱500\.00.*₱0\.00/);
    expect(daily).toHaveTextContent(/Daily wages.*₱120\.00.*₱90\.00/);
    expect(total).toHaveTextContent(/Total.*₱658\.00.*₱121\.00/);
    expect(screen.getByText('Range before: 07/05/2025 to 13/05/2025')).toBeInTheDocument();
  });

  it('draws a line per contract type and shows the same numbers as a table', async () => {
    const { user } = await renderPage(<RevenuePage />, { handlers: { 'agent.income': () => income() } });
    expect(await screen.findByRole('img', { name: 'Income per day' })).toBeInTheDocument();
    await waitFor(() => expect(drawnCharts).toHaveLength(1));
    expect(drawnCharts[0]!.options.series.map((line) => line.label)).toEqual([
      undefined,
      'Dividends',
      'Daily wages',
      'Hourly salary',
      'Real-time salary',
    ]);
    expect(drawnCharts[0]!.data.slice(1)).toEqual([
      [500, 0],
      [60, 60],
      [10, 20],
      [3, 5],
    ]);

    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const [, first, second] = within(
      screen.getByRole('table', { name: 'Income per day: figures per day' }),
    ).getAllByRole('row');
    expect(first).toHaveTextContent(/19\/05\/2025.*₱500\.00.*₱60\.00.*₱10\.00.*₱3\.00/);
    expect(second).toHaveTextContent(/20\/05\/2025.*₱0\.00.*₱60\.00.*₱20\.00.*₱5\.00/);

    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(await screen.findByRole('img', { name: 'Income per day' })).toBeInTheDocument();
  });

  it('shows the error with a retry when the report fails', async () => {
    await renderPage(<RevenuePage />, {
      handlers: {
        'agent.income': () => {
          throw apiError({ key: 'unknown_error' }, 500);
        },
      },
    });
    expect(await screen.findByText('The revenue report could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
