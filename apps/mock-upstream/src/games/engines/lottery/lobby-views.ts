import { ZWireDrawSchema } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import type { TGameRow } from '../../../db/schema-games.js';
import type { TLotteryNumero } from '../../../db/schema-lottery.js';
import { isCancellable, type TOrderDetail } from '../../../domains/lottery/orders.js';
import { toWireDraw } from '../../../domains/lottery/wire-views.js';
import type { TLotteryLobbyDraw, TLotteryLobbyOrder } from '../../page/replies.js';
import { gameNameOf } from '../../page/shell.js';

/** A draw as `/lgw` answers it, parsed so times are numbers (the lobby's JSON). */
export const lobbyDrawOf = (numero: TLotteryNumero, game: TGameRow, language: string): TLotteryLobbyDraw =>
  ZWireDrawSchema.parse(toWireDraw(numero, game, language));

/** An order with its sub-orders for the lobby: the /lgw shape with amounts in minor units. */
export const lobbyOrderOf = (
  db: TExecutor,
  { order, game, numero, subOrders }: TOrderDetail,
  language: string,
  now = new Date(),
): TLotteryLobbyOrder => ({
  orderNo: order.orderNo,
  gameCode: game.gameId,
  gameName: gameNameOf({ game, language }),
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
    cancellable: isCancellable(db, subOrder, numero, now),
  })),
  draw: lobbyDrawOf(numero, game, language),
});
