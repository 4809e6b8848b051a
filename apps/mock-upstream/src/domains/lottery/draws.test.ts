import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashServerSeed } from '../../core/play/fair/fair-rng.js';
import { lotteryNumeros } from '../../db/schema-lottery.js';
import type { TNumberedEvent } from '../../events/event-bus.js';
import { demoMerchantId } from '../../test/play-fixtures.js';
import { createInMemoryMock, type TInMemoryMock } from '../../test/test-app.js';
import { currentDraw, ensureDraws } from './draws.js';
import { lotteryGameByCode, lotteryGamesOf } from './games.js';
import { drawFairInputs, drawResults } from './results.js';
import { tickLottery } from './scheduler.js';

let mock: TInMemoryMock;
const events: TNumberedEvent[] = [];
beforeAll(async () => {
  mock = await createInMemoryMock();
  mock.app.events.subscribe((event) => events.push(event));
});
afterAll(() => mock.close());

/** Lucky Lotto 1 Minute draws every minute on the minute, closing 5 s before. */
const GAME_CODE = 'LOTT_FAST_1M';
const at = (iso: string) => new Date(iso);
const gameId = () => {
  const found = lotteryGameByCode(mock.db, demoMerchantId(mock.db), GAME_CODE);
  if (!found) throw new Error(`${GAME_CODE} missing`);
  return found.game.id;
};
const reread = (numeroId: number) =>
  mock.db.select().from(lotteryNumeros).where(eq(lotteryNumeros.id, numeroId)).get();

describe('lottery draws', () => {
  it('creates the current and next draws ahead, each with a fresh seed whose hash is published', () => {
    const { current, next } = ensureDraws(mock.db, gameId(), at('2030-01-01T00:00:30Z'));
    // 00:01 UTC is 07:01 in Vietnam: the 422nd draw of the local day.
    expect(current).toMatchObject({
      drawCode: '20300101-0422',
      status: 'open',
      drawAt: at('2030-01-01T00:01:00Z'),
      closeAt: at('2030-01-01T00:00:55Z'),
      results: null,
    });
    expect(next).toMatchObject({ drawCode: '20300101-0423', drawAt: at('2030-01-01T00:02:00Z') });
    expect(current?.serverSeedHash).toBe(hashServerSeed(current?.serverSeed ?? ''));
    expect(current?.serverSeed).not.toBe(next?.serverSeed);
    // Asked again, the same rows.
    const again = ensureDraws(mock.db, gameId(), at('2030-01-01T00:00:40Z'));
    expect([again.current?.id, again.next?.id]).toEqual([current?.id, next?.id]);
  });

  it('takes bets until the close, then none until the draw', () => {
    expect(currentDraw(mock.db, gameId(), at('2030-01-01T00:00:54Z'))?.drawCode).toBe('20300101-0422');
    expect(currentDraw(mock.db, gameId(), at('2030-01-01T00:00:55Z'))).toBeNull();
    expect(ensureDraws(mock.db, gameId(), at('2030-01-01T00:00:58Z')).current?.drawCode).toBe(
      '20300101-0422',
    );
  });

  it('closes and draws only when the tick comes, never on read', () => {
    const { current } = ensureDraws(mock.db, gameId(), at('2030-01-01T00:00:30Z'));
    if (!current) throw new Error('no current draw');
    tickLottery(mock.app, at('2030-01-01T00:00:56Z'));
    expect(reread(current.id)).toMatchObject({ status: 'closed', results: null });

    // Past its draw time, reads leave it as it is.
    currentDraw(mock.db, gameId(), at('2030-01-01T00:01:01Z'));
    ensureDraws(mock.db, gameId(), at('2030-01-01T00:01:01Z'));
    expect(reread(current.id)).toMatchObject({ status: 'closed', results: null, drawnAt: null });

    const before = events.length;
    tickLottery(mock.app, at('2030-01-01T00:01:01Z'));
    const drawn = reread(current.id);
    // No bets on it: drawn and settled in the same tick.
    expect(drawn).toMatchObject({ status: 'settled', drawnAt: at('2030-01-01T00:01:01Z') });
    expect(drawn?.results).toEqual(
      drawResults(
        'VN_NORTH',
        drawFairInputs({ serverSeed: current.serverSeed, gameCode: GAME_CODE, drawCode: current.drawCode }),
      ),
    );
    const published = events
      .slice(before)
      .map(({ event }) => event)
      .filter((event) => event.type === 'lottery_draw' && event.draw.gameCode === GAME_CODE);
    expect(published).toEqual([
      {
        type: 'lottery_draw',
        memberId: null,
        draw: expect.objectContaining({
          numero: '20300101-0422',
          status: 'drawn',
          serverSeed: current.serverSeed,
          results: drawn?.results,
        }),
      },
    ]);
    // The next draw is the current one now.
    expect(currentDraw(mock.db, gameId(), at('2030-01-01T00:01:01Z'))?.drawCode).toBe('20300101-0423');
  });

  it('gives every game of the merchant its current draw on a tick', () => {
    const now = at('2030-01-02T00:00:00Z');
    tickLottery(mock.app, now);
    const games = lotteryGamesOf(mock.db, demoMerchantId(mock.db));
    expect(games.length).toBeGreaterThan(30);
    for (const { game } of games) expect(ensureDraws(mock.db, game.id, now).current).not.toBeNull();
  });
});

describe('the lottery job', () => {
  it('runs at start-up when LOTTERY_TICK_MS is set', async () => {
    const running = await createInMemoryMock({ lotteryTickMs: 60_000 });
    try {
      expect(running.db.select().from(lotteryNumeros).all().length).toBeGreaterThan(30);
    } finally {
      await running.close();
    }
  });

  it('stays off with LOTTERY_TICK_MS 0 (the tests tick it)', async () => {
    const idle = await createInMemoryMock();
    try {
      expect(idle.db.select().from(lotteryNumeros).all()).toEqual([]);
    } finally {
      await idle.close();
    }
  });
});
