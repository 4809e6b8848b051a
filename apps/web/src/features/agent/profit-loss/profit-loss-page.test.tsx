import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subordinate } from '../../../test/agent-fixtures';
import { apiError } from '../../../test/fake-api';
import { pageOfRows, profitLoss } from '../../../test/records-fixtures';
import { renderPage } from '../../../test/render-page';
import ProfitLossPage from './profit-loss-page';

const handlers = {
  'agent.teamProfitLoss': () => profitLoss(),
  'agent.subordinates': () =>
    pageOfRows([subordinate(), subordinate({ memberId: '3002', username: 'demo_p1', isAgent: false })], {
      totalPages: 2,
      totalCount: 11,
    }),
};

describe('agent ProfitLossPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-20T04:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("shows the team's P/L by category and the direct downlines with their figures", async () => {
    const { api } = await renderPage(<ProfitLossPage />, { handlers });
    await screen.findByText('demo_p1');
    expect(screen.getByRole('heading', { name: 'Whole team' })).toBeInTheDocument();
    expect(api.callsTo('agent.teamProfitLoss')[0]?.input).toEqual({
      startDate: '2025-05-14',
      endDate: '2025-05-20',
    });
    expect(within(screen.getByRole('table', { name: 'By game category' })).getAllByRole('row')).toHaveLength(
      3,
    );
    const [, sub, player] = within(screen.getByRole('table', { name: 'Direct downlines' })).getAllByRole(
      'row',
    );
    expect(sub).toHaveTextContent(/demo_sub.*Agent.*12.*₱3,800\.00.*-₱500\.00.*₱2,000\.00.*₱800\.00/);
    expect(player).toHaveTextContent(/demo_p1.*Player/);
  });

  it("narrows both to one member's team by username, and pages the downlines", async () => {
    const { api, user } = await renderPage(<ProfitLossPage />, { handlers });
    await screen.findByText('demo_p1');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.callsTo('agent.subordinates').at(-1)?.input).toMatchObject({ pageNo: 2 }));

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'demo_sub');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'demo_sub and their team' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('agent.subordinates').at(-1)?.input).toMatchObject({
        username: 'demo_sub',
        pageNo: 1,
      }),
    );
    expect(api.callsTo('agent.teamProfitLoss').at(-1)?.input).toMatchObject({ username: 'demo_sub' });
  });

  it('shows the catalogue message once for a username outside the team', async () => {
    const { api, user } = await renderPage(<ProfitLossPage />, { handlers });
    await screen.findByText('demo_p1');
    const notFound = () => {
      throw apiError({ key: 'downline_not_found' }, 404);
    };
    api.setHandler('agent.teamProfitLoss', notFound);
    api.setHandler('agent.subordinates', notFound);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'stranger');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('That member is not in your team.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Direct downlines' })).not.toBeInTheDocument();
  });

  it('says when no direct downline matches', async () => {
    await renderPage(<ProfitLossPage />, {
      handlers: { ...handlers, 'agent.subordinates': () => pageOfRows([]) },
    });
    expect(await screen.findByText('No direct downlines match.')).toBeInTheDocument();
  });
});
