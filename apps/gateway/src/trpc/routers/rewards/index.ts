import { router } from '../../init.js';
import { applyForReward } from './apply-for-reward.js';
import { cancel } from './cancel.js';
import { claim } from './claim.js';
import { claimLoginBonus } from './claim-login-bonus.js';
import { claimPromoCode } from './claim-promo-code.js';
import { claimTicket } from './claim-ticket.js';
import { claimable } from './claimable.js';
import { claims } from './claims.js';
import { convert } from './convert.js';
import { drawRaffle } from './draw-raffle.js';
import { join } from './join.js';
import { leaderboard } from './leaderboard.js';
import { missions } from './missions.js';
import { pointMall } from './point-mall.js';
import { points } from './points.js';
import { promoCodes } from './promo-codes.js';
import { promotions } from './promotions.js';
import { raffle } from './raffle.js';
import { redeem } from './redeem.js';
import { redemptions } from './redemptions.js';
import { referral } from './referral.js';
import { summary } from './summary.js';
import { tickets } from './tickets.js';

/**
 * Rewards (docs/history/rewards-interfaces.md, "The gateway"): promotions, claims,
 * raffles, tickets, promo codes, missions, VIP, referral and the point mall.
 * A real member's only, but `promotions`, which a visitor reads too.
 */
export const rewardsRouter = router({
  summary,
  promotions,
  claims,
  claimable,
  raffle,
  tickets,
  promoCodes,
  missions,
  leaderboard,
  referral,
  points,
  pointMall,
  redemptions,
  join,
  applyForReward,
  cancel,
  claim,
  claimLoginBonus,
  drawRaffle,
  claimTicket,
  claimPromoCode,
  redeem,
  convert,
});
