import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  GAMES_PATHS,
  REWARDS_PATHS,
  type TWireFeedEvent,
  type TWireMission,
  WALLET_PATHS,
} from '@site/contracts';
import { rewardClaims } from '../../../db/schema-rewards.js';
import { tokenOf } from '../../../test/agent-fixtures.js';
import { insertTestGames, TEST_GAMES } from '../../../test/play-fixtures.js';
import { memberIdOf } from '../../../test/round-fixtures.js';
import { createInMemoryMock, qa, TEST_SEAMLESS_KEY, type TInMemoryMock } from '../../../test/test-app.js';
import { createPayer, getAs, postAs, type TPayer } from '../../../test/withdraw-fixtures.js';

let testApp: TInMemoryMock;
const events: TWireFeedEvent[] = [];
beforeAll(async () => {
  testApp = await createInMemoryMock();
  insertTestGames(testApp.db);
  testApp.app.events.subscribe(({ event }) => events.push(event));
});
afterAll(() => testApp.close());
beforeEach(() => {
  events.length = 0;
});

type TPlayer = TPayer & { id: number };
const player = async (): Promise<TPlayer> => {
  const payer = await createPayer(testApp.app, { balanceMinor: 1_000_000 });
  return { ...payer, id: memberIdOf(testApp.db, payer.username) };
};

/** The launch token of a real launch of the test slot (RNG: ₱10 of valid bet earns a point). */
const launchToken = async (member: TPlayer): Promise<string> => {
  const launch = await getAs(testApp.app, member.token, GAMES_PATHS.launchGame, {
    launchMode: 'GLS',
    nodeId: TEST_GAMES.slot.nodeId,
  });
  return new URL(launch.json().value.content.game_url, 'http://x').searchParams.get('launch') ?? '';
};

/** A vendor's seamless wallet call, as the vendor makes it. */
const seamless = (kind: 'debit' | 'credit', body: Record<string, unknown>) =>
  testApp.app.inject({
    method: 'POST',
    url: `/seamless/${kind}`,
    headers: { 'x-seamless-key': TEST_SEAMLESS_KEY },
    payload: body,
  });

const summaryOf = async (member: TPlayer) => {
  const reply = await getAs(testApp.app, member.token, REWARDS_PATHS.missionSummary);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value as { missions: TWireMission[]; completedCount: number; claimableCount: number };
};

const missionOf = async (member: TPlayer, metric: TWireMission['metric']) => {
  const found = (await summaryOf(member)).missions.find((mission) => mission.metric === metric);
  if (!found) throw new Error(`no ${metric} mission`);
  return found;
};

const pointsOf = async (member: TPlayer) =>
  (await getAs(testApp.app, member.token, REWARDS_PATHS.pointBalance)).json().value;

const eventsOf = (type: TWireFeedEvent['type'], memberId: number) =>
  events.filter((event) => event.type === type && Number(event.memberId) === memberId);

const missionClaimsOf = (memberId: number) =>
  testApp.db
    .select()
    .from(rewardClaims)
    .where(and(eq(rewardClaims.memberId, memberId), like(rewardClaims.sourceKey, 'mission:%')))
    .all();

describe('the mission summary', () => {
  it('lists the merchant’s missions with the member’s progress in the current cycle', async () => {
    const member = await player();
    const summary = await summaryOf(member);
    expect(summary).toMatchObject({ completedCount: 0, claimableCount: 0 });
    expect(summary.missions).toEqual([
      expect.objectContaining({
        metric: 'TURNOVER',
        cycle: 'DAILY',
        target: 500,
        progress: 0,
        rewardAmount: 5,
      }),
      expect.objectContaining({ metric: 'ROUNDS', cycle: 'DAILY', target: 20, progress: 0, rewardAmount: 3 }),
      expect.objectContaining({ metric: 'DEPOSIT', cycle: 'WEEKLY', target: 1_000, rewardAmount: 20 }),
    ]);
    const [daily, , weekly] = summary.missions.map((mission) => ({
      start: Number(mission.cycleStart),
      end: Number(mission.cycleEnd),
    }));
    // Daily from midnight UTC+8; weekly from Monday midnight.
    expect(new Date(daily!.start + 8 * 3_600_000).toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(daily!.end - daily!.start).toBe(86_400_000);
    expect(new Date(weekly!.start + 8 * 3_600_000).getUTCDay()).toBe(1);
    expect(summary.missions.every((mission) => mission.status === 'in_progress')).toBe(true);
    const tagalog = await testApp.app.inject({
      method: 'GET',
      url: REWARDS_PATHS.missionSummary,
      headers: { merchant: 'demo', authorization: member.token, language: 'TY' },
    });
    expect(tagalog.json().value.missions[1].title).toBe('Maglaro ng 20 round ngayong araw');
  });

  it('shows demo_player’s seeded progress: the turnover mission done, 12 of 20 rounds', async () => {
    const token = await tokenOf(testApp.app, 'demo_player');
    const summary = (await getAs(testApp.app, token, REWARDS_PATHS.missionSummary)).json().value;
    expect(summary).toMatchObject({ completedCount: 1, claimableCount: 1 });
    expect(summary.missions[0]).toMatchObject({
      status: 'completed',
      progress: 6_000,
      claimId: expect.anything(),
    });
    expect(summary.missions[1]).toMatchObject({ status: 'in_progress', progress: 12 });
  });

  it('refuses a trial member', async () => {
    const trial = await createPayer(testApp.app, { kind: 'trial' });
    for (const path of [REWARDS_PATHS.missionSummary, REWARDS_PATHS.missionLeaderboard]) {
      const reply = await getAs(testApp.app, trial.token, path, { missionId: '1' });
      expect([reply.statusCode, reply.json().errorCode]).toEqual([403, 'in_need_true_account']);
    }
  });
});

describe('a settled round', () => {
  it('earns the points of its category and moves the missions once, told after the spin', async () => {
    const member = await player();
    const headers = { 'x-launch-token': await launchToken(member) };
    const spin = await testApp.app.inject({
      method: 'POST',
      url: '/games/api/slot/spin',
      headers,
      payload: { betMinor: 2_000 },
    });
    expect(spin.statusCode, spin.body).toBe(200);
    expect(await pointsOf(member)).toEqual({ points: 2, pendingPoints: 0 });
    expect((await missionOf(member, 'TURNOVER')).progress).toBe(20);
    expect((await missionOf(member, 'ROUNDS')).progress).toBe(1);
    expect(eventsOf('points_balance', member.id)).toEqual([
      expect.objectContaining({ balance: { points: 2, pendingPoints: 0 } }),
    ]);
    expect(
      eventsOf('mission_progress', member.id).map(
        (event) => event.type === 'mission_progress' && event.mission,
      ),
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ metric: 'TURNOVER', progress: 20 }),
        expect.objectContaining({ metric: 'ROUNDS', progress: 1 }),
      ]),
    );
  });

  it('adds nothing when the vendor settles or replays the same round again', async () => {
    const member = await player();
    const launchTokenOf = await launchToken(member);
    const roundId = `vendor-${randomUUID()}`;
    const movement = { launchToken: launchTokenOf, roundId };
    expect(
      (await seamless('debit', { ...movement, transactionId: `${roundId}:b`, amountMinor: 4_000 }))
        .statusCode,
    ).toBe(200);
    for (const transactionId of [`${roundId}:w`, `${roundId}:w`, `${roundId}:w2`])
      expect((await seamless('credit', { ...movement, transactionId, amountMinor: 0 })).statusCode).toBe(200);
    expect(await pointsOf(member)).toEqual({ points: 4, pendingPoints: 0 });
    expect((await missionOf(member, 'TURNOVER')).progress).toBe(40);
    expect((await missionOf(member, 'ROUNDS')).progress).toBe(1);
  });

  it('completes a mission reaching its target once a cycle and issues one claim of its reward', async () => {
    const member = await player();
    const token = await launchToken(member);
    const play = async (amountMinor: number) => {
      const roundId = `vendor-${randomUUID()}`;
      await seamless('debit', { launchToken: token, roundId, transactionId: `${roundId}:b`, amountMinor });
      await seamless('credit', {
        launchToken: token,
        roundId,
        transactionId: `${roundId}:w`,
        amountMinor: 0,
      });
    };
    await play(30_000);
    expect(missionClaimsOf(member.id)).toEqual([]);
    await play(30_000);
    await play(30_000);
    const turnover = await missionOf(member, 'TURNOVER');
    expect(turnover).toMatchObject({ status: 'completed', progress: 900 });
    const claims = missionClaimsOf(member.id);
    expect(claims).toEqual([
      expect.objectContaining({
        status: 'issued',
        amountMinor: 500,
        sourceKey: `mission:${turnover.missionId}:${turnover.cycleStart}`,
      }),
    ]);
    expect(turnover.claimId).toBe(claims[0]!.id);
    expect(eventsOf('reward_issued', member.id)).toEqual([
      expect.objectContaining({
        claim: expect.objectContaining({ promotionType: 'MISSION', amount: 5, status: 'issued' }),
      }),
    ]);
    expect(await summaryOf(member)).toMatchObject({ completedCount: 1, claimableCount: 1 });

    const claimed = await postAs(testApp.app, member.token, REWARDS_PATHS.claimIssued, {
      claimId: String(claims[0]!.id),
      requestId: randomUUID(),
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(await missionOf(member, 'TURNOVER')).toMatchObject({ status: 'claimed' });
    expect(await summaryOf(member)).toMatchObject({ completedCount: 1, claimableCount: 0 });
  });
});

describe('an approved deposit', () => {
  const deposit = async (member: TPlayer, amount: number) => {
    const settings = (await getAs(testApp.app, member.token, WALLET_PATHS.depositSettings)).json().value;
    const channel = settings.depositInfo.channels.find(
      (row: { name: string }) => row.name === 'BDO Bank Transfer',
    );
    const reply = await postAs(testApp.app, member.token, WALLET_PATHS.depositManualTransfer, {
      channelId: channel.channelId,
      payeeName: 'Juan Dela Cruz',
      amount,
      bankCode: 'x',
      vendorId: 'x',
      mcsBankCode: 'x',
      requestId: randomUUID(),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().value.orderId as string;
  };

  it('moves the weekly deposit mission, not a pending or rejected one', async () => {
    const member = await player();
    const first = await deposit(member, 600);
    expect((await missionOf(member, 'DEPOSIT')).progress).toBe(0);
    await qa(testApp.app, `/deposits/${first}/approve`, {});
    expect((await missionOf(member, 'DEPOSIT')).progress).toBe(600);
    expect(eventsOf('mission_progress', member.id)).toEqual([
      expect.objectContaining({ mission: expect.objectContaining({ metric: 'DEPOSIT', progress: 600 }) }),
    ]);
    await qa(testApp.app, `/deposits/${await deposit(member, 300)}/reject`, {});
    expect((await missionOf(member, 'DEPOSIT')).progress).toBe(600);
    await qa(testApp.app, `/deposits/${await deposit(member, 400)}/approve`, {});
    expect(await missionOf(member, 'DEPOSIT')).toMatchObject({ progress: 1_000, status: 'completed' });
    expect(missionClaimsOf(member.id)).toEqual([expect.objectContaining({ amountMinor: 2_000 })]);
  });
});

describe('the leaderboard', () => {
  it('ranks this cycle’s progress with masked names, and the member’s own place', async () => {
    const [first, second, idle] = [await player(), await player(), await player()];
    for (const [member, bets] of [
      [first, 3],
      [second, 1],
    ] as const) {
      const headers = { 'x-launch-token': await launchToken(member) };
      for (let spin = 0; spin < bets; spin++)
        await testApp.app.inject({
          method: 'POST',
          url: '/games/api/slot/spin',
          headers,
          payload: { betMinor: 10_000 },
        });
    }
    const rounds = await missionOf(first, 'ROUNDS');
    const boardOf = async (member: { token: string }) =>
      (
        await getAs(testApp.app, member.token, REWARDS_PATHS.missionLeaderboard, {
          missionId: rounds.missionId,
        })
      ).json().value;
    const board = await boardOf(second);
    // Found by each member's own place, not by the masked name: two players can share a mask.
    const firstPlace = (await boardOf(first)).me;
    const mask = (username: string) => `${username.slice(0, 2)}***${username.slice(-2)}`;
    expect(firstPlace).toMatchObject({ progress: 3 });
    expect(board.me).toMatchObject({ progress: 1 });
    expect(board.me.rank).toBeGreaterThan(firstPlace.rank);
    expect(board.list[firstPlace.rank - 1]).toEqual({
      rank: firstPlace.rank,
      username: mask(first.username),
      progress: 3,
      completed: false,
    });
    expect(board.list[board.me.rank - 1]).toMatchObject({
      rank: board.me.rank,
      username: mask(second.username),
    });
    expect(board.list.length).toBeLessThanOrEqual(20);
    expect(JSON.stringify(board)).not.toContain(first.username);
    const none = (
      await getAs(testApp.app, idle.token, REWARDS_PATHS.missionLeaderboard, { missionId: rounds.missionId })
    ).json().value;
    expect(none.me).toBeNull();
    for (const missionId of ['999999', 'x']) {
      const unknown = await getAs(testApp.app, idle.token, REWARDS_PATHS.missionLeaderboard, { missionId });
      expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'mission_not_found']);
    }
  });
});

describe('a new cycle', () => {
  it('starts from nothing when the merchant’s clock passes midnight', async () => {
    const member = await player();
    const headers = { 'x-launch-token': await launchToken(member) };
    await testApp.app.inject({
      method: 'POST',
      url: '/games/api/slot/spin',
      headers,
      payload: { betMinor: 1_000 },
    });
    const today = await missionOf(member, 'ROUNDS');
    expect(today.progress).toBe(1);
    const moved = await qa(testApp.app, '/agent/clock', { minutes: 24 * 60 });
    expect(moved.statusCode).toBe(200);
    const tomorrow = await missionOf(member, 'ROUNDS');
    expect(tomorrow).toMatchObject({ progress: 0, status: 'in_progress', cycleStart: today.cycleEnd });
  });
});
