import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { teamOverview } from '../../../test/agent-fixtures';
import { apiError } from '../../../test/fake-api';
import { drawnCharts } from '../../../test/fake-uplot';
import { renderPage } from '../../../test/render-page';
import TeamOverviewPage from './team-overview-page';

const cardValue = (label: string) => screen.getByText(label).nextElementSibling;

describe('TeamOverviewPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-20T04:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the last 7 days of the team as member and money cards', async () => {
    const { api } = await renderPage(<TeamOverviewPage />, {
      handlers: { 'agent.teamOverview': () => teamOverview() },
    });
    await screen.findByText('42');
    expect(api.callsTo('agent.teamOverview')[0]?.input).toEqual({
      startDate: '2025-05-14',
      endDate: '2025-05-20',
    });
    expect(cardValue('Team size')).toHaveTextContent('42');
    expect(cardValue('First depositors')).toHaveTextContent('4');
    expect(cardValue('Valid bets')).toHaveTextContent('₱12,000.00');
    expect(within(cardValue('Team profit/loss') as HTMLElement).getByText('-₱1,500.00')).toHaveClass(
      /negative/,
    );
  });

  it('draws valid bets and P/L per day, and shows the same numbers as a table one click away', async () => {
    const { user } = await renderPage(<TeamOverviewPage />, {
      handlers: { 'agent.teamOverview': () => teamOverview() },
    });
    const chart = await screen.findByRole('img', { name: 'Valid bets and profit/loss per day' });
    expect(chart).toHaveAccessibleDescription(
      'Valid bets and profit/loss per day, 2 days from 18/05/2025 to 19/05/2025. The same figures are in the table view.',
    );
    await waitFor(() => expect(drawnCharts).toHaveLength(1));
    const [, validBets, profitLoss] = drawnCharts[0]!.data;
    expect(validBets).toEqual([4800, 7200]);
    expect(profitLoss).toEqual([-700, 250]);

    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: 'Valid bets and profit/loss per day: figures per day' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(/18\/05\/2025.*₱4,800\.00.*-₱700\.00/);
    expect(second).toHaveTextContent(/19\/05\/2025.*₱7,200\.00.*₱250\.00/);
    expect(screen.queryByRole('img', { name: 'Valid bets and profit/loss per day' })).not.toBeInTheDocument();
  });

  it('keeps a typed range within the longest search (90 days)', async () => {
    const { api } = await renderPage(<TeamOverviewPage />, {
      handlers: { 'agent.teamOverview': () => teamOverview() },
    });
    await screen.findByText('42');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-01-01' } });
    await waitFor(() =>
      expect(api.callsTo('agent.teamOverview').at(-1)?.input).toEqual({
        startDate: '2025-01-01',
        endDate: '2025-03-31',
      }),
    );
  });

  it('shows skeletons while loading and the error with a retry when the overview fails', async () => {
    let fail = true;
    const { user } = await renderPage(<TeamOverviewPage />, {
      handlers: {
        'agent.teamOverview': () => {
          if (fail) throw apiError({ key: 'unknown_error' }, 500);
          return teamOverview();
        },
      },
    });
    expect(screen.getAllByText('Team size')[0]?.parentElement?.parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await screen.findByText('The team overview could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('42')).toBeInTheDocument();
  });

  it('says there are no days when the range has none', async () => {
    await renderPage(<TeamOverviewPage />, {
      handlers: { 'agent.teamOverview': () => teamOverview({ days: [] }) },
    });
    expect(await screen.findByText('No days to show.')).toBeInTheDocument();
  });
});
