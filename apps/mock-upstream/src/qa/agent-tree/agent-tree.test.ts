import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PATHS } from '@site/contracts';
import { lastDays, tokenOf } from '../../test/agent-fixtures.js';
import { createInMemoryMock, qa, type TInMemoryMock } from '../../test/test-app.js';
import { getAs } from '../../test/withdraw-fixtures.js';
import { treeShape } from './agent-tree.js';

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

const teamReport = async (token: string, path: string) =>
  // The last 10 × 24 hours reach into an 11th merchant day.
  (await getAs(mock.app, token, path, lastDays(11))).json().value;

describe('POST /__qa/agent/tree', () => {
  it('spreads members over sub-agents two levels down and players below them', () => {
    expect(treeShape(10_000)).toEqual({ firstLevel: 10, secondLevelEach: 10, players: 9_890 });
    expect(treeShape(30)).toEqual({ firstLevel: 1, secondLevelEach: 3, players: 26 });
  });

  it('builds a team under a new agent whose reports show it, and keeps the ledger whole', async () => {
    const reply = await qa(mock.app, '/agent/tree', { members: 300, betsPerMember: 4, days: 10 });
    expect(reply.statusCode, reply.body).toBe(200);
    const tree = reply.json<{ agentUsername: string; password: string; members: number; bets: number }>();
    expect(tree).toMatchObject({ members: 300, bets: 1_200 });
    const token = await tokenOf(mock.app, tree.agentUsername, tree.password);
    expect(await teamReport(token, AGENT_PATHS.teamKpiA)).toMatchObject({
      teamSize: 300,
      directMembers: 3,
      agents: 33,
      players: 267,
      activeMembers: 300,
      firstDepositors: 300,
    });
    const money = await teamReport(token, AGENT_PATHS.teamKpiB);
    expect(money).toMatchObject({ betCount: 1_200, depositAmount: 300 * 10_000 });
    expect(money.validBetAmount).toBe(money.betAmount);
    expect((await qa(mock.app, '/ledger-check')).json()).toMatchObject({ ok: true });
  });

  it('builds under a named agent, and refuses a member who is not one', async () => {
    const reply = await qa(mock.app, '/agent/tree', {
      agentUsername: 'demo_sub_b',
      members: 20,
      betsPerMember: 1,
      days: 3,
    });
    expect(reply.json()).toMatchObject({ agentUsername: 'demo_sub_b', password: null, members: 20 });
    const subToken = await tokenOf(mock.app, 'demo_sub_b');
    expect((await teamReport(subToken, AGENT_PATHS.teamKpiA)).teamSize).toBe(3 + 20);
    const refused = await qa(mock.app, '/agent/tree', {
      agentUsername: 'demo_player',
      members: 5,
      betsPerMember: 1,
      days: 1,
    });
    expect(refused.statusCode).toBe(400);
  });
});
