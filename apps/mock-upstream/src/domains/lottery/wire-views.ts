import type { z } from 'zod';
import {
  BET_STAKE_LIMITS,
  FORMAT_BET_TYPES,
  toMajorUnits,
  type TWireDraw,
  type TWireLotteryGame,
  type TWireOrderDetail,
  type ZWireLotteryRulesSchema,
  type ZWireOrderSchema,
  type ZWireSubOrderSchema,
} from '@site/contracts';
import { gameIconUrl, gameNameIn } from '../../core/play/game-items.js';
import type { TLotteryNumero, TLotteryOrderRow, TLotterySubOrderRow } from '../../db/schema-lottery.js';
import { gameClockOf } from './game-clock.js';
import { prizeModesOfVendor, type TLotteryGame } from './games.js';
import { oddsOf } from './payouts.js';
import { isDrawn } from './results.js';

/**
 * The lottery rows as the /lgw wire shapes (packages/contracts/src/wire/lottery.ts):
 * amounts in major units, times in ms, a draw's code as `numero`.
 */

type TWireRules = z.input<typeof ZWireLotteryRulesSchema>;
type TWireOrder = z.input<typeof ZWireOrderSchema>;
type TWireSubOrder = z.input<typeof ZWireSubOrderSchema>;

/** A game as the menus list it. */
export const toWireGame = ({ game, schedule }: TLotteryGame, language: string): TWireLotteryGame => ({
  gameCode: game.gameId,
  gameName: gameNameIn(game, language),
  gameGroupCode: game.lotteryGroupCode ?? game.vassalage,
  vassalage: game.vassalage,
  resultFormat: schedule.resultFormat,
  region: schedule.region,
  provinceName: schedule.provinceName,
  drawIntervalSeconds: schedule.scheduleKind === 'interval' ? schedule.intervalSeconds : null,
  iconUrl: gameIconUrl(game.nodeId),
});

/** A game with its rules: prize modes, schedule, close, and each bet type's odds and stake limits. */
export const toWireRules = (lotteryGame: TLotteryGame, language: string): TWireRules => {
  const { game, schedule } = lotteryGame;
  const format = schedule.resultFormat;
  return {
    ...toWireGame(lotteryGame, language),
    prizeModes: prizeModesOfVendor(game.vassalage),
    schedule:
      schedule.scheduleKind === 'interval'
        ? { kind: 'interval', seconds: schedule.intervalSeconds ?? 0 }
        : {
            kind: 'weekly',
            weekdays: schedule.weekdays ?? [],
            time: schedule.drawTime ?? '',
            utcOffsetMinutes: schedule.utcOffsetMinutes,
          },
    closeBeforeSeconds: schedule.closeBeforeSeconds,
    betRules: FORMAT_BET_TYPES[format].map((betType) => ({
      betType,
      odds: oddsOf(format, betType),
      minStake: toMajorUnits(BET_STAKE_LIMITS[betType].minMinor),
      maxStake: toMajorUnits(BET_STAKE_LIMITS[betType].maxMinor),
    })),
  };
};

/** A draw; its seed and results only once drawn (the hash from the start). */
export const toWireDraw = (
  numero: TLotteryNumero,
  { game, schedule }: TLotteryGame,
  language = 'EN',
): TWireDraw => {
  const drawn = isDrawn(numero);
  return {
    gameCode: game.gameId,
    gameName: gameNameIn(game, language),
    numero: numero.drawCode,
    resultFormat: schedule.resultFormat,
    status: numero.status,
    closeTime: numero.closeAt.getTime(),
    drawTime: numero.drawAt.getTime(),
    serverSeedHash: numero.serverSeedHash,
    serverSeed: drawn ? numero.serverSeed : null,
    results: drawn ? numero.results : null,
    drawnTime: numero.drawnAt?.getTime() ?? null,
  };
};

/** An order with what its wire shapes need: its game, draw and sub-orders. */
export type TOrderView = {
  order: TLotteryOrderRow;
  lotteryGame: TLotteryGame;
  numero: TLotteryNumero;
  subOrders: readonly TLotterySubOrderRow[];
};

export const toWireOrder = (
  { order, lotteryGame, numero, subOrders }: TOrderView,
  language: string,
): TWireOrder => ({
  orderNo: order.orderNo,
  gameCode: lotteryGame.game.gameId,
  gameName: gameNameIn(lotteryGame.game, language),
  numero: numero.drawCode,
  status: order.status,
  betTime: order.createdAt.getTime(),
  closeTime: numero.closeAt.getTime(),
  totalStake: toMajorUnits(order.totalStakeMinor),
  totalWin: toMajorUnits(order.totalWinMinor),
  subOrderCount: subOrders.length,
});

/** Whether the sub-order may still be cancelled at real time `now`: open, and its draw open before its close. */
export const isCancellable = (
  subOrder: Pick<TLotterySubOrderRow, 'status'>,
  numero: TLotteryNumero,
  lotteryGame: TLotteryGame,
  now: Date,
): boolean =>
  subOrder.status === 'open' &&
  numero.status === 'open' &&
  numero.closeAt.getTime() > gameClockOf(lotteryGame.schedule, now);

const toWireSubOrder = (subOrder: TLotterySubOrderRow, isOpenForCancel: boolean): TWireSubOrder => ({
  subOrderNo: subOrder.subOrderNo,
  betType: subOrder.betType,
  numbers: subOrder.numbers,
  stake: toMajorUnits(subOrder.stakeMinor),
  odds: subOrder.odds,
  status: subOrder.status,
  hits: subOrder.hits,
  win: toMajorUnits(subOrder.winMinor),
  cancellable: isOpenForCancel && subOrder.status === 'open',
});

/** An order with its sub-orders (cancellable at real time `now`) and its draw. */
export const toWireOrderDetail = (view: TOrderView, now: Date, language: string): TWireOrderDetail => {
  const isOpenForCancel = isCancellable({ status: 'open' }, view.numero, view.lotteryGame, now);
  return {
    ...toWireOrder(view, language),
    subOrders: view.subOrders.map((subOrder) => toWireSubOrder(subOrder, isOpenForCancel)),
    draw: toWireDraw(view.numero, view.lotteryGame, language),
  };
};
