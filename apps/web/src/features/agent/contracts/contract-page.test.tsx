import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TContractType } from '@site/contracts/domain';
import { agentMember, teamOverview } from '../../../test/agent-fixtures';
import { apiError, type THandlers } from '../../../test/fake-api';
import { session, siteStatus } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { renderPage } from '../../../test/render-page';
import {
  contract,
  contractInfo,
  contractRequest,
  currentSettlement,
  downline,
  downlinePage,
  offer,
  settlement,
  settlementsPage,
} from '../test/management-fixtures';
import { ContractPage } from './contract-page';

const handlers = (overrides: THandlers = {}): THandlers => ({
  'session.me': () => session(agentMember()),
  'agent.contractInfo': () => contractInfo(),
  'agent.currentSettlement': () => currentSettlement(),
  ...overrides,
});

const renderContract = (overrides: THandlers = {}, contractType: TContractType = 'daily') =>
  renderPage(<ContractPage contractType={contractType} />, { handlers: handlers(overrides) });

describe('contract page: my contract', () => {
  it('shows the current contract, its terms and the running period with its estimate', async () => {
    await renderContract();
    const current = within(await screen.findByRole('region', { name: 'Current contract' }));
    expect(current.getByText('Active')).toBeInTheDocument();
    expect(current.getByText('The site')).toBeInTheDocument();
    expect(current.getByText('1%')).toBeInTheDocument();
    expect(await current.findByText('₱1,000.00')).toBeInTheDocument();
    expect(current.getByText('Daily')).toBeInTheDocument();
    const period = within(await screen.findByTestId('current-period'));
    expect(period.getByText('₱4,800.00')).toBeInTheDocument();
    expect(period.getByText('₱48.00')).toBeInTheDocument();
  });

  it('asks to end the contract only after a confirmation', async () => {
    const { user, api } = await renderContract({
      'agent.processContract': () => contract({ status: 'termination_requested' }),
    });
    const current = within(await screen.findByRole('region', { name: 'Current contract' }));
    await user.click(current.getByRole('button', { name: 'Request termination' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Request termination' }));
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('agent.processContract')).toHaveLength(0);

    await user.click(current.getByRole('button', { name: 'Request termination' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Request termination' })).getByRole('button', {
        name: 'Request termination',
      }),
    );
    await waitFor(() =>
      expect(api.callsTo('agent.processContract')[0]?.input).toEqual({
        contractType: 'daily',
        contractId: '701',
        action: 'request_termination',
      }),
    );
  });

  it('accepts or rejects an offer that waits, and reads the contract again', async () => {
    const waiting = offer({ contractId: '703', uplineUsername: 'demo_boss', username: 'demo_agent' });
    const { user, api } = await renderContract({
      'agent.contractInfo': () => contractInfo({ current: null, waiting: [waiting] }),
      'agent.processContract': () => ({ ...waiting, status: 'active' as const }),
    });
    const region = within(await screen.findByRole('region', { name: 'Waiting for your decision' }));
    expect(region.getByText('demo_boss')).toBeInTheDocument();
    expect(screen.getByText('No contract of this type')).toBeInTheDocument();
    const infoReads = api.callsTo('agent.contractInfo').length;
    await user.click(region.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(api.callsTo('agent.processContract')[0]?.input).toEqual({
        contractType: 'daily',
        contractId: '703',
        action: 'accept',
      }),
    );
    await waitFor(() => expect(api.callsTo('agent.contractInfo').length).toBeGreaterThan(infoReads));
    await user.click(region.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.callsTo('agent.processContract')[1]?.input).toMatchObject({ action: 'reject' }),
    );
  });

  it('says when the merchant does not offer the type', async () => {
    await renderContract({ 'agent.contractInfo': () => contractInfo({ enabled: false }) });
    expect(await screen.findByText('Daily wages is not offered on this site.')).toBeInTheDocument();
  });

  it('offers a retry when the contract fails to load', async () => {
    await renderContract({
      'agent.contractInfo': () => Promise.reject(apiError({ key: 'unknown_error' }, 500)),
    });
    expect(await screen.findByText('The contract could not be loaded.')).toBeInTheDocument();
  });
});

describe('contract page: settlements', () => {
  it('lists the settled periods of the range with their total', async () => {
    const { user, api } = await renderContract({
      'agent.settlements': () =>
        settlementsPage([
          settlement(),
          settlement({ settlementId: '9002', status: 'not_qualified', amount: 0 }),
        ]),
    });
    await user.click(await screen.findByRole('tab', { name: 'Payouts' }));
    const table = within(await screen.findByRole('table', { name: 'Daily wages settlements' }));
    expect(await table.findByText('Not qualified')).toBeInTheDocument();
    expect(table.getAllByText('₱72.00')).toHaveLength(2);
    expect(api.callsTo('agent.settlements')[0]?.input).toMatchObject({ contractType: 'daily', pageNo: 1 });
    expect(screen.queryByRole('table', { name: 'Downline dividends' })).not.toBeInTheDocument();
  });

  it("also lists the downlines' dividends on the dividend page", async () => {
    const { user } = await renderContract(
      {
        'agent.contractInfo': () =>
          contractInfo({ current: contract({ contractType: 'dividend', period: 'weekly' }) }),
        'agent.settlements': () => settlementsPage([]),
        'agent.downlineDividends': () =>
          settlementsPage(
            [settlement({ contractType: 'dividend', username: 'demo_sub', amount: 30_000 })],
            30_000,
          ),
      },
      'dividend',
    );
    await user.click(await screen.findByRole('tab', { name: 'Payouts' }));
    expect(await screen.findByText('No settlements for these dates.')).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Downline dividends' }));
    expect(await table.findByText('demo_sub')).toBeInTheDocument();
  });
});

describe('contract page: team contracts', () => {
  const teamHandlers = (overrides: THandlers = {}) => ({
    'agent.downlines': () =>
      downlinePage([downline(), downline({ memberId: '3002', username: 'player_one', isAgent: false })]),
    'agent.contractRequests': () => [
      contractRequest({ contractId: '710', uplineUsername: 'demo_boss', username: 'demo_agent' }),
      contractRequest({ contractId: '711', direction: 'outgoing' }),
    ],
    'agent.offerContract': () => offer(),
    'agent.processContract': () => contract(),
    ...overrides,
  });

  it('checks an offer (a direct downline agent, a rate up to the own) and sends it', async () => {
    const { user, api } = await renderContract(teamHandlers());
    await user.click(await screen.findByRole('tab', { name: 'Team' }));
    const form = within(await screen.findByRole('form', { name: 'Offer a Daily wages contract' }));
    const picker = form.getByRole('combobox', { name: /Direct downline agent/ });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
    expect(within(picker).queryByRole('option', { name: 'player_one' })).not.toBeInTheDocument();
    expect(api.callsTo('agent.downlines')[0]?.input).toMatchObject({ directOnly: true });

    await user.type(form.getByRole('textbox', { name: /Rate/ }), '1.5');
    await user.type(form.getByRole('textbox', { name: /Minimum active members/ }), 'x');
    await user.click(form.getByRole('button', { name: 'Send offer' }));
    expect(picker).toHaveAccessibleDescription('This field is required.');
    expect(form.getByRole('textbox', { name: /Rate/ })).toHaveAccessibleDescription(
      'The rate cannot be higher than your own (1%).',
    );
    expect(form.getByRole('textbox', { name: /Minimum active members/ })).toBeInvalid();
    expect(api.callsTo('agent.offerContract')).toHaveLength(0);

    await user.selectOptions(picker, 'demo_sub');
    await user.clear(form.getByRole('textbox', { name: /Rate/ }));
    await user.type(form.getByRole('textbox', { name: /Rate/ }), '0.6');
    await user.type(form.getByRole('textbox', { name: /Minimum valid bets/ }), '500');
    await user.clear(form.getByRole('textbox', { name: /Minimum active members/ }));
    await user.type(form.getByRole('textbox', { name: /Minimum active members/ }), '3');
    await user.click(form.getByRole('button', { name: 'Send offer' }));
    expect(await form.findByRole('status')).toHaveTextContent('Offer sent to demo_sub.');
    expect(api.callsTo('agent.offerContract')[0]?.input).toEqual({
      memberId: '3001',
      contractType: 'daily',
      ratePercent: 0.6,
      minValidBet: 50_000,
      minActiveMembers: 3,
      period: 'daily',
    });
  });

  it('needs an active contract of its own before offering one', async () => {
    const { user } = await renderContract(
      teamHandlers({ 'agent.contractInfo': () => contractInfo({ current: null }) }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Team' }));
    expect(
      await screen.findByText('You can offer contracts of this type once you hold an active one yourself.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /Offer a/ })).not.toBeInTheDocument();
  });

  it('shows the contracts given to downlines, and the requests either way with a decision for incoming ones', async () => {
    const { user, api } = await renderContract(
      teamHandlers({
        'agent.contractInfo': () =>
          contractInfo({
            downlines: [
              offer({
                contractId: '720',
                status: 'terminated',
                endReason: 'auto_terminated',
                username: 'demo_sub2',
              }),
            ],
          }),
      }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Team' }));
    const given = within(await screen.findByRole('table', { name: 'Contracts given to downlines' }));
    expect(given.getByText('demo_sub2')).toBeInTheDocument();
    expect(given.getByText("(ended automatically: above the upline's new rate)")).toBeInTheDocument();

    const requests = within(await screen.findByRole('table', { name: 'Contract requests' }));
    expect(await requests.findByText('Waiting for the other side')).toBeInTheDocument();
    await user.click(requests.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.callsTo('agent.processContract')[0]?.input).toEqual({
        contractType: 'daily',
        contractId: '710',
        action: 'reject',
      }),
    );
  });
});

describe('contract page: history', () => {
  it('pages through every contract of the type', async () => {
    const { user, api } = await renderContract({
      'agent.contractHistory': ({ pageNo }) => ({
        rows: [contract({ contractId: `80${pageNo}`, status: 'terminated', endReason: 'replaced' })],
        pageNo: pageNo ?? 1,
        totalPages: 2,
        totalCount: 2,
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const table = within(await screen.findByRole('table', { name: 'Contract history' }));
    expect(await table.findByText('(replaced by a newer contract)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(api.callsTo('agent.contractHistory').at(-1)?.input).toMatchObject({ pageNo: 2 }),
    );
  });
});

describe('contract pages in the agent centre', () => {
  it('opens the dividend record for an agent who has the dividend page', async () => {
    await renderApp({
      path: '/?agent=dividend',
      handlers: {
        ...handlers({
          'agent.contractInfo': () =>
            contractInfo({ current: contract({ contractType: 'dividend', period: 'weekly' }) }),
        }),
        'system.status': () => siteStatus({ flags: { AGENTPOLICY3: true } }),
        'wallet.consolidated': () => ({ dividend: 1, dailySalary: 0, hourlySalary: 0, realtimeSalary: 0 }),
        // Shown until the contract values say the agent has the dividend page.
        'agent.teamOverview': () => teamOverview(),
      },
    });
    const centre = within(await screen.findByRole('dialog', { name: 'Agent centre' }));
    expect(await centre.findByRole('heading', { level: 3, name: 'Dividend record' })).toBeInTheDocument();
    expect(await centre.findByText('Weekly')).toBeInTheDocument();
  });
});
