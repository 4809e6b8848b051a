import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onRoundSettled } from '../../core/play/settled-rounds.js';
import { requireRealMember } from '../../wire/token-hook.js';
import { claimRoutes } from './claims/routes.js';
import { missionRoutes } from './missions/routes.js';
import { pointRoutes } from './points/routes.js';
import { promoCodeRoutes } from './promo-codes/routes.js';
import { promotionRoutes, publicPromotionRoutes } from './promotions/routes.js';
import { raffleRoutes } from './raffle/routes.js';
import { referralRoutes } from './referral/routes.js';
import { rewardSettledRound } from './settled-round.js';
import { ticketRoutes } from './tickets/routes.js';
import { vipRoutes } from './vip/routes.js';

/**
 * The rewards group (docs/history/rewards-interfaces.md), one plugin per part. The
 * merchant's promotions answer anyone; every other call refuses all but a
 * signed-in real member (a trial one: 403 `in_need_true_account`) before its
 * input is validated. Settled game rounds earn points and move missions.
 * While a member is on a break or on the restricted persons list, every call
 * that joins, applies or pays is 403 `account_restricted` (checked in its
 * transaction); the lists stay readable.
 */
export const rewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A settled round earns points and moves missions, in the transaction that settled it.
  onRoundSettled(rewardSettledRound);
  await app.register(publicPromotionRoutes);
  await app.register(async (memberCalls) => {
    memberCalls.addHook('preValidation', requireRealMember);
    await memberCalls.register(promotionRoutes);
    await memberCalls.register(claimRoutes);
    await memberCalls.register(raffleRoutes);
    await memberCalls.register(ticketRoutes);
    await memberCalls.register(promoCodeRoutes);
    await memberCalls.register(referralRoutes);
    await memberCalls.register(pointRoutes);
    await memberCalls.register(missionRoutes);
    await memberCalls.register(vipRoutes);
  });
};
