import { ZWireDrawSchema } from '@site/contracts';
import type { TLotteryLobbyDraw, TLotteryLobbyOrder } from '../../../core/play/page/replies.js';
import { gameNameOf } from '../../../core/play/page/shell.js';
import type { TLotteryNumero } from '../../../db/schema-lottery.js';
import type { TLotteryGame } from '../games.js';
import { isCancellable, type TOrderView, toWireDraw } from '../wire-views.js';

/** A draw as `/lgw` answers it, parsed so times are numbers (the lobby's JSON). */
export const lobbyDrawOf = (
  numero: TLotteryNumero,
  lotteryGame: TLotteryGame,
  language: string,
): TLotteryLobbyDraw => ZWireDrawSchema.parse(toWireDraw(numero, lotteryGame, language));

/** An order with its sub-orders for the lobby: the /lgw shape with amounts in minor units. */
export const lobbyOrderOf = (
  { order, lotteryGame, numero, subOrders }: TOrderView,
  language: string,
  now = new Date(),
): TLotteryLobbyOrder => ({
  orderNo: order.orderNo,
  gameCode: lotteryGame.game.gameId,
  gameName: gameNameOf({ game: lotteryGame.game, language }),
  numero: numero.drawCode,
  status: order.status,
  betTime: order.createdAt.getTime(),
  closeTime: numero.closeAt.getTime(),
  totalStakeMinor: order.totalStakeMinor,
  totalWinMinor: order.totalWinMinor,
  subOrders: subOrders.map((subOrder) => ({
    subOrderNo: subOrder.subOrderNo,
    betType: subOrder.betType,
    numbers: subOrder.numbers,
    stakeMinor: subOrder.stakeMinor,
    odds: subOrder.odds,
    status: subOrder.status,
    hits: subOrder.hits,
    winMinor: subOrder.winMinor,
    cancellable: isCancellable(subOrder, numero, lotteryGame, now),
  })),
  draw: lobbyDrawOf(numero, lotteryGame, language),
});
