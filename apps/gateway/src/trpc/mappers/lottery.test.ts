import { describe, expect, it } from 'vitest';
import {
  ZDrawSchema,
  ZLotteryMenusOutputSchema,
  ZLotteryOrderDetailSchema,
  ZLotteryRulesSchema,
  ZWireDrawSchema,
  ZWireGameMenusSchema,
  ZWireLotteryRulesSchema,
  ZWireOrderDetailSchema,
} from '@site/contracts';
import { WIRE_DRAW, WIRE_OPEN_DRAW, WIRE_ORDER_DETAIL } from '../../test/lottery-wire.js';
import { toDraw, toLotteryGroups, toLotteryOrderDetail, toLotteryRules } from './lottery.js';

const HANOI = {
  gameCode: 'VN_HANOI',
  gameName: 'Ha Noi',
  gameGroupCode: 'VN_NORTH',
  vassalage: 'TCG_LOTTO_VN',
  resultFormat: 'VN_NORTH',
  region: 'NORTH',
  provinceName: 'Hà Nội',
  iconUrl: '',
};

describe('toLotteryGroups', () => {
  it('makes one group per key, in order, with what the upstream left out as null', () => {
    const groups = toLotteryGroups(
      ZWireGameMenusSchema.parse({
        NORTH: { name: 'Northern Lottery', gameMenus: [HANOI] },
        FAST: {
          name: 'Fast Draws',
          gameMenus: [
            {
              gameCode: 'VN_FAST_1M',
              gameName: 'VN Quick 1 Minute',
              gameGroupCode: 'VN_FAST',
              vassalage: 'TCG_LOTTO_VN',
              resultFormat: 'VN_NORTH',
              drawIntervalSeconds: '60',
            },
          ],
        },
      }),
    );
    expect(groups).toEqual([
      {
        groupCode: 'NORTH',
        name: 'Northern Lottery',
        games: [
          {
            gameCode: 'VN_HANOI',
            gameName: 'Ha Noi',
            groupCode: 'VN_NORTH',
            vassalage: 'TCG_LOTTO_VN',
            resultFormat: 'VN_NORTH',
            region: 'NORTH',
            provinceName: 'Hà Nội',
            drawIntervalSeconds: null,
            iconUrl: null,
          },
        ],
      },
      {
        groupCode: 'FAST',
        name: 'Fast Draws',
        games: [
          expect.objectContaining({
            gameCode: 'VN_FAST_1M',
            region: null,
            provinceName: null,
            drawIntervalSeconds: 60,
          }),
        ],
      },
    ]);
    expect(() => ZLotteryMenusOutputSchema.parse({ groups })).not.toThrow();
  });
});

describe('toLotteryRules', () => {
  it('keeps the schedule and odds, and turns stake limits into minor units', () => {
    const rules = toLotteryRules(
      ZWireLotteryRulesSchema.parse({
        ...HANOI,
        prizeModes: ['ELOTT'],
        schedule: { kind: 'weekly', weekdays: [1, 4], time: '18:15', utcOffsetMinutes: 420 },
        closeBeforeSeconds: 900,
        betRules: [
          { betType: 'DE', odds: 9500, minStake: 1, maxStake: '5000' },
          { betType: 'LO', odds: '350', minStake: '1.00', maxStake: 10_000 },
        ],
      }),
    );
    expect(rules).toMatchObject({
      gameCode: 'VN_HANOI',
      schedule: { kind: 'weekly', weekdays: [1, 4], time: '18:15', utcOffsetMinutes: 420 },
      closeBeforeSeconds: 900,
      betRules: [
        { betType: 'DE', odds: 9500, minStakeMinor: 100, maxStakeMinor: 500_000 },
        { betType: 'LO', odds: 350, minStakeMinor: 100, maxStakeMinor: 1_000_000 },
      ],
    });
    expect(ZLotteryRulesSchema.parse(rules)).toEqual(rules);
  });
});

describe('toDraw', () => {
  it("names the numero the draw's code and keeps the results as digit strings", () => {
    const draw = toDraw(ZWireDrawSchema.parse(WIRE_DRAW));
    expect(draw).toEqual({
      gameCode: 'LOTT_FAST_1M',
      gameName: 'Lucky Lotto 1 Minute',
      drawCode: '20261125-0420',
      resultFormat: 'VN_NORTH',
      status: 'drawn',
      closeAt: 1_764_000_055_000,
      drawAt: 1_764_000_060_000,
      serverSeedHash: 'ab'.repeat(32),
      serverSeed: 'cd'.repeat(32),
      results: { special: ['12345'], seventh: ['27', '03', '27', '99'] },
      drawnAt: 1_764_000_060_250,
    });
    expect(ZDrawSchema.parse(draw)).toEqual(draw);
  });

  it('answers null seed, results and drawn time for a draw not drawn yet', () => {
    expect(toDraw(ZWireDrawSchema.parse({ ...WIRE_OPEN_DRAW, serverSeed: undefined }))).toMatchObject({
      status: 'open',
      serverSeed: null,
      results: null,
      drawnAt: null,
    });
  });
});

describe('toLotteryOrderDetail', () => {
  it('turns stakes and wins into minor units and ids into strings', () => {
    const detail = toLotteryOrderDetail(ZWireOrderDetailSchema.parse(WIRE_ORDER_DETAIL));
    expect(detail).toMatchObject({
      orderNo: '61',
      drawCode: '20261125-0420',
      status: 'settled',
      betAt: 1_764_000_010_000,
      totalStakeMinor: 2050,
      totalWinMinor: 7000,
      subOrderCount: 2,
      subOrders: [
        { subOrderNo: '62', stakeMinor: 1000, odds: 350, status: 'won', hits: 2, winMinor: 7000 },
        { subOrderNo: '63', stakeMinor: 1050, status: 'lost', hits: 0, winMinor: 0, cancellable: false },
      ],
      draw: { drawCode: '20261125-0420', status: 'drawn' },
    });
    expect(ZLotteryOrderDetailSchema.parse(detail)).toEqual(detail);
  });
});
