import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '@site/contracts/events';
import { setRealtimeTransport } from '../../../lib/realtime';
import { agentMember } from '../../../test/agent-fixtures';
import type { THandlers } from '../../../test/fake-api';
import { fakeSocket } from '../../../test/fake-socket';
import { member, session } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { contract, contractRequest, offer, settlement } from '../test/management-fixtures';

/** An agent's app, once the header shows it and the socket has connected. */
const renderAgent = async (handlers: THandlers = {}) => {
  const socket = fakeSocket();
  const rendered = await renderApp({
    handlers: { 'session.me': () => session(agentMember()), ...handlers },
  });
  await screen.findByTestId('header-account');
  await waitFor(() => expect(socket.state.listener).not.toBeNull());
  return { ...rendered, socket };
};

const popup = async (name = 'Contract offer') => within(await screen.findByRole('dialog', { name }));

afterEach(() => setRealtimeTransport(null));

describe('contract popup', () => {
  it('opens when an offer arrives over the socket, shows its terms, and accepts it', async () => {
    const { socket, api, user } = await renderAgent({ 'agent.processContract': () => contract() });
    await waitFor(() => expect(api.callsTo('agent.contractRequests')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Contract offer' })).not.toBeInTheDocument();

    const arrived = offer({ uplineUsername: 'demo_boss', username: 'demo_agent', ratePercent: 0.6 });
    api.setHandler('agent.contractRequests', () => [{ ...arrived, direction: 'incoming' }]);
    socket.emit({ name: SOCKET_EVENTS.contractOffer, payload: { contract: arrived } });

    const dialog = await popup();
    expect(dialog.getByText('demo_boss offers you a Daily wages contract.')).toBeInTheDocument();
    expect(dialog.getByText('0.6%')).toBeInTheDocument();
    expect(dialog.getByText('Daily')).toBeInTheDocument();
    api.setHandler('agent.contractRequests', () => []);
    await user.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(api.callsTo('agent.processContract')[0]?.input).toEqual({
        contractType: 'daily',
        contractId: '702',
        action: 'accept',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Contract offer' })).not.toBeInTheDocument(),
    );
  });

  it('shows what already waits when the agent comes back, one request after the other', async () => {
    const { api, user } = await renderAgent({
      'agent.contractRequests': () => [
        contractRequest({ contractId: '730', uplineUsername: 'demo_boss' }),
        contractRequest({
          contractId: '731',
          status: 'termination_requested',
          contractType: 'hourly',
          period: 'hourly',
        }),
        contractRequest({ contractId: '732', direction: 'outgoing' }),
      ],
      'agent.processContract': () => contract({ status: 'rejected' }),
    });
    const first = await popup();
    expect(first.getByText('1 more request waits after this one.')).toBeInTheDocument();
    await user.click(first.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.callsTo('agent.processContract')[0]?.input).toMatchObject({
        contractId: '730',
        action: 'reject',
      }),
    );

    const termination = await popup('Request to end a contract');
    expect(
      termination.getByText('The other side asks to end your Hourly salary contract.'),
    ).toBeInTheDocument();
    await user.click(termination.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not for members who are not agents', async () => {
    const socket = fakeSocket();
    const { api } = await renderApp({ handlers: { 'session.me': () => session(member()) } });
    await screen.findByTestId('header-account');
    await waitFor(() => expect(socket.state.listener).not.toBeNull());
    expect(api.callsTo('agent.contractRequests')).toHaveLength(0);
  });

  it('reads the contracts again when one changes status, and tells the agent about a payout', async () => {
    const { socket, api } = await renderAgent();
    await waitFor(() => expect(api.callsTo('agent.contractRequests')).toHaveLength(1));
    socket.emit({
      name: SOCKET_EVENTS.contractStatus,
      payload: { contract: contract({ status: 'terminated', endReason: 'auto_terminated' }) },
    });
    await waitFor(() => expect(api.callsTo('agent.contractRequests')).toHaveLength(2));

    socket.emit({ name: SOCKET_EVENTS.agentPayout, payload: { settlement: settlement({ amount: 7_200 }) } });
    expect(await screen.findByText('Daily wages of ₱72.00 paid into your wallet.')).toBeInTheDocument();
  });
});
