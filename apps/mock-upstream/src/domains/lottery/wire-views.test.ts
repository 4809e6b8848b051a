import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZWireDrawSchema,
  ZWireLotteryGameSchema,
  ZWireLotteryRulesSchema,
  ZWireOrderDetailSchema,
} from '@site/contracts';
import type { TLotteryNumero, TLotteryOrderRow, TLotterySubOrderRow } from '../../db/schema-lottery.js';
import { demoMerchantId } from '../../test/play-fixtures.js';
import { createInMemoryMock, type TInMemoryMock } from '../../test/test-app.js';
import { lotteryGameByCode, type TLotteryGame } from './games.js';
import { toWireDraw, toWireGame, toWireOrderDetail, toWireRules } from './wire-views.js';

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

const gameNamed = (code: string): TLotteryGame => {
  const found = lotteryGameByCode(mock.db, demoMerchantId(mock.db), code);
  if (!found) throw new Error(`${code} missing`);
  return found;
};

const CLOSE_AT = new Date('2030-01-01T00:00:55Z');
const numero = (status: TLotteryNumero['status']): TLotteryNumero => ({
  id: 1,
  gameId: 1,
  drawCode: '20300101-0422',
  closeAt: CLOSE_AT,
  drawAt: new Date('2030-01-01T00:01:00Z'),
  status,
  serverSeed: 'seed',
  serverSeedHash: 'hash',
  results: status === 'open' ? null : { special: ['12345'] },
  drawnAt: status === 'open' ? null : new Date('2030-01-01T00:01:00Z'),
  settledAt: null,
  createdAt: new Date('2030-01-01T00:00:00Z'),
});

describe('lottery wire views', () => {
  it('lists a game with its format, region and province (TY name when asked)', () => {
    const hanoi = toWireGame(gameNamed('VN_HANOI'), 'TY');
    expect(ZWireLotteryGameSchema.parse(hanoi)).toMatchObject({
      gameCode: 'VN_HANOI',
      gameName: 'Loterya ng Hanoi',
      gameGroupCode: 'VN_NORTH',
      vassalage: 'TCG_LOTTO_VN',
      resultFormat: 'VN_NORTH',
      region: 'NORTH',
      provinceName: 'Hanoi',
      drawIntervalSeconds: null,
    });
    expect(toWireGame(gameNamed('SEA_FAST_3M'), 'EN')).toMatchObject({
      drawIntervalSeconds: 180,
      region: null,
    });
  });

  it('gives a game’s rules: prize modes, schedule, close, odds and stake limits in major units', () => {
    const rules = ZWireLotteryRulesSchema.parse(toWireRules(gameNamed('SEA_4D_MAGNUM'), 'EN'));
    expect(rules).toMatchObject({
      prizeModes: ['SEA'],
      schedule: { kind: 'weekly', weekdays: [3, 6, 0], time: '19:00', utcOffsetMinutes: 480 },
      closeBeforeSeconds: 900,
    });
    expect(rules.betRules.map((rule) => rule.betType)).toEqual(['BIG_4D', 'SMALL_4D']);
    expect(rules.betRules[1]).toEqual({
      betType: 'SMALL_4D',
      odds: { first: 350_000, second: 200_000, third: 100_000 },
      minStake: 1,
      maxStake: 2_000,
    });
    expect(toWireRules(gameNamed('LOTT_FAST_1M'), 'EN')).toMatchObject({
      prizeModes: ['LOTT', 'ZY', 'ELOTT'],
      schedule: { kind: 'interval', seconds: 60 },
    });
  });

  it('keeps a draw’s seed and results back until it is drawn', () => {
    const game = gameNamed('LOTT_FAST_1M');
    expect(ZWireDrawSchema.parse(toWireDraw(numero('open'), game))).toMatchObject({
      numero: '20300101-0422',
      serverSeedHash: 'hash',
      serverSeed: null,
      results: null,
      closeTime: CLOSE_AT.getTime(),
    });
    expect(toWireDraw(numero('drawn'), game)).toMatchObject({
      serverSeed: 'seed',
      results: { special: ['12345'] },
    });
  });

  it('shows an order in major units, its open lines cancellable only before the close', () => {
    const order = {
      orderNo: 'L2030010100001',
      status: 'open',
      totalStakeMinor: 150,
      totalWinMinor: 0,
      createdAt: new Date('2030-01-01T00:00:10Z'),
    } as TLotteryOrderRow;
    const line = (status: TLotterySubOrderRow['status']) =>
      ({
        subOrderNo: `${order.orderNo}-${status}`,
        betType: 'LO',
        numbers: ['27'],
        stakeMinor: 75,
        odds: 350,
        status,
        hits: null,
        winMinor: 0,
      }) as TLotterySubOrderRow;
    const view = {
      order,
      lotteryGame: gameNamed('LOTT_FAST_1M'),
      numero: numero('open'),
      subOrders: [line('open'), line('cancelled')],
    };
    const before = ZWireOrderDetailSchema.parse(
      toWireOrderDetail(view, new Date('2030-01-01T00:00:54Z'), 'EN'),
    );
    expect(before).toMatchObject({ totalStake: 1.5, totalWin: 0, subOrderCount: 2, numero: '20300101-0422' });
    expect(before.subOrders.map((subOrder) => [subOrder.stake, subOrder.cancellable])).toEqual([
      [0.75, true],
      [0.75, false],
    ]);
    const after = toWireOrderDetail(view, new Date('2030-01-01T00:00:55Z'), 'EN');
    expect(after.subOrders.map((subOrder) => subOrder.cancellable)).toEqual([false, false]);
  });
});
