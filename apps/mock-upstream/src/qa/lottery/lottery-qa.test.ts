import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWireDraw } from '@site/contracts';
import { hashServerSeed } from '../../core/play/fair/fair-rng.js';
import { drawFairInputs, drawResults } from '../../domains/lottery/results.js';
import { createInMemoryMock, qa, type TInMemoryMock } from '../../test/test-app.js';

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

type TPeek = { draw: TWireDraw; serverSeed: string; results: Record<string, string[]> };
const peek = async (gameCode: string) =>
  (await qa(mock.app, `/lottery/games/${gameCode}/current`)).json<TPeek>();
const drawNow = async (gameCode: string) =>
  (await qa(mock.app, `/lottery/games/${gameCode}/draw-now`, {})).json<{ draw: TWireDraw }>().draw;

describe('QA lottery', () => {
  it('peeks at the current draw: its committed seed and the board it will draw', async () => {
    const { draw, serverSeed, results } = await peek('SEA_4D_TOTO');
    expect(draw).toMatchObject({ gameCode: 'SEA_4D_TOTO', status: 'open', serverSeed: null, results: null });
    expect(draw.serverSeedHash).toBe(hashServerSeed(serverSeed));
    expect(results).toEqual(
      drawResults('SEA_4D', drawFairInputs({ serverSeed, gameCode: 'SEA_4D_TOTO', drawCode: draw.numero })),
    );
  });

  it('draws a game now: the peeked board, settled at once, and the next draw opens with its whole interval ahead', async () => {
    const peeked = await peek('LOTT_FAST_5M');
    const before = Date.now();
    const drawn = await drawNow('LOTT_FAST_5M');
    expect(drawn).toMatchObject({
      numero: peeked.draw.numero,
      status: 'settled',
      serverSeed: peeked.serverSeed,
      results: peeked.results,
    });
    expect(drawn.drawTime).toBeGreaterThanOrEqual(before);
    expect(drawn.drawTime).toBeLessThanOrEqual(Date.now());

    const next = await peek('LOTT_FAST_5M');
    expect(next.draw.numero).not.toBe(drawn.numero);
    expect(next.draw.status).toBe('open');
    expect(Number(next.draw.closeTime) - Date.now()).toBeGreaterThan((300 - 5) * 1000 - 1_000);
  });

  it('draws a weekly game now too', async () => {
    const peeked = await peek('VN_HCMC');
    const drawn = await drawNow('VN_HCMC');
    expect(drawn).toMatchObject({ numero: peeked.draw.numero, results: peeked.results });
    expect((await peek('VN_HCMC')).draw.numero).not.toBe(drawn.numero);
  });

  it('moves a game’s clock: its current draw follows the game’s time', async () => {
    const offsetMs = 2 * 60 * 60 * 1000;
    const moved = await qa(mock.app, '/lottery/games/LOTT_FAST_1M/clock', { offsetMs });
    expect(moved.json()).toEqual({ clockOffsetMs: offsetMs });
    const { draw } = await peek('LOTT_FAST_1M');
    expect(Number(draw.drawTime)).toBeGreaterThan(Date.now() + offsetMs - 1_000);
    expect(Number(draw.drawTime)).toBeLessThanOrEqual(Date.now() + offsetMs + 60_000);
    await qa(mock.app, '/lottery/games/LOTT_FAST_1M/clock', { offsetMs: 0 });
  });

  it('refuses an unknown game, a clock too far off and an unknown merchant', async () => {
    const unknown = await qa(mock.app, '/lottery/games/LOTT_PK10_1M/draw-now', {});
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'lottery_game_not_found']);
    const far = await qa(mock.app, '/lottery/games/LOTT_FAST_1M/clock', { offsetMs: 30 * 24 * 3_600_000 });
    expect(far.statusCode).toBe(400);
    const merchant = await qa(mock.app, '/lottery/games/LOTT_FAST_1M/current?merchant=nobody');
    expect(merchant.json().errorCode).toBe('validation_failed');
  });

  it('settles what is drawn on demand', async () => {
    const settled = await qa(mock.app, '/lottery/settle', {});
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toEqual({ draws: 0, settledDraws: 0, paidSubOrders: 0 });
  });
});
