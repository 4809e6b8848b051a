import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AGENT_PATHS,
  CONTRACT_PROCESS_METHODS,
  type TContractAction,
  type TContractType,
  type TWireFeedEvent,
  WALLET_PATHS,
} from '@site/contracts';
import { callAs, createTeam, grantContract, outcome, type TTeam } from '../../../test/agent-fixtures.js';
import { createInMemoryMock, qa, type TInMemoryMock } from '../../../test/test-app.js';
import { createPayer, getAs, postAs } from '../../../test/withdraw-fixtures.js';

let testApp: TInMemoryMock;
let team: TTeam;
const events: TWireFeedEvent[] = [];
beforeAll(async () => {
  testApp = await createInMemoryMock();
  testApp.app.events.subscribe(({ event }) => events.push(event));
});
afterAll(() => testApp.close());
beforeEach(async () => {
  team = await createTeam(testApp.app, testApp.db);
  await grantContract(testApp.app, { username: team.top.username, contractType: 'daily', ratePercent: 1 });
  events.length = 0;
});

type TOffer = { memberId: number; contractType?: TContractType; rate?: number; period?: string };

const offer = (token: string, { memberId, contractType = 'daily', rate = 0.8, period = 'daily' }: TOffer) =>
  postAs(testApp.app, token, AGENT_PATHS.offerContract, {
    memberId: String(memberId),
    contractType,
    rate,
    minValidBet: 100,
    minActiveMembers: 1,
    period,
  });

const offered = async (token: string, terms: TOffer): Promise<string> => {
  const reply = await offer(token, terms);
  if (reply.statusCode !== 200) throw new Error(`offer refused: ${reply.body}`);
  return String(reply.json().value.contractId);
};

/** A process call by the type's own method (GET query or POST body). */
const processAs = (
  token: string,
  contractId: string,
  action: TContractAction,
  contractType: TContractType = 'daily',
) =>
  callAs(testApp.app, token, CONTRACT_PROCESS_METHODS[contractType], AGENT_PATHS[`${contractType}Process`], {
    contractId,
    action,
  });

const statusOf = async (token: string, contractId: string) => {
  const history = await getAs(testApp.app, token, AGENT_PATHS.contractHistory, { pageSize: 50 });
  return history
    .json()
    .value.list.find((contract: { contractId: number }) => String(contract.contractId) === contractId);
};

const eventsOf = (type: TWireFeedEvent['type'], memberId: number) =>
  events.filter((event) => event.type === type && String(event.memberId) === String(memberId));

const setFlag = (flag: string, enabled: boolean) => qa(testApp.app, '/whitelabel', { flag, enabled });

describe('offering a contract', () => {
  it('offers a direct downline agent at most the agent’s own rate, and tells it', async () => {
    const reply = await offer(team.top.token, { memberId: team.sub.id, rate: 1 });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value).toMatchObject({
      contractType: 'daily',
      uplineUsername: team.top.username,
      memberId: team.sub.id,
      username: team.sub.username,
      rate: 1,
      minValidBet: 100,
      minActiveMembers: 1,
      period: 'daily',
      status: 'offered',
      decidedAt: null,
      endReason: null,
    });
    expect(eventsOf('contract_offer', team.sub.id)).toEqual([
      expect.objectContaining({ contract: expect.objectContaining({ status: 'offered' }) }),
    ]);
    expect(outcome(await offer(team.top.token, { memberId: team.sub.id, rate: 0.5 }))).toEqual([
      409,
      'contract_pending',
    ]);
  });

  it('refuses a player, a deeper agent, someone outside the team, a rate too high and a wrong period', async () => {
    expect(outcome(await offer(team.top.token, { memberId: team.player.id }))).toEqual([
      400,
      'contract_not_allowed',
    ]);
    expect(outcome(await offer(team.top.token, { memberId: team.deep.id }))).toEqual([
      400,
      'contract_not_allowed',
    ]);
    const stranger = await createTeam(testApp.app, testApp.db);
    expect(outcome(await offer(team.top.token, { memberId: stranger.sub.id }))).toEqual([
      404,
      'downline_not_found',
    ]);
    expect(outcome(await offer(team.top.token, { memberId: team.sub.id, rate: 1.01 }))).toEqual([
      400,
      'contract_rate_too_high',
    ]);
    expect(outcome(await offer(team.top.token, { memberId: team.sub.id, period: 'weekly' }))).toEqual([
      400,
      'validation_failed',
    ]);
    expect(outcome(await offer(team.top.token, { memberId: team.sub.id, rate: 51 }))).toEqual([
      400,
      'validation_failed',
    ]);
  });

  it('refuses a type the agent holds no contract of, or the merchant has off', async () => {
    expect(
      outcome(
        await offer(team.top.token, { memberId: team.sub.id, contractType: 'hourly', period: 'hourly' }),
      ),
    ).toEqual([400, 'contract_not_allowed']);
    await setFlag('DAILYSALCONT3', false);
    try {
      expect(outcome(await offer(team.top.token, { memberId: team.sub.id }))).toEqual([
        400,
        'contract_not_allowed',
      ]);
    } finally {
      await setFlag('DAILYSALCONT3', true);
    }
  });
});

describe('processing a contract', () => {
  it('accepts an offer by the downline, telling both sides; the upline cannot answer its own offer', async () => {
    const contractId = await offered(team.top.token, { memberId: team.sub.id });
    expect(outcome(await processAs(team.top.token, contractId, 'accept'))).toEqual([
      400,
      'contract_not_allowed',
    ]);
    const reply = await processAs(team.sub.token, contractId, 'accept');
    expect(reply.json().value).toMatchObject({ status: 'active', decidedAt: expect.any(Number) });
    for (const side of [team.top, team.sub])
      expect(eventsOf('contract_status', side.id)).toEqual([
        expect.objectContaining({ contract: expect.objectContaining({ status: 'active' }) }),
      ]);
    expect(outcome(await processAs(team.sub.token, contractId, 'accept'))).toEqual([
      409,
      'contract_state_changed',
    ]);
    expect(outcome(await processAs(team.sub.token, contractId, 'reject'))).toEqual([
      409,
      'contract_state_changed',
    ]);
  });

  it('rejects an offer, which then cannot be accepted', async () => {
    const contractId = await offered(team.top.token, { memberId: team.sub.id });
    const reply = await processAs(team.sub.token, contractId, 'reject');
    expect(reply.json().value).toMatchObject({
      status: 'rejected',
      endReason: 'rejected',
      endedAt: expect.any(Number),
    });
    expect(outcome(await processAs(team.sub.token, contractId, 'accept'))).toEqual([
      409,
      'contract_state_changed',
    ]);
    expect(outcome(await processAs(team.sub.token, contractId, 'request_termination'))).toEqual([
      409,
      'contract_state_changed',
    ]);
  });

  it('replaces the earlier contract and auto-terminates the member’s own contracts above the new rate', async () => {
    await processAs(
      team.sub.token,
      await offered(team.top.token, { memberId: team.sub.id, rate: 0.8 }),
      'accept',
    );
    const firstId = String(
      (await getAs(testApp.app, team.sub.token, AGENT_PATHS.dailyContract)).json().value.current.contractId,
    );
    const aboveId = await offered(team.sub.token, { memberId: team.deep.id, rate: 0.7 });
    await processAs(team.deep.token, aboveId, 'accept');
    events.length = 0;

    const newId = await offered(team.top.token, { memberId: team.sub.id, rate: 0.6 });
    await processAs(team.sub.token, newId, 'accept');

    expect(await statusOf(team.sub.token, firstId)).toMatchObject({
      status: 'terminated',
      endReason: 'replaced',
    });
    expect(await statusOf(team.sub.token, aboveId)).toMatchObject({
      status: 'terminated',
      endReason: 'auto_terminated',
    });
    expect(await statusOf(team.sub.token, newId)).toMatchObject({ status: 'active' });
    expect(
      eventsOf('contract_status', team.deep.id).map(
        (event) => 'contract' in event && event.contract.endReason,
      ),
    ).toEqual(['auto_terminated']);
    expect(eventsOf('contract_status', team.sub.id)).toHaveLength(3);
  });

  it('keeps the member’s own contracts at or below the new rate', async () => {
    await processAs(
      team.sub.token,
      await offered(team.top.token, { memberId: team.sub.id, rate: 0.8 }),
      'accept',
    );
    const keptId = await offered(team.sub.token, { memberId: team.deep.id, rate: 0.5 });
    await processAs(team.deep.token, keptId, 'accept');
    await processAs(
      team.sub.token,
      await offered(team.top.token, { memberId: team.sub.id, rate: 0.5 }),
      'accept',
    );
    expect(await statusOf(team.deep.token, keptId)).toMatchObject({ status: 'active' });
  });

  it('ends a contract when the other side accepts the termination request, and keeps it when it refuses', async () => {
    const contractId = await offered(team.top.token, { memberId: team.sub.id });
    await processAs(team.sub.token, contractId, 'accept');
    events.length = 0;

    const requested = await processAs(team.sub.token, contractId, 'request_termination');
    expect(requested.json().value).toMatchObject({
      status: 'termination_requested',
      terminationRequestedBy: team.sub.username,
    });
    expect(eventsOf('contract_offer', team.top.id)).toHaveLength(1);
    expect(eventsOf('contract_offer', team.sub.id)).toHaveLength(0);
    expect(outcome(await processAs(team.sub.token, contractId, 'accept'))).toEqual([
      400,
      'contract_not_allowed',
    ]);
    expect(outcome(await processAs(team.top.token, contractId, 'request_termination'))).toEqual([
      409,
      'contract_state_changed',
    ]);
    const kept = await processAs(team.top.token, contractId, 'reject');
    expect(kept.json().value).toMatchObject({ status: 'active', terminationRequestedBy: null });

    await processAs(team.top.token, contractId, 'request_termination');
    expect(eventsOf('contract_offer', team.sub.id)).toHaveLength(1);
    const ended = await processAs(team.sub.token, contractId, 'accept');
    expect(ended.json().value).toMatchObject({ status: 'terminated', endReason: 'terminated' });
  });

  it('ends a merchant contract at once', async () => {
    const current = (await getAs(testApp.app, team.top.token, AGENT_PATHS.dailyContract)).json().value
      .current;
    const reply = await processAs(team.top.token, String(current.contractId), 'request_termination');
    expect(reply.json().value).toMatchObject({
      uplineUsername: null,
      status: 'terminated',
      endReason: 'terminated',
    });
  });

  it('answers 404 contract_not_found to anyone not a side, and for another type’s call', async () => {
    const contractId = await offered(team.top.token, { memberId: team.sub.id });
    const stranger = await createPayer(testApp.app, { kind: 'agent' });
    for (const token of [stranger.token, team.deep.token])
      expect(outcome(await processAs(token, contractId, 'accept'))).toEqual([404, 'contract_not_found']);
    expect(outcome(await processAs(team.sub.token, contractId, 'accept', 'hourly'))).toEqual([
      404,
      'contract_not_found',
    ]);
    expect(outcome(await processAs(team.sub.token, 'x', 'accept'))).toEqual([404, 'contract_not_found']);
  });

  it('takes the hourly and real-time actions as a POST body, the dividend and daily ones as a query', async () => {
    for (const contractType of ['hourly', 'realtime', 'dividend'] as const) {
      await grantContract(testApp.app, { username: team.top.username, contractType, ratePercent: 1 });
      const period = contractType === 'dividend' ? 'monthly' : contractType;
      const contractId = await offered(team.top.token, { memberId: team.sub.id, contractType, period });
      const reply = await processAs(team.sub.token, contractId, 'accept', contractType);
      expect(reply.json().value).toMatchObject({ contractType, period, status: 'active' });
    }
  });
});

describe('the contract views', () => {
  it('shows each side its page: current, waiting and what it gave', async () => {
    const contractId = await offered(team.top.token, { memberId: team.sub.id });
    const subPage = (await getAs(testApp.app, team.sub.token, AGENT_PATHS.dailyContract)).json().value;
    expect(subPage).toMatchObject({ enabled: true, current: null, downlines: [] });
    expect(subPage.waiting.map((contract: { contractId: number }) => String(contract.contractId))).toEqual([
      contractId,
    ]);
    const topPage = (await getAs(testApp.app, team.top.token, AGENT_PATHS.dailyContract)).json().value;
    expect(topPage).toMatchObject({ enabled: true, current: { uplineUsername: null, rate: 1 }, waiting: [] });
    expect(topPage.downlines).toHaveLength(1);
    const hourly = (await getAs(testApp.app, team.top.token, AGENT_PATHS.hourlyContract)).json().value;
    expect(hourly).toEqual({ enabled: true, current: null, waiting: [], downlines: [] });
  });

  it('lists what waits on either side with its direction, and the history newest first', async () => {
    const offerId = await offered(team.top.token, { memberId: team.sub.id });
    await processAs(team.sub.token, offerId, 'accept');
    const towardsDeep = await offered(team.sub.token, { memberId: team.deep.id, rate: 0.5 });
    await processAs(team.top.token, offerId, 'request_termination');
    const requests = (await getAs(testApp.app, team.sub.token, AGENT_PATHS.contractRequests)).json().value
      .list;
    expect(
      requests.map((row: { contractId: number; direction: string }) => [
        String(row.contractId),
        row.direction,
      ]),
    ).toEqual([
      [offerId, 'incoming'],
      [towardsDeep, 'outgoing'],
    ]);
    const hourlyOnly = await getAs(testApp.app, team.sub.token, AGENT_PATHS.contractRequests, {
      contractType: 'hourly',
    });
    expect(hourlyOnly.json().value.list).toEqual([]);

    const history = (
      await getAs(testApp.app, team.sub.token, AGENT_PATHS.contractHistory, { pageSize: 1 })
    ).json().value;
    expect(history).toMatchObject({ pageNo: 1, totalPages: 2, totalCount: 2 });
    expect(String(history.list[0].contractId)).toBe(towardsDeep);
  });
});

describe('the consolidated flags', () => {
  const flagsOf = async (token: string) =>
    (await getAs(testApp.app, token, WALLET_PATHS.consolidated)).json().value;

  it('are 1 for a type the agent holds, is offered or gave, while the merchant has it on', async () => {
    expect(await flagsOf(team.top.token)).toMatchObject({
      dailysalreqtype: 1,
      divtypereq: 0,
      contracthoursalreq: 0,
    });
    expect((await flagsOf(team.sub.token)).dailysalreqtype).toBe(0);
    await offered(team.top.token, { memberId: team.sub.id });
    expect((await flagsOf(team.sub.token)).dailysalreqtype).toBe(1);
    expect(Object.values(await flagsOf(team.player.token))).toEqual(Array(8).fill(0));
    await setFlag('DAILYSALCONT3', false);
    try {
      expect((await flagsOf(team.top.token)).dailysalreqtype).toBe(0);
    } finally {
      await setFlag('DAILYSALCONT3', true);
    }
  });
});
