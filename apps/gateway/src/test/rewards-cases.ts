import { randomUUID } from 'node:crypto';
import {
  ZApplyRewardInputSchema,
  ZCancelClaimInputSchema,
  ZClaimLoginBonusInputSchema,
  ZClaimPromoCodeInputSchema,
  ZClaimRewardInputSchema,
  ZClaimsInputSchema,
  ZClaimTicketInputSchema,
  ZConvertPointsInputSchema,
  ZDrawRaffleInputSchema,
  ZJoinPromotionInputSchema,
  ZLeaderboardInputSchema,
  ZRaffleInputSchema,
  ZRedeemInputSchema,
  ZRedemptionsInputSchema,
  ZRewardPromotionsInputSchema,
  ZTicketsInputSchema,
} from '@site/contracts';
import type { rewardsRouter } from '../trpc/routers/rewards/index.js';
import { noInputCase, type TProcedureCase } from './procedure-properties.js';

export type TRewardsProcedure = keyof typeof rewardsRouter._def.record;

/** The ids a case names: promotions of each kind, a claim, a ticket, a code, a mission, a point reward. */
export type TRewardsIds = {
  /** A SIGNUP promotion the member may join and apply for. */
  signUpPromotionId: string;
  loginPromotionId: string;
  rafflePromotionId: string;
  claimId: string;
  transactionId: string;
  promoCode: string;
  missionId: string;
  rewardId: string;
  paymentPassword: string;
};

/** A 1×1 png, the smallest proof picture. */
export const PROOF_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * One valid input of every rewards procedure, made when called from the ids
 * as they are then (a suite fills them in before its tests; `valid` holds
 * the ids at creation, enough for the input properties).
 */
export const rewardsCases = (
  ids: TRewardsIds,
): Record<TRewardsProcedure, TProcedureCase & { input: () => unknown }> => {
  const query = (
    path: TRewardsProcedure,
    schema: TProcedureCase['schema'],
    input: () => Record<string, unknown>,
  ) => ({ path: `rewards.${path}`, kind: 'query' as const, schema, valid: input(), input, asMember: true });
  const mutation = (
    path: TRewardsProcedure,
    schema: TProcedureCase['schema'],
    input: () => Record<string, unknown>,
  ) => ({ ...query(path, schema, input), kind: 'mutation' as const });
  const withoutInput = (path: TRewardsProcedure) => ({
    ...noInputCase(`rewards.${path}`, 'query', true),
    input: () => undefined,
  });
  return {
    summary: withoutInput('summary'),
    promotions: query('promotions', ZRewardPromotionsInputSchema, () => ({ category: 'NEW_MEMBER' })),
    claims: query('claims', ZClaimsInputSchema, () => ({ pageNo: 1, pageSize: 10 })),
    claimable: withoutInput('claimable'),
    raffle: query('raffle', ZRaffleInputSchema, () => ({ promotionId: ids.rafflePromotionId })),
    tickets: query('tickets', ZTicketsInputSchema, () => ({ status: 'ALL' })),
    promoCodes: withoutInput('promoCodes'),
    missions: withoutInput('missions'),
    leaderboard: query('leaderboard', ZLeaderboardInputSchema, () => ({ missionId: ids.missionId })),
    referral: withoutInput('referral'),
    points: withoutInput('points'),
    pointMall: withoutInput('pointMall'),
    redemptions: query('redemptions', ZRedemptionsInputSchema, () => ({ pageNo: 1, pageSize: 10 })),
    join: mutation('join', ZJoinPromotionInputSchema, () => ({ promotionId: ids.signUpPromotionId })),
    applyForReward: mutation('applyForReward', ZApplyRewardInputSchema, () => ({
      promotionId: ids.signUpPromotionId,
      remarks: 'My first deposit',
      pictures: [PROOF_PNG],
    })),
    cancel: mutation('cancel', ZCancelClaimInputSchema, () => ({ claimId: ids.claimId })),
    claim: mutation('claim', ZClaimRewardInputSchema, () => ({
      claimId: ids.claimId,
      requestId: randomUUID(),
    })),
    claimLoginBonus: mutation('claimLoginBonus', ZClaimLoginBonusInputSchema, () => ({
      promotionId: ids.loginPromotionId,
      requestId: randomUUID(),
    })),
    drawRaffle: mutation('drawRaffle', ZDrawRaffleInputSchema, () => ({
      promotionId: ids.rafflePromotionId,
      requestId: randomUUID(),
    })),
    claimTicket: mutation('claimTicket', ZClaimTicketInputSchema, () => ({
      transactionId: ids.transactionId,
      requestId: randomUUID(),
    })),
    claimPromoCode: mutation('claimPromoCode', ZClaimPromoCodeInputSchema, () => ({
      promoCode: ids.promoCode,
      requestId: randomUUID(),
    })),
    redeem: mutation('redeem', ZRedeemInputSchema, () => ({
      rewardId: ids.rewardId,
      quantity: 1,
      paymentPassword: ids.paymentPassword,
      requestId: randomUUID(),
    })),
    convert: mutation('convert', ZConvertPointsInputSchema, () => ({
      points: 100,
      paymentPassword: ids.paymentPassword,
      requestId: randomUUID(),
    })),
  };
};
