import type { z } from 'zod';
import {
  type TBetRule,
  type TDraw,
  type TLotteryGame,
  type TLotteryMenus,
  type TLotteryOrder,
  type TLotteryOrderDetail,
  type TLotteryRules,
  toMinorUnits,
  type TSubOrder,
  type ZWireBetRuleSchema,
  type ZWireDrawSchema,
  type ZWireGameMenusSchema,
  type ZWireLotteryGameSchema,
  type ZWireLotteryRulesSchema,
  type ZWireMobileGameSchema,
  type ZWireOrderDetailSchema,
  type ZWireOrderSchema,
  type ZWireSubOrderSchema,
} from '@site/contracts';
import { present } from './game.js';

/**
 * The lottery group's answers (docs/history/lottery-interfaces.md): wire major units
 * become integer minor units, a draw's `numero` its `drawCode`, and what the
 * upstream leaves out null.
 */
export const toLotteryGame = (wire: z.output<typeof ZWireLotteryGameSchema>): TLotteryGame => ({
  gameCode: wire.gameCode,
  gameName: wire.gameName,
  groupCode: wire.gameGroupCode,
  vassalage: wire.vassalage,
  resultFormat: wire.resultFormat,
  region: wire.region ?? null,
  provinceName: present(wire.provinceName),
  drawIntervalSeconds: wire.drawIntervalSeconds ?? null,
  iconUrl: present(wire.iconUrl),
});

/** Lottery menus: one group per key (a gameGroupCode, or a VN region), in the upstream's order. */
export const toLotteryGroups = (wire: z.output<typeof ZWireGameMenusSchema>): TLotteryMenus['groups'] =>
  Object.entries(wire).map(([groupCode, group]) => ({
    groupCode,
    name: group.name,
    games: group.gameMenus.map(toLotteryGame),
  }));

const toBetRule = (wire: z.output<typeof ZWireBetRuleSchema>): TBetRule => ({
  betType: wire.betType,
  odds: wire.odds,
  minStakeMinor: toMinorUnits(wire.minStake),
  maxStakeMinor: toMinorUnits(wire.maxStake),
});

export const toLotteryRules = (wire: z.output<typeof ZWireLotteryRulesSchema>): TLotteryRules => ({
  ...toLotteryGame(wire),
  prizeModes: wire.prizeModes,
  schedule: wire.schedule,
  closeBeforeSeconds: wire.closeBeforeSeconds,
  betRules: wire.betRules.map(toBetRule),
});

export const toDraw = (wire: z.output<typeof ZWireDrawSchema>): TDraw => ({
  gameCode: wire.gameCode,
  gameName: wire.gameName,
  drawCode: wire.numero,
  resultFormat: wire.resultFormat,
  status: wire.status,
  closeAt: wire.closeTime,
  drawAt: wire.drawTime,
  serverSeedHash: wire.serverSeedHash,
  serverSeed: present(wire.serverSeed),
  results: wire.results ?? null,
  drawnAt: wire.drawnTime ?? null,
});

/** A draw or none: the near draws and a game's current one may be missing. */
export const toDrawOrNull = (wire: z.output<typeof ZWireDrawSchema> | null | undefined): TDraw | null =>
  wire ? toDraw(wire) : null;

export const toUpcomingGame = (wire: z.output<typeof ZWireMobileGameSchema>) => ({
  ...toLotteryGame(wire),
  current: toDrawOrNull(wire.current),
});

const toSubOrder = (wire: z.output<typeof ZWireSubOrderSchema>): TSubOrder => ({
  subOrderNo: wire.subOrderNo,
  betType: wire.betType,
  numbers: wire.numbers,
  stakeMinor: toMinorUnits(wire.stake),
  odds: wire.odds,
  status: wire.status,
  hits: wire.hits ?? null,
  winMinor: toMinorUnits(wire.win),
  cancellable: wire.cancellable,
});

export const toLotteryOrder = (wire: z.output<typeof ZWireOrderSchema>): TLotteryOrder => ({
  orderNo: wire.orderNo,
  gameCode: wire.gameCode,
  gameName: wire.gameName,
  drawCode: wire.numero,
  status: wire.status,
  betAt: wire.betTime,
  closeAt: wire.closeTime,
  totalStakeMinor: toMinorUnits(wire.totalStake),
  totalWinMinor: toMinorUnits(wire.totalWin),
  subOrderCount: wire.subOrderCount,
});

export const toLotteryOrderDetail = (wire: z.output<typeof ZWireOrderDetailSchema>): TLotteryOrderDetail => ({
  ...toLotteryOrder(wire),
  subOrders: wire.subOrders.map(toSubOrder),
  draw: toDraw(wire.draw),
});
