import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PATHS, REBATE_RATES } from '@site/contracts';
import { CALL_REGISTRY } from '@site/contracts/registry';
import { callAs, createTeam, outcome, type TTeam } from '../../../test/agent-fixtures.js';
import { createInMemoryMock, type TInMemoryMock } from '../../../test/test-app.js';
import { createPayer, getAs, postAs } from '../../../test/withdraw-fixtures.js';

let testApp: TInMemoryMock;
let team: TTeam;
beforeAll(async () => {
  testApp = await createInMemoryMock();
  team = await createTeam(testApp.app, testApp.db);
});
afterAll(() => testApp.close());

const merchantRebates = Object.entries(REBATE_RATES).map(([gameType, rate]) => ({ gameType, rate }));
const rateOf = (rebates: { gameType: string; rate: number }[], gameType: string) =>
  rebates.find((rebate) => rebate.gameType === gameType)?.rate;

const setRebates = (token: string, memberId: number, rebates: { gameType: string; rate: number }[]) =>
  postAs(testApp.app, token, AGENT_PATHS.updateDownlineRebates, { memberId: String(memberId), rebates });

describe('the agent calls', () => {
  const served = CALL_REGISTRY.filter((entry) => entry.group === 'agent' && entry.mock);

  it.each(served.map((entry) => [`${entry.method} ${entry.name}`, entry] as const))(
    'refuses a player: %s',
    async (_label, entry) => {
      const reply = await callAs(testApp.app, team.player.token, entry.method as 'GET' | 'POST', entry.path);
      expect(outcome(reply)).toEqual([403, 'error_not_agent']);
    },
  );
});

describe('downlines', () => {
  it('lists the whole team newest first, with level, upline, balance, team size and rebates', async () => {
    const reply = await getAs(testApp.app, team.top.token, AGENT_PATHS.downlines);
    expect(reply.statusCode).toBe(200);
    const { list, totalCount } = reply.json().value;
    expect(totalCount).toBe(4);
    expect(list.map((row: { username: string }) => row.username)).toEqual(
      [team.deepPlayer, team.deep, team.player, team.sub].map((member) => member.username),
    );
    expect(list[1]).toMatchObject({
      memberId: team.deep.id,
      level: 2,
      uplineUsername: team.sub.username,
      balance: 1000,
      teamSize: 1,
      rebates: merchantRebates,
      status: 'active',
    });
    expect(list[3]).toMatchObject({ level: 1, uplineUsername: team.top.username, teamSize: 2 });
  });

  it('filters by a part of the username and by direct downlines, and pages', async () => {
    const direct = await getAs(testApp.app, team.top.token, AGENT_PATHS.downlines, { directOnly: 'true' });
    expect(direct.json().value.list.map((row: { level: number }) => row.level)).toEqual([1, 1]);
    const part = team.deep.username.slice(2).toUpperCase();
    const found = await getAs(testApp.app, team.top.token, AGENT_PATHS.downlines, { username: part });
    expect(found.json().value.list.map((row: { username: string }) => row.username)).toEqual([
      team.deep.username,
    ]);
    const page = await getAs(testApp.app, team.top.token, AGENT_PATHS.downlines, { pageNo: 2, pageSize: 3 });
    expect(page.json().value).toMatchObject({ pageNo: 2, totalPages: 2, totalCount: 4 });
    expect(page.json().value.list).toHaveLength(1);
  });

  it('shows one member of the team with the agent’s own rates as the ceiling', async () => {
    const reply = await getAs(testApp.app, team.sub.token, AGENT_PATHS.downline, {
      memberId: team.deepPlayer.id,
    });
    expect(reply.json().value).toMatchObject({
      username: team.deepPlayer.username,
      level: 2,
      uplineUsername: team.deep.username,
      maxRebates: merchantRebates,
    });
  });

  it('answers 404 downline_not_found for anyone outside the team', async () => {
    const stranger = await createPayer(testApp.app, { kind: 'agent' });
    const { id: outsider } = { id: team.top.id };
    for (const memberId of [outsider, team.sub.id, 'nobody']) {
      const reply = await getAs(testApp.app, team.deep.token, AGENT_PATHS.downline, { memberId });
      expect(outcome(reply)).toEqual([404, 'downline_not_found']);
    }
    const fromStranger = await getAs(testApp.app, stranger.token, AGENT_PATHS.downline, {
      memberId: team.sub.id,
    });
    expect(outcome(fromStranger)).toEqual([404, 'downline_not_found']);
    expect(outcome(await setRebates(stranger.token, team.sub.id, [{ gameType: 'RNG', rate: 1 }]))).toEqual([
      404,
      'downline_not_found',
    ]);
  });
});

describe('downline rebates', () => {
  it('sets a direct downline’s rates, which its own downlines inherit as their default', async () => {
    const reply = await setRebates(team.top.token, team.sub.id, [{ gameType: 'RNG', rate: 0.9 }]);
    expect(reply.statusCode).toBe(200);
    expect(rateOf(reply.json().value.rebates, 'RNG')).toBe(0.9);
    expect(rateOf(reply.json().value.rebates, 'LIVE')).toBe(REBATE_RATES.LIVE);
    const deep = await getAs(testApp.app, team.sub.token, AGENT_PATHS.downline, { memberId: team.deep.id });
    expect(rateOf(deep.json().value.rebates, 'RNG')).toBe(0.9);
    expect(rateOf(deep.json().value.maxRebates, 'RNG')).toBe(0.9);
  });

  it('refuses a rate above the agent’s own, a deeper member and an unknown category', async () => {
    await setRebates(team.top.token, team.sub.id, [{ gameType: 'RNG', rate: 0.9 }]);
    expect(
      outcome(await setRebates(team.sub.token, team.deep.id, [{ gameType: 'RNG', rate: 0.91 }])),
    ).toEqual([400, 'rebate_above_upline']);
    expect(
      outcome(
        await setRebates(team.top.token, team.sub.id, [{ gameType: 'RNG', rate: REBATE_RATES.RNG! + 0.01 }]),
      ),
    ).toEqual([400, 'rebate_above_upline']);
    expect(outcome(await setRebates(team.top.token, team.deep.id, [{ gameType: 'RNG', rate: 0.5 }]))).toEqual(
      [400, 'not_direct_downline'],
    );
    expect(outcome(await setRebates(team.top.token, team.sub.id, [{ gameType: 'PVP', rate: 0.1 }]))).toEqual([
      400,
      'validation_failed',
    ]);
    const ok = await setRebates(team.sub.token, team.deep.id, [{ gameType: 'RNG', rate: 0.9 }]);
    expect(rateOf(ok.json().value.rebates, 'RNG')).toBe(0.9);
  });

  it('keeps a downline never above its upline when the upline’s rate falls', async () => {
    const fresh = await createTeam(testApp.app, testApp.db);
    await setRebates(fresh.sub.token, fresh.deep.id, [{ gameType: 'LIVE', rate: 0.7 }]);
    await setRebates(fresh.top.token, fresh.sub.id, [{ gameType: 'LIVE', rate: 0.5 }]);
    const deep = await getAs(testApp.app, fresh.sub.token, AGENT_PATHS.downline, { memberId: fresh.deep.id });
    expect(rateOf(deep.json().value.rebates, 'LIVE')).toBe(0.5);
  });
});
