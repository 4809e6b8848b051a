import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { teamBet } from '../../../test/agent-fixtures';
import { apiError } from '../../../test/fake-api';
import { pageOfRows } from '../../../test/records-fixtures';
import { renderPage } from '../../../test/render-page';
import TeamBetsPage from './team-bets-page';

const teamBetsPage = () => ({
  ...pageOfRows([teamBet(), teamBet({ roundId: 'r-2', username: 'demo_p1', netAmount: -1000 })], {
    totalPages: 2,
    totalCount: 12,
  }),
  summary: { betAmount: 2000, winAmount: 1500, netAmount: -500 },
});

describe('TeamBetsPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-20T04:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("lists the team's rounds of the last 7 days with the member, signed nets and totals", async () => {
    const { api } = await renderPage(<TeamBetsPage />, { handlers: { 'agent.teamBets': teamBetsPage } });
    await screen.findByText('demo_p1');
    expect(api.callsTo('agent.teamBets')[0]?.input).toEqual({
      startDate: '2025-05-14',
      endDate: '2025-05-20',
      pageNo: 1,
    });
    const [, first, second, total] = within(
      screen.getByRole('table', { name: 'Team betting history' }),
    ).getAllByRole('row');
    expect(first).toHaveTextContent(/demo_sub.*20\/05\/2025 10:30:00.*Lucky Dragon/);
    expect(within(second!).getByText('-₱10.00')).toHaveClass(/negative/);
    expect(within(total!).getByText('-₱5.00')).toBeInTheDocument();
  });

  it('filters by username and category from page 1, and pages through', async () => {
    const { api, user } = await renderPage(<TeamBetsPage />, {
      handlers: { 'agent.teamBets': teamBetsPage },
    });
    await screen.findByText('demo_p1');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.callsTo('agent.teamBets').at(-1)?.input).toMatchObject({ pageNo: 2 }));

    await user.type(screen.getByRole('textbox', { name: 'Username' }), '  demo_sub ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('agent.teamBets').at(-1)?.input).toMatchObject({ username: 'demo_sub', pageNo: 1 }),
    );

    await user.selectOptions(screen.getByLabelText('Category'), 'Live casino');
    await waitFor(() =>
      expect(api.callsTo('agent.teamBets').at(-1)?.input).toMatchObject({
        username: 'demo_sub',
        gameType: 'LIVE',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(api.callsTo('agent.teamBets').at(-1)?.input).not.toHaveProperty('username'));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('');
  });

  it('says when a username is not in the team', async () => {
    const { api, user } = await renderPage(<TeamBetsPage />, {
      handlers: { 'agent.teamBets': teamBetsPage },
    });
    await screen.findByText('demo_p1');
    api.setHandler('agent.teamBets', () => {
      throw apiError({ key: 'downline_not_found' }, 404);
    });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'stranger');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('That member is not in your team.')).toBeInTheDocument();
  });

  it('says when the team has no bets', async () => {
    await renderPage(<TeamBetsPage />, {
      handlers: {
        'agent.teamBets': () => ({
          ...pageOfRows([]),
          summary: { betAmount: 0, winAmount: 0, netAmount: 0 },
        }),
      },
    });
    expect(await screen.findByText('No team bets for these dates.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
