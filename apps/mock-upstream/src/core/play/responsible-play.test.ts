import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES_PATHS } from '@site/contracts';
import { games } from '../../db/schema-games.js';
import { pokerSeats } from '../../db/schema-live.js';
import { gameLaunches, gameRounds } from '../../db/schema-play.js';
import {
  createMember,
  insertTestGames,
  TEST_GAMES,
  type TQaMember,
  walletFigures,
} from '../../test/play-fixtures.js';
import { setLimit, startBreak } from '../../test/responsible-state.js';
import { memberIdOf } from '../../test/round-fixtures.js';
import {
  createInMemoryMock,
  MERCHANT_HEADERS,
  TEST_SEAMLESS_KEY,
  type TInMemoryMock,
  withToken,
} from '../../test/test-app.js';

/** Launches and seamless bets under responsible gaming limits and breaks (decision 0041). */

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
  insertTestGames(mock.db);
});
afterAll(() => mock.close());

const launch = (member: TQaMember) =>
  mock.app.inject({
    method: 'GET',
    url: `${GAMES_PATHS.launchGame}?launchMode=GLS&nodeId=${TEST_GAMES.slot.nodeId}`,
    headers: withToken(member.token),
  });

const launchTokenOf = (reply: { json: () => { value: { content: { game_url: string } } } }) =>
  new URL(reply.json().value.content.game_url, 'http://mock').searchParams.get('launch') ?? '';

const launched = async (member: TQaMember): Promise<string> => {
  const reply = await launch(member);
  expect(reply.statusCode).toBe(200);
  return launchTokenOf(reply);
};

const seamless = (
  kind: 'debit' | 'credit',
  launchToken: string,
  movement: { transactionId: string; roundId: string; amountMinor: number },
) =>
  mock.app.inject({
    method: 'POST',
    url: `/seamless/${kind}`,
    headers: { 'x-seamless-key': TEST_SEAMLESS_KEY },
    payload: { launchToken, ...movement },
  });

const player = async (balanceMinor = 100_000) => {
  const member = await createMember(mock.app, 'player', balanceMinor);
  return { ...member, id: memberIdOf(mock.db, member.username) };
};

describe('the loss limit', () => {
  it('counts a settled round’s loss and open stakes, refuses the bet past it, and replays what was recorded', async () => {
    const member = await player();
    const token = await launched(member);
    setLimit(mock.db, member.id, { type: 'loss', period: 'day', value: 1_000 });
    expect(
      (await seamless('debit', token, { transactionId: 'l-1', roundId: 'lr-1', amountMinor: 600 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await seamless('credit', token, { transactionId: 'l-2', roundId: 'lr-1', amountMinor: 100 }))
        .statusCode,
    ).toBe(200);

    // 500 lost on the settled round: 600 more would pass the limit, nothing is recorded.
    const over = await seamless('debit', token, { transactionId: 'l-3', roundId: 'lr-2', amountMinor: 600 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      success: false,
      message: expect.any(String),
      errorCode: 'loss_limit_reached',
      value: { limit: { type: 'loss', period: 'day', left: 5, resetsAt: expect.any(Number) } },
    });
    expect(mock.db.select().from(gameRounds).where(eq(gameRounds.roundId, 'lr-2')).get()).toBeUndefined();
    expect(walletFigures(mock.db, member.username).balanceMinor).toBe(99_500);

    // Exactly what is left passes; the open stake counts as lost, so the next bet is refused.
    expect(
      (await seamless('debit', token, { transactionId: 'l-4', roundId: 'lr-3', amountMinor: 500 }))
        .statusCode,
    ).toBe(200);
    const after = await seamless('debit', token, { transactionId: 'l-5', roundId: 'lr-4', amountMinor: 1 });
    expect(after.json()).toMatchObject({ errorCode: 'loss_limit_reached', value: { limit: { left: 0 } } });

    // A replay of a recorded bet still answers its first result.
    const replay = await seamless('debit', token, {
      transactionId: 'l-4',
      roundId: 'lr-3',
      amountMinor: 500,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().value).toMatchObject({ isReplay: true, balanceMinor: 99_000 });
  });
});

describe('a self-excluded member', () => {
  it('may not launch a game or bet from a launch made before, but may still open a free trial', async () => {
    const member = await player();
    const token = await launched(member);
    const { since, until } = startBreak(mock.db, member.id, 'self_exclusion');
    const restriction = { kind: 'self_exclusion', since, until };

    const refusedLaunch = await launch(member);
    expect(refusedLaunch.statusCode).toBe(403);
    expect(refusedLaunch.json()).toMatchObject({ errorCode: 'account_restricted', value: { restriction } });
    const launches = mock.db.select().from(gameLaunches).where(eq(gameLaunches.memberId, member.id)).all();
    expect(launches).toHaveLength(1);

    const bet = await seamless('debit', token, { transactionId: 'x-1', roundId: 'xr-1', amountMinor: 100 });
    expect(bet.statusCode).toBe(403);
    expect(bet.json()).toMatchObject({
      success: false,
      errorCode: 'account_restricted',
      value: { restriction },
    });
    expect(walletFigures(mock.db, member.username).balanceMinor).toBe(100_000);

    const trial = await mock.app.inject({
      method: 'GET',
      url: `${GAMES_PATHS.trialLaunch}?nodeId=${TEST_GAMES.slot.nodeId}`,
      headers: withToken(member.token),
    });
    expect(trial.statusCode).toBe(200);
    const trialToken = launchTokenOf(trial);
    const trialBet = await seamless('debit', trialToken, {
      transactionId: 'x-2',
      roundId: 'xr-2',
      amountMinor: 100,
    });
    expect(trialBet.statusCode).toBe(200);
  });

  it('is refused at the FB launch too', async () => {
    const member = await player();
    startBreak(mock.db, member.id, 'time_out', 1);
    const reply = await mock.app.inject({
      method: 'GET',
      url: GAMES_PATHS.launchFb,
      headers: { ...MERCHANT_HEADERS, authorization: member.token },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({
      errorCode: 'account_restricted',
      value: { restriction: { kind: 'time_out' } },
    });
  });
});

describe('a poker buy-in', () => {
  it('is a stake: refused past the wager limit, with no seat taken and nothing debited', async () => {
    const member = await player();
    const poker = mock.db
      .select()
      .from(games)
      .where(and(eq(games.engine, 'poker'), eq(games.isUnderMaintenance, false)))
      .get();
    if (!poker) throw new Error('no poker game in the catalogue');
    const reply = await mock.app.inject({
      method: 'GET',
      url: `${GAMES_PATHS.launchGame}?launchMode=GLS&nodeId=${poker.nodeId}`,
      headers: withToken(member.token),
    });
    const headers = { 'x-launch-token': launchTokenOf(reply) };
    const table = await mock.app.inject({ method: 'GET', url: '/games/api/poker/table', headers });
    const room = table.json<{ rooms: { roomId: number; minBuyInMinor: number }[] }>().rooms[0];
    if (!room) throw new Error('no poker room');
    setLimit(mock.db, member.id, { type: 'wager', period: 'day', value: room.minBuyInMinor - 1 });
    const sit = await mock.app.inject({
      method: 'POST',
      url: '/games/api/poker/sit',
      headers,
      payload: { roomId: room.roomId, buyInMinor: room.minBuyInMinor },
    });
    expect(sit.statusCode).toBe(400);
    expect(sit.json()).toMatchObject({
      errorCode: 'wager_limit_reached',
      value: { limit: { type: 'wager', period: 'day' } },
    });
    expect(mock.db.select().from(pokerSeats).where(eq(pokerSeats.memberId, member.id)).all()).toEqual([]);
    expect(walletFigures(mock.db, member.username).balanceMinor).toBe(100_000);
  });
});
