import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentMember } from '../../../test/agent-fixtures';
import { apiError, type THandlers } from '../../../test/fake-api';
import { balance, session } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { RECHECK_PENDING_MS } from '../../shared-money/use-money-request';
import { downline, downlineDetail, downlinePage } from '../test/management-fixtures';

const player = downline({ memberId: '3002', username: 'player_one', isAgent: false, level: 2, teamSize: 0 });

const renderDownlines = (handlers: THandlers = {}) =>
  renderApp({
    path: '/?agent=downlines',
    handlers: {
      'session.me': () => session(agentMember()),
      'agent.downlines': () => downlinePage([downline(), player], { totalPages: 2 }),
      'agent.downline': ({ memberId }) =>
        memberId === '3002' ? downlineDetail({ ...player, maxRebates: [] }) : downlineDetail(),
      ...handlers,
    },
  });

const centre = async () => within(await screen.findByRole('dialog', { name: 'Agent centre' }));
const table = async () => within(await (await centre()).findByRole('table', { name: 'Downline management' }));

afterEach(() => vi.useRealTimers());

describe('downline management: the list', () => {
  it('shows each downline with level, kind, balance, team size and registration, and filters and pages', async () => {
    const { user, api } = await renderDownlines();
    const rows = await table();
    expect(await rows.findByText('demo_sub')).toBeInTheDocument();
    const playerRow = within(rows.getByText('player_one').closest('tr')!);
    expect(playerRow.getByText('Player')).toBeInTheDocument();
    expect(playerRow.getByText('₱1,500.00')).toBeInTheDocument();
    expect(playerRow.getByText('2')).toBeInTheDocument();

    const view = await centre();
    await user.type(view.getByRole('textbox', { name: 'Username' }), 'player');
    await user.click(view.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('agent.downlines').at(-1)?.input).toMatchObject({ username: 'player', pageNo: 1 }),
    );
    await user.click(view.getByRole('checkbox', { name: 'Direct downlines only' }));
    await waitFor(() =>
      expect(api.callsTo('agent.downlines').at(-1)?.input).toMatchObject({ directOnly: true }),
    );
    await user.click(view.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.callsTo('agent.downlines').at(-1)?.input).toMatchObject({ pageNo: 2 }));
  });

  it('marks a downline on a break, excluded or restricted', async () => {
    await renderDownlines({
      'agent.downlines': () =>
        downlinePage([
          downline({ restriction: { kind: 'time_out', since: 0, until: Date.UTC(2026, 11, 8, 2, 0) } }),
          { ...player, restriction: { kind: 'closed', since: 0, until: null } },
          downline({
            memberId: '3003',
            username: 'listed',
            restriction: { kind: 'restricted', since: 0, until: null },
          }),
        ]),
    });
    const rows = await table();
    const onBreak = within((await rows.findByText('demo_sub')).closest('tr')!);
    expect(onBreak.getByText('On a break until 08/12/2026 10:00')).toBeInTheDocument();
    expect(within(rows.getByText('player_one').closest('tr')!).getByText('Excluded')).toBeInTheDocument();
    expect(within(rows.getByText('listed').closest('tr')!).getByText('Restricted')).toBeInTheDocument();
  });

  it('says when nobody matches', async () => {
    await renderDownlines({ 'agent.downlines': () => downlinePage([]) });
    expect(await (await centre()).findByText('No downlines found.')).toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    await renderDownlines({
      'agent.downlines': () => Promise.reject(apiError({ key: 'unknown_error' }, 500)),
    });
    expect(await (await centre()).findByText('The records could not be loaded.')).toBeInTheDocument();
  });
});

const openDetail = async (
  user: Awaited<ReturnType<typeof renderDownlines>>['user'],
  username = 'demo_sub',
) => {
  await user.click(await (await centre()).findByRole('button', { name: `Details of ${username}` }));
  return centre();
};

const transferForm = async (username = 'demo_sub') =>
  within(await (await centre()).findByRole('form', { name: `Transfer to ${username}` }));

describe('downline management: one downline', () => {
  it('transfers only after a confirmation naming the downline, then reads the balances again', async () => {
    const { user, api } = await renderDownlines({ 'agent.transferToDownline': () => balance() });
    await openDetail(user);
    const form = await transferForm();
    await user.type(form.getByRole('textbox', { name: /Amount/ }), '250.50');
    await user.type(form.getByLabelText(/^Payment password/), '246810');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Confirm transfer to downline' }));
    expect(confirm.getByText('Transfer ₱250.50 to demo_sub? This cannot be undone.')).toBeInTheDocument();
    expect(api.callsTo('agent.transferToDownline')).toHaveLength(0);
    const balanceReads = api.callsTo('wallet.balance').length;
    const listReads = api.callsTo('agent.downlines').length;
    await user.click(confirm.getByRole('button', { name: 'Transfer now' }));

    expect(await form.findByRole('status')).toHaveTextContent('Transferred ₱250.50 to demo_sub.');
    expect(api.callsTo('agent.transferToDownline')[0]?.input).toMatchObject({
      memberId: '3001',
      amount: 25_050,
      paymentPassword: '246810',
      requestId: expect.any(String),
    });
    await waitFor(() => expect(api.callsTo('wallet.balance').length).toBeGreaterThan(balanceReads));
    await user.click((await centre()).getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(api.callsTo('agent.downlines').length).toBeGreaterThan(listReads));
  });

  it('keeps an unknown outcome pending and asks again under the same requestId', async () => {
    let answers = 0;
    const { user, api } = await renderDownlines({
      'agent.transferToDownline': () => {
        answers += 1;
        return answers === 1 ? Promise.reject(apiError({ key: 'request_pending' }, 504)) : balance();
      },
    });
    await openDetail(user);
    const form = await transferForm();
    await user.type(form.getByRole('textbox', { name: /Amount/ }), '10');
    await user.type(form.getByLabelText(/^Payment password/), '246810');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    const confirm = await screen.findByRole('button', { name: 'Transfer now' });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await user.click(confirm);

    expect(await form.findByRole('status')).toHaveTextContent('Pending');
    expect(form.getByRole('button', { name: 'Transfer' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_PENDING_MS));
    expect(await form.findByText('Transferred ₱10.00 to demo_sub.')).toBeInTheDocument();
    const [first, second] = api
      .callsTo('agent.transferToDownline')
      .map((call) => (call.input as { requestId: string }).requestId);
    expect(second).toBe(first);
  });

  it('edits rebate rates up to the agent’s own and no further', async () => {
    const { user, api } = await renderDownlines({ 'agent.updateDownlineRebates': () => downline() });
    await openDetail(user);
    const form = within(await (await centre()).findByRole('form', { name: 'Rebate rates' }));
    const live = form.getByRole('textbox', { name: 'Live casino rebate (%)' });
    expect(live).toHaveAccessibleDescription('Up to 0.8%');
    expect(live).toHaveValue('0.5');
    await user.clear(live);
    await user.type(live, '0.9');
    await user.click(form.getByRole('button', { name: 'Save rates' }));
    expect(live).toHaveAccessibleDescription('Enter a rate from 0 to 0.8 with at most two decimals.');
    expect(api.callsTo('agent.updateDownlineRebates')).toHaveLength(0);

    await user.clear(live);
    await user.type(live, '0.8');
    await user.click(form.getByRole('button', { name: 'Save rates' }));
    expect(await form.findByRole('status')).toHaveTextContent('The rebate rates of demo_sub are saved.');
    expect(api.callsTo('agent.updateDownlineRebates')[0]?.input).toEqual({
      memberId: '3001',
      rebates: [
        { gameType: 'LIVE', ratePercent: 0.8 },
        { gameType: 'SPORTS', ratePercent: 0 },
      ],
    });
  });

  it('does not offer rebate rates for a downline below a direct one', async () => {
    const { user } = await renderDownlines();
    const view = await openDetail(user, 'player_one');
    expect(
      await view.findByText("Only your direct downlines' rates can be changed here."),
    ).toBeInTheDocument();
    expect(view.queryByRole('form', { name: 'Rebate rates' })).not.toBeInTheDocument();
  });
});

describe('downline management: several downlines at once', () => {
  it('takes an amount each, shows the total, confirms, and moves it in one call', async () => {
    const { user, api } = await renderDownlines({ 'agent.transferToDownlines': () => balance() });
    const view = await centre();
    const transferSelected = view.getByRole('button', { name: 'Transfer to selected' });
    expect(transferSelected).toBeDisabled();
    await user.click(await view.findByRole('checkbox', { name: 'Select demo_sub' }));
    await user.click(view.getByRole('checkbox', { name: 'Select player_one' }));
    expect(view.getByText('2 of at most 20 selected')).toBeInTheDocument();
    await user.click(transferSelected);

    const form = within(view.getByRole('form', { name: 'Transfer to 2 downlines' }));
    await user.type(form.getByRole('textbox', { name: /Amount for demo_sub/ }), '100');
    await user.click(form.getByRole('button', { name: 'Transfer to all' }));
    expect(form.getByRole('textbox', { name: /Amount for player_one/ })).toHaveAccessibleDescription(
      'Enter an amount above 0 with at most two decimals.',
    );
    await user.type(form.getByRole('textbox', { name: /Amount for player_one/ }), '50.25');
    expect(form.getByTestId('transfer-total')).toHaveTextContent('Total: ₱150.25');
    await user.type(form.getByLabelText(/^Payment password/), '246810');
    await user.click(form.getByRole('button', { name: 'Transfer to all' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Confirm transfer to downline' }));
    expect(
      confirm.getByText('Transfer ₱150.25 in total to demo_sub, player_one? This cannot be undone.'),
    ).toBeInTheDocument();
    expect(api.callsTo('agent.transferToDownlines')).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Transfer now' }));

    expect(await form.findByRole('status')).toHaveTextContent('Transferred ₱150.25 to 2 downlines.');
    expect(api.callsTo('agent.transferToDownlines')[0]?.input).toMatchObject({
      transfers: [
        { memberId: '3001', amount: 10_000 },
        { memberId: '3002', amount: 5_025 },
      ],
      paymentPassword: '246810',
    });
  });
});
