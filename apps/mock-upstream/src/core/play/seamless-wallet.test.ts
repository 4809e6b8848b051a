import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameLaunches, gameRounds, type TGameLaunch } from '../../db/schema-play.js';
import {
  createMember,
  insertTestGames,
  TEST_GAMES,
  type TQaMember,
  walletFigures,
} from '../../test/play-fixtures.js';
import { createInMemoryMock, TEST_SEAMLESS_KEY, type TInMemoryMock, withToken } from '../../test/test-app.js';
import { balanceOf, credit, debit, rollback, SeamlessError } from './seamless-wallet.js';

let mock: TInMemoryMock;

beforeAll(async () => {
  mock = await createInMemoryMock();
  insertTestGames(mock.db);
});
afterAll(() => mock.close());

const launchFor = async (member: TQaMember): Promise<{ token: string; launch: TGameLaunch }> => {
  const reply = await mock.app.inject({
    method: 'GET',
    url: `/wps/game/launchGame?launchMode=GLS&nodeId=${TEST_GAMES.slot.nodeId}`,
    headers: withToken(member.token),
  });
  expect(reply.statusCode).toBe(200);
  const token = new URL(reply.json().value.content.game_url, 'http://x').searchParams.get('launch') ?? '';
  const launch = mock.db.select().from(gameLaunches).where(eq(gameLaunches.token, token)).get();
  if (!launch) throw new Error('launch missing');
  return { token, launch };
};

const errorOf = (call: () => unknown) => {
  try {
    call();
  } catch (error) {
    if (error instanceof SeamlessError) return { status: error.statusCode, code: error.errorCode };
    throw error;
  }
  throw new Error('expected a SeamlessError');
};

describe('seamless wallet', () => {
  it('debits and credits the main wallet through the ledger, with exact replays', async () => {
    const member = await createMember(mock.app, 'player', 10_000);
    const { launch } = await launchFor(member);
    const first = debit(mock.db, launch, { transactionId: 'a-1', roundId: 'ra-1', amountMinor: 300 });
    expect(first).toMatchObject({ balanceMinor: 9_700, isReplay: false });
    const replay = debit(mock.db, launch, { transactionId: 'a-1', roundId: 'ra-1', amountMinor: 300 });
    expect(replay).toMatchObject({ balanceMinor: 9_700, isReplay: true });
    credit(mock.db, launch, { transactionId: 'a-2', roundId: 'ra-1', amountMinor: 1_000 });
    // A later debit, then the replay of the first still answers its first result.
    debit(mock.db, launch, { transactionId: 'a-3', roundId: 'ra-2', amountMinor: 100 });
    expect(
      debit(mock.db, launch, { transactionId: 'a-1', roundId: 'ra-1', amountMinor: 300 }).balanceMinor,
    ).toBe(9_700);
    expect(balanceOf(mock.db, launch)).toBe(10_600);
    const figures = walletFigures(mock.db, member.username);
    expect(figures.balanceMinor).toBe(10_600);
    expect(figures.ledgerSumMinor).toBe(10_600);
    const round = mock.db.select().from(gameRounds).where(eq(gameRounds.roundId, 'ra-1')).get();
    expect(round).toMatchObject({ betMinor: 300, winMinor: 1_000, status: 'settled' });
  });

  it('refuses a conflicting replay with transaction_conflict', async () => {
    const member = await createMember(mock.app, 'player', 10_000);
    const { launch } = await launchFor(member);
    debit(mock.db, launch, { transactionId: 'b-1', roundId: 'rb-1', amountMinor: 300 });
    expect(
      errorOf(() => debit(mock.db, launch, { transactionId: 'b-1', roundId: 'rb-1', amountMinor: 301 })),
    ).toEqual({
      status: 409,
      code: 'transaction_conflict',
    });
    expect(
      errorOf(() => credit(mock.db, launch, { transactionId: 'b-1', roundId: 'rb-1', amountMinor: 300 })),
    ).toEqual({
      status: 409,
      code: 'transaction_conflict',
    });
    expect(walletFigures(mock.db, member.username).balanceMinor).toBe(9_700);
  });

  it('rolls a debit back once, and blocks a debit whose rollback came first (tombstone)', async () => {
    const member = await createMember(mock.app, 'player', 5_000);
    const { launch } = await launchFor(member);
    debit(mock.db, launch, { transactionId: 'c-1', roundId: 'rc-1', amountMinor: 1_000 });
    expect(
      rollback(mock.db, launch, { transactionId: 'c-1', roundId: 'rc-1', amountMinor: 0 }),
    ).toMatchObject({
      balanceMinor: 5_000,
      amountMinor: 1_000,
      isReplay: false,
    });
    expect(
      rollback(mock.db, launch, { transactionId: 'c-1', roundId: 'rc-1', amountMinor: 0 }).isReplay,
    ).toBe(true);
    expect(walletFigures(mock.db, member.username).balanceMinor).toBe(5_000);
    expect(mock.db.select().from(gameRounds).where(eq(gameRounds.roundId, 'rc-1')).get()?.status).toBe(
      'rolled_back',
    );
    // The debit replayed after its rollback is refused.
    expect(
      errorOf(() => debit(mock.db, launch, { transactionId: 'c-1', roundId: 'rc-1', amountMinor: 1_000 }))
        .code,
    ).toBe('transaction_rolled_back');

    // Unknown debit: the rollback succeeds and changes nothing, the debit arriving later is refused.
    expect(
      rollback(mock.db, launch, { transactionId: 'c-2', roundId: 'rc-2', amountMinor: 700 }),
    ).toMatchObject({
      balanceMinor: 5_000,
      amountMinor: 0,
    });
    expect(
      errorOf(() => debit(mock.db, launch, { transactionId: 'c-2', roundId: 'rc-2', amountMinor: 700 })),
    ).toEqual({
      status: 409,
      code: 'transaction_rolled_back',
    });
    const figures = walletFigures(mock.db, member.username);
    expect(figures).toMatchObject({ balanceMinor: 5_000, ledgerSumMinor: 5_000 });
  });

  it('never goes below zero: insufficient_balance records nothing', async () => {
    const member = await createMember(mock.app, 'player', 500);
    const { launch } = await launchFor(member);
    expect(
      errorOf(() => debit(mock.db, launch, { transactionId: 'd-1', roundId: 'rd-1', amountMinor: 501 })),
    ).toEqual({
      status: 400,
      code: 'insufficient_balance',
    });
    // Nothing was stored: the same id may be used again with an affordable amount.
    expect(
      debit(mock.db, launch, { transactionId: 'd-1', roundId: 'rd-1', amountMinor: 500 }).balanceMinor,
    ).toBe(0);
    expect(walletFigures(mock.db, member.username)).toMatchObject({ balanceMinor: 0, ledgerSumMinor: 0 });
  });

  it('answers over HTTP with the X-Seamless-Key', async () => {
    const member = await createMember(mock.app, 'player', 2_000);
    const { token } = await launchFor(member);
    const call = (path: string, payload: object, key = TEST_SEAMLESS_KEY) =>
      mock.app.inject({
        method: 'POST',
        url: `/seamless/${path}`,
        headers: { 'x-seamless-key': key },
        payload,
      });
    expect(
      (
        await call(
          'debit',
          { transactionId: 'h-1', launchToken: token, roundId: 'rh', amountMinor: 100 },
          'nope',
        )
      ).statusCode,
    ).toBe(401);
    const debited = await call('debit', {
      transactionId: 'h-1',
      launchToken: token,
      roundId: 'rh',
      amountMinor: 100,
    });
    expect(debited.statusCode).toBe(200);
    expect(debited.json()).toMatchObject({ success: true, value: { balanceMinor: 1_900, isReplay: false } });
    const conflict = await call('debit', {
      transactionId: 'h-1',
      launchToken: token,
      roundId: 'rh',
      amountMinor: 200,
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ success: false, errorCode: 'transaction_conflict' });
    const broke = await call('debit', {
      transactionId: 'h-2',
      launchToken: token,
      roundId: 'rh',
      amountMinor: 5_000,
    });
    expect(broke.statusCode).toBe(400);
    expect(broke.json().errorCode).toBe('insufficient_balance');
    await call('rollback', { transactionId: 'h-3', launchToken: token, roundId: 'rh3', amountMinor: 0 });
    const late = await call('debit', {
      transactionId: 'h-3',
      launchToken: token,
      roundId: 'rh3',
      amountMinor: 10,
    });
    expect(late.json().errorCode).toBe('transaction_rolled_back');
    const balance = await mock.app.inject({
      method: 'GET',
      url: `/seamless/balance?launchToken=${token}`,
      headers: { 'x-seamless-key': TEST_SEAMLESS_KEY },
    });
    expect(balance.json().value).toEqual({ balanceMinor: 1_900, mode: 'real' });
  });

  it('keeps sum(ledger) == cached balance and never negative under 200 concurrent HTTP bets', async () => {
    const member = await createMember(mock.app, 'player', 10_000);
    const { token } = await launchFor(member);
    const address = await mock.app.listen({ port: 0, host: '127.0.0.1' });
    const results = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const response = await fetch(`${address}/games/api/slot/spin`, {
          method: 'POST',
          headers: { 'x-launch-token': token, 'content-type': 'application/json' },
          body: JSON.stringify({ betMinor: 100 * (1 + (i % 3)) }),
        });
        return response.status;
      }),
    );
    expect(results.every((status) => status === 200 || status === 400)).toBe(true);
    expect(results.filter((status) => status === 200).length).toBeGreaterThan(0);
    const figures = walletFigures(mock.db, member.username);
    expect(figures.ledgerSumMinor).toBe(figures.balanceMinor);
    expect(figures.balanceMinor).toBeGreaterThanOrEqual(0);
    expect(figures.minimumAfterMinor ?? 0).toBeGreaterThanOrEqual(0);
    // Every successful spin is a settled round whose bet and win match the ledger.
    const rounds = mock.db.$client
      .prepare(
        "SELECT COUNT(*) AS n, SUM(win_minor - bet_minor) AS net FROM game_rounds r JOIN game_launches l ON l.id = r.launch_id WHERE l.token = ? AND r.status = 'settled'",
      )
      .get(token) as { n: number; net: number };
    expect(rounds.n).toBe(results.filter((status) => status === 200).length);
    expect(10_000 + rounds.net).toBe(figures.balanceMinor);
  }, 60_000);
});
