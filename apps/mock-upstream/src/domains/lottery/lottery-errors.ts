import { WireError } from '../../wire/envelope.js';

/** The lottery failures several calls answer, named once (docs/history/lottery-interfaces.md). */
export const lotteryErrors = {
  gameNotFound: () => new WireError(404, 'lottery_game_not_found', 'No such lottery game'),
  drawNotFound: () => new WireError(404, 'lottery_draw_not_found', 'No such draw'),
  drawClosed: () => new WireError(409, 'lottery_draw_closed', 'The draw no longer takes bets'),
  orderNotFound: () => new WireError(404, 'lottery_order_not_found', 'No such order of yours'),
  subOrderNotCancellable: () =>
    new WireError(409, 'lottery_sub_order_not_cancellable', 'The sub-order was cancelled or settled already'),
} as const;
