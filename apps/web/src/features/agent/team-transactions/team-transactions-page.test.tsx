import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { teamTransaction } from '../../../test/agent-fixtures';
import { apiError } from '../../../test/fake-api';
import { pageOfRows } from '../../../test/records-fixtures';
import { renderPage } from '../../../test/render-page';
import TeamTransactionsPage from './team-transactions-page';

const movements = () =>
  pageOfRows(
    [
      teamTransaction(),
      teamTransaction({ transactionId: 't-2', username: 'demo_p1', type: 'WITHDRAW', amount: -20_000 }),
    ],
    { totalPages: 3, totalCount: 25 },
  );

describe('TeamTransactionsPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-20T04:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("lists the team's movements with the member and signed amounts, and pages through", async () => {
    const { api, user } = await renderPage(<TeamTransactionsPage />, {
      handlers: { 'agent.teamTransactions': movements },
    });
    await screen.findByText('demo_p1');
    const [, deposit, withdrawal] = within(
      screen.getByRole('table', { name: 'Downline transaction details' }),
    ).getAllByRole('row');
    expect(deposit).toHaveTextContent(/20\/05\/2025 10:30:00.*demo_sub.*Deposit.*\+₱500\.00/);
    expect(within(withdrawal!).getByText('-₱200.00')).toHaveClass(/negative/);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(api.callsTo('agent.teamTransactions').at(-1)?.input).toMatchObject({ pageNo: 3 }),
    );
  });

  it('filters by type (bets and wins are the betting history) from page 1', async () => {
    const { api, user } = await renderPage(<TeamTransactionsPage />, {
      handlers: { 'agent.teamTransactions': movements },
    });
    await screen.findByText('demo_p1');
    const typeSelect = screen.getByLabelText('Type');
    expect(within(typeSelect).queryByRole('option', { name: 'Bet' })).not.toBeInTheDocument();
    await user.selectOptions(typeSelect, 'Salary');
    await waitFor(() =>
      expect(api.callsTo('agent.teamTransactions').at(-1)?.input).toEqual({
        startDate: '2025-05-14',
        endDate: '2025-05-20',
        pageNo: 1,
        type: 'SALARY',
      }),
    );
  });

  it('says when a username is not in the team, and when nothing moved', async () => {
    const { api, user } = await renderPage(<TeamTransactionsPage />, {
      handlers: { 'agent.teamTransactions': () => pageOfRows([]) },
    });
    expect(await screen.findByText('No downline transactions for these dates.')).toBeInTheDocument();

    api.setHandler('agent.teamTransactions', () => {
      throw apiError({ key: 'downline_not_found' }, 404);
    });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'stranger');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('That member is not in your team.')).toBeInTheDocument();
  });
});
