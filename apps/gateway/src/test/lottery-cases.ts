import {
  ZCancelSubOrderInputSchema,
  ZDrawInputSchema,
  ZDrawsInputSchema,
  ZGameCodeInputSchema,
  ZLotteryLobbyInputSchema,
  ZLotteryOrdersInputSchema,
  ZOrderDetailInputSchema,
} from '@site/contracts';
import type { lotteryRouter } from '../trpc/routers/lottery/index.js';
import { ZPrizeModeInputSchema } from '../trpc/routers/lottery/lottery-calls.js';
import { noInputCase, type TProcedureCase } from './procedure-properties.js';

export type TLotteryProcedure = keyof typeof lotteryRouter._def.record;

/** What a case names: a game and one of its draws, a day of results, an order and one of its lines. */
export type TLotteryIds = {
  gameCode: string;
  drawCode: string;
  /** A day (yyyy-MM-dd) of the game's results, also the orders' range. */
  date: string;
  orderNo: string;
  subOrderNo: string;
};

/**
 * One valid input of every lottery procedure, made when called from the ids
 * as they are then (`valid` holds them at creation); `asMember` for the
 * procedures a real member's only.
 */
export const lotteryCases = (
  ids: TLotteryIds,
): Record<TLotteryProcedure, TProcedureCase & { input: () => unknown }> => {
  const query = (
    path: TLotteryProcedure,
    schema: TProcedureCase['schema'],
    input: () => Record<string, unknown>,
    asMember = false,
  ) => ({ path: `lottery.${path}`, kind: 'query' as const, schema, valid: input(), input, asMember });
  return {
    menus: query('menus', ZLotteryLobbyInputSchema, () => ({ prizeMode: 'ELOTT', area: 'VN' })),
    popular: query('popular', ZPrizeModeInputSchema, () => ({ prizeMode: 'LOTT' })),
    recent: query('recent', ZLotteryLobbyInputSchema, () => ({ prizeMode: 'LOTT' }), true),
    rules: { ...noInputCase('lottery.rules', 'query'), input: () => undefined },
    upcoming: query('upcoming', ZPrizeModeInputSchema, () => ({ prizeMode: 'LOTT' })),
    near: query('near', ZGameCodeInputSchema, () => ({ gameCode: ids.gameCode })),
    latestResults: query('latestResults', ZLotteryLobbyInputSchema, () => ({ prizeMode: 'LOTT' }), true),
    draws: query('draws', ZDrawsInputSchema, () => ({
      gameCode: ids.gameCode,
      date: ids.date,
      pageNo: 1,
      pageSize: 20,
    })),
    draw: query('draw', ZDrawInputSchema, () => ({ gameCode: ids.gameCode, drawCode: ids.drawCode })),
    orders: query(
      'orders',
      ZLotteryOrdersInputSchema,
      () => ({ startDate: ids.date, endDate: ids.date, pageNo: 1, pageSize: 20 }),
      true,
    ),
    order: query('order', ZOrderDetailInputSchema, () => ({ orderNo: ids.orderNo }), true),
    cancelSubOrder: {
      ...query(
        'cancelSubOrder',
        ZCancelSubOrderInputSchema,
        () => ({ orderNo: ids.orderNo, subOrderNo: ids.subOrderNo }),
        true,
      ),
      kind: 'mutation' as const,
    },
  };
};
