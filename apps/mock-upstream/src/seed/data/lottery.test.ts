import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryNumeros, lotteryOrders, lotterySchedules } from '../../db/schema-lottery.js';
import { lotteryGamesOf } from '../../domains/lottery/games.js';
import { demoMerchantId } from '../../test/play-fixtures.js';
import { createInMemoryMock, qa, type TInMemoryMock } from '../../test/test-app.js';
import { SEED_LOTTERY_GAMES } from './lottery.js';

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

const VN_PROVINCES = [
  'VN_HANOI',
  'VN_QUANGNINH',
  'VN_BACNINH',
  'VN_HAIPHONG',
  'VN_NAMDINH',
  'VN_THAIBINH',
  'VN_HUE',
  'VN_QUANGNAM',
  'VN_DANANG',
  'VN_KHANHHOA',
  'VN_BINHDINH',
  'VN_GIALAI',
  'VN_HCMC',
  'VN_BENTRE',
  'VN_DONGNAI',
  'VN_CANTHO',
  'VN_TAYNINH',
  'VN_VINHLONG',
  'VN_TIENGIANG',
];

describe('the lottery seed', () => {
  it('gives every lottery game of the catalogue its schedule', () => {
    const seeded = lotteryGamesOf(mock.db, demoMerchantId(mock.db));
    expect(seeded.map(({ game }) => game.gameId)).toEqual(SEED_LOTTERY_GAMES.map((game) => game.gameCode));
    expect(seeded.length).toBe(9 + VN_PROVINCES.length + 3);
  });

  it('seeds the games of the interfaces table with their formats, regions and schedules', () => {
    const byCode = new Map(
      lotteryGamesOf(mock.db, demoMerchantId(mock.db)).map((found) => [found.game.gameId, found]),
    );
    expect(VN_PROVINCES.filter((code) => !byCode.has(code))).toEqual([]);
    expect(byCode.get('LOTT_FAST_3M')?.schedule).toMatchObject({
      resultFormat: 'VN_NORTH',
      region: null,
      scheduleKind: 'interval',
      intervalSeconds: 180,
      closeBeforeSeconds: 5,
      utcOffsetMinutes: 420,
    });
    expect(byCode.get('VN_FAST_1M')?.schedule).toMatchObject({ resultFormat: 'VN_NORTH', region: 'FAST' });
    expect(byCode.get('VN_HANOI')).toMatchObject({
      game: { gameName: 'Hanoi Lottery', gameNameTy: 'Loterya ng Hanoi', lotteryGroupCode: 'VN_NORTH' },
      schedule: {
        resultFormat: 'VN_NORTH',
        region: 'NORTH',
        provinceName: 'Hanoi',
        scheduleKind: 'weekly',
        weekdays: [1, 4],
        drawTime: '18:15',
        closeBeforeSeconds: 900,
      },
    });
    expect(byCode.get('VN_DANANG')?.schedule).toMatchObject({
      resultFormat: 'VN_SOUTH',
      region: 'CENTRAL',
      weekdays: [3, 6],
      drawTime: '17:15',
    });
    expect(byCode.get('VN_TIENGIANG')?.schedule).toMatchObject({
      region: 'SOUTH',
      weekdays: [0],
      drawTime: '16:15',
    });
    expect(byCode.get('SEA_4D_MAGNUM')?.schedule).toMatchObject({
      resultFormat: 'SEA_4D',
      weekdays: [3, 6, 0],
      drawTime: '19:00',
      utcOffsetMinutes: 480,
    });
    expect(byCode.get('SEA_FAST_5M')?.schedule).toMatchObject({
      resultFormat: 'SEA_4D',
      intervalSeconds: 300,
    });
  });

  it('is what the QA reset puts back: draws and orders gone, schedules as seeded', async () => {
    const [schedule] = mock.db.select().from(lotterySchedules).all();
    mock.db
      .update(lotterySchedules)
      .set({ clockOffsetMs: 60_000 })
      .where(eq(lotterySchedules.gameId, schedule?.gameId ?? 0))
      .run();
    await qa(mock.app, '/lottery/games/LOTT_FAST_1M/draw-now', {});
    expect(mock.db.select().from(lotteryNumeros).all().length).toBeGreaterThan(0);

    expect((await qa(mock.app, '/reset', {})).statusCode).toBe(200);

    expect(mock.db.select().from(lotteryNumeros).all()).toEqual([]);
    expect(mock.db.select().from(lotteryOrders).all()).toEqual([]);
    const schedules = mock.db.select().from(lotterySchedules).all();
    expect(schedules).toHaveLength(SEED_LOTTERY_GAMES.length);
    expect(schedules.every((row) => row.clockOffsetMs === 0)).toBe(true);
  });
});
