import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AGENT_PATHS,
  SOCKET_EVENTS,
  type TBalanceOutput,
  type TContract,
  type TContractInfo,
  type TDownline,
  type TInviteLink,
  toMinorUnits,
  type TSettlement,
} from '@site/contracts';
import { buildApp } from '../app.js';
import { AGENT_PAYMENT_PASSWORD, agentCases, type TAgentIds } from './agent-cases.js';
import { countingUpstream } from './counting-upstream.js';
import { GENEROUS_GUARDS, logInAs, okData, signedInQaMember } from './gateway-against-mock.js';
import { GatewayVisitor, type TCallResult } from './gateway-visitor.js';
import { startMockUpstream, type TMockUpstream } from './mock-upstream.js';
import { connectSocket } from './socket-client.js';
import { testConfig } from './test-config.js';

/**
 * The agent router against the real mock (docs/history/agent-interfaces.md): only
 * agents get in (403 `error_not_agent` for a player, before any upstream
 * call), and an agent reaches only its own team (404 for a member, link or
 * contract of another agent's team) on every procedure that names one.
 */
let mock: TMockUpstream;
let upstream: ReturnType<typeof countingUpstream>;
let app: FastifyInstance;
/** Another agent's team: a player and a sub-agent, a link and a contract (filled in before all tests). */
const outsider: TAgentIds = {
  memberId: '1',
  agentMemberId: '1',
  username: 'nobody',
  linkId: '1',
  contractId: '1',
};
let agent: GatewayVisitor;

const call = (visitor: GatewayVisitor, testCase: { path: string; kind: string }, input: unknown) =>
  testCase.kind === 'query' ? visitor.query(testCase.path, input) : visitor.mutate(testCase.path, input);

/** A QA agent with a merchant daily contract, a player and a sub-agent under it, and an invite link. */
const agentWithTeam = async (): Promise<{ visitor: GatewayVisitor; ids: TAgentIds }> => {
  const { visitor, account } = await signedInQaMember(app, mock, 'agent', {
    balanceMinor: 1_000_000,
    paymentPassword: AGENT_PAYMENT_PASSWORD,
  });
  const player = await mock.qa<{ username: string }>('POST', '/members', {
    kind: 'player',
    uplineUsername: account.username,
  });
  const subAgent = await mock.qa<{ username: string }>('POST', '/members', {
    kind: 'agent',
    uplineUsername: account.username,
  });
  const contract = await mock.qa<{ contractId: string }>('POST', '/agent/contracts', {
    username: account.username,
    contractType: 'daily',
    ratePercent: 1,
  });
  const link = okData<TInviteLink>(await visitor.mutate('agent.createInviteLink', { memberKind: 'player' }));
  const team = okData<{ rows: TDownline[] }>(await visitor.query('agent.downlines', { pageNo: 1 })).rows;
  const idOf = (username: string) => team.find((row) => row.username === username)?.memberId ?? '';
  return {
    visitor,
    ids: {
      memberId: idOf(player.username),
      agentMemberId: idOf(subAgent.username),
      username: player.username,
      linkId: link.linkId,
      contractId: String(contract.contractId),
    },
  };
};

beforeAll(async () => {
  mock = await startMockUpstream();
  upstream = countingUpstream(mock.url);
  app = await buildApp(testConfig({ UPSTREAM_URL: mock.url, ...GENEROUS_GUARDS }), {
    upstream: upstream.client,
  });
  Object.assign(outsider, (await agentWithTeam()).ids);
  agent = (await agentWithTeam()).visitor;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await upstream?.close();
  await mock?.stop();
});

const DEMO_AGENT = { username: 'demo_agent', password: 'Passw0rd!' };
const merchantToday = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const TODAY = { startDate: merchantToday, endDate: merchantToday };

const expectKey = (result: TCallResult, status: number, key: string) => {
  expect(result.status, JSON.stringify(result.error)).toBe(status);
  expect(result.error?.data.key).toBe(key);
};

describe('who may use the agent centre', () => {
  const cases = Object.values(agentCases(outsider));

  it.each(cases)(
    '$path: a player is refused 403 error_not_agent before any upstream call',
    async (testCase) => {
      const { visitor } = await signedInQaMember(app, mock, 'player');
      const before = upstream.callsToEach(AGENT_PATHS);
      expectKey(await call(visitor, testCase, testCase.input()), 403, 'error_not_agent');
      expect(upstream.callsToEach(AGENT_PATHS)).toEqual(before);
    },
  );

  it('a guest is asked to log in, a trial member is refused', async () => {
    const { teamOverview } = agentCases(outsider);
    expectKey(await call(new GatewayVisitor(app), teamOverview, teamOverview.input()), 401, 'not_logged_in');
    const { visitor } = await signedInQaMember(app, mock, 'trial');
    expectKey(await call(visitor, teamOverview, teamOverview.input()), 403, 'in_need_true_account');
  });
});

describe('an agent reaches only its own team', () => {
  const withIds = Object.values(agentCases(outsider)).filter((testCase) => testCase.notFound);

  it.each(withIds)('$path: a member, link or contract of another team is 404 $notFound', async (testCase) => {
    expectKey(await call(agent, testCase, testCase.input()), 404, testCase.notFound ?? '');
  });

  it('every procedure answers the agent for its own team', async () => {
    const own = await agentWithTeam();
    for (const testCase of Object.values(agentCases(own.ids))) {
      const result = await call(own.visitor, testCase, testCase.input());
      expect(result.status, `${testCase.path} ${JSON.stringify(result.error)}`).toBe(200);
    }
    const info = okData<TContractInfo>(
      await own.visitor.query('agent.contractInfo', { contractType: 'daily' }),
    );
    expect(info.enabled).toBe(true);
  });
});

describe('contracts and settlements through the gateway', () => {
  it('an offer reaches the downline agent live; its acceptance reaches the upline', async () => {
    const listening = await buildApp(
      testConfig({ UPSTREAM_URL: mock.url, EVENT_SOURCE: 'feed', ...GENEROUS_GUARDS }),
    );
    const url = await listening.listen({ host: '127.0.0.1', port: 0 });
    try {
      const upline = await signedInQaMember(listening, mock, 'agent');
      await mock.qa('POST', '/agent/contracts', {
        username: upline.account.username,
        contractType: 'daily',
        ratePercent: 1,
      });
      const sub = await signedInQaMember(listening, mock, 'agent', {
        uplineUsername: upline.account.username,
      });
      const subSocket = await connectSocket(url, { cookie: `sid=${sub.visitor.cookies.get('sid')}` });
      const uplineSocket = await connectSocket(url, { cookie: `sid=${upline.visitor.cookies.get('sid')}` });
      try {
        // The gateway's feed is up once a balance event of the sub-agent is heard.
        const heard: number[] = [];
        subSocket.on(SOCKET_EVENTS.balance, (balance) => void heard.push(balance.total));
        await vi.waitFor(
          async () => {
            if (heard.length === 0)
              await mock.qa('POST', '/bonus', { username: sub.account.username, amountMinor: 100 });
            await sleep(200);
            expect(heard.length).toBeGreaterThan(0);
          },
          { timeout: 10_000 },
        );
        const team = okData<{ rows: TDownline[] }>(
          await upline.visitor.query('agent.downlines', { pageNo: 1 }),
        ).rows;
        const memberId = team.find((row) => row.username === sub.account.username)?.memberId ?? '';

        const offered = new Promise<TContract>((resolve) =>
          subSocket.once(SOCKET_EVENTS.contractOffer, (event) => resolve(event.contract)),
        );
        const offer = okData<TContract>(
          await upline.visitor.mutate('agent.offerContract', {
            memberId,
            contractType: 'daily',
            ratePercent: 0.5,
            minValidBet: 0,
            minActiveMembers: 0,
            period: 'daily',
          }),
        );
        expect(await offered).toMatchObject({
          contractId: offer.contractId,
          status: 'offered',
          ratePercent: 0.5,
        });

        const accepted = new Promise<TContract>((resolve) =>
          uplineSocket.on(SOCKET_EVENTS.contractStatus, (event) => {
            if (event.contract.contractId === offer.contractId) resolve(event.contract);
          }),
        );
        okData(
          await sub.visitor.mutate('agent.processContract', {
            contractType: 'daily',
            contractId: offer.contractId,
            action: 'accept',
          }),
        );
        expect(await accepted).toMatchObject({ status: 'active', username: sub.account.username });
      } finally {
        subSocket.close();
        uplineSocket.close();
      }
    } finally {
      await listening.close();
    }
  }, 30_000);

  it('a settlement run twice pays once, and the ledger stays whole', async () => {
    const demoAgent = new GatewayVisitor(app, { ip: '198.18.200.1' });
    await logInAs(demoAgent, {
      ...DEMO_AGENT,
      token: '',
      mobileNum: null,
      countryDialingCode: null,
      email: null,
    });
    const balance = async () => okData<TBalanceOutput>(await demoAgent.query('wallet.balance')).total;
    // Whatever of the seeded contracts' history is due, then an hour more of periods.
    await mock.qa('POST', '/agent/settle', {});
    const before = await balance();
    await mock.qa('POST', '/agent/clock', { minutes: 60 });
    const first = await mock.qa<{ settled: { username: string; amount: number }[] }>(
      'POST',
      '/agent/settle',
      {},
    );
    const second = await mock.qa<{ settled: unknown[] }>('POST', '/agent/settle', {});

    expect(first.settled.length).toBeGreaterThan(0);
    expect(second.settled).toEqual([]);
    // The run pays every agent whose period closed (past midnight in Manila, the sub-agents' daily ones too).
    const paid = first.settled
      .filter((row) => row.username === DEMO_AGENT.username)
      .reduce((sum, row) => sum + toMinorUnits(row.amount), 0);
    expect((await balance()) - before).toBe(paid);
    const hourly = okData<{ rows: TSettlement[] }>(
      await demoAgent.query('agent.settlements', { ...TODAY, contractType: 'hourly', pageSize: 50 }),
    ).rows;
    const periods = hourly.map((row) => `${row.contractId}:${row.periodStart}`);
    expect(new Set(periods).size).toBe(periods.length);
    expect(await mock.qa<{ ok: boolean }>('GET', '/ledger-check')).toMatchObject({ ok: true });
  });
});
