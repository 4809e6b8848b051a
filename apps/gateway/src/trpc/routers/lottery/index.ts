import { router } from '../../init.js';
import { cancelSubOrder } from './cancel-sub-order.js';
import { draw } from './draw.js';
import { draws } from './draws.js';
import { latestResults } from './latest-results.js';
import { menus } from './menus.js';
import { near } from './near.js';
import { order } from './order.js';
import { orders } from './orders.js';
import { popular } from './popular.js';
import { recent } from './recent.js';
import { rules } from './rules.js';
import { upcoming } from './upcoming.js';

/**
 * The lottery (docs/history/lottery-interfaces.md, "The gateway"): menus, rules,
 * draws and results for everyone; recent games, a lobby's latest results
 * and the orders for a real member. Bets are placed in the lobby that
 * `games.launchLottery` opens.
 */
export const lotteryRouter = router({
  menus,
  popular,
  recent,
  rules,
  upcoming,
  near,
  latestResults,
  draws,
  draw,
  orders,
  order,
  cancelSubOrder,
});
