import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LIMITS,
  REWARDS_PATHS,
  VALIDATION,
  ZWireCancelTicketBodySchema,
  ZWireClaimIssuedBodySchema,
  ZWireClaimListQuerySchema,
  ZWireClaimLoginBodySchema,
  ZWireClaimsByStatusQuerySchema,
  ZWireJoinBodySchema,
  ZWireRequestRewardBodySchema,
} from '@site/contracts';
import { PROOF_BODY_LIMIT_BYTES } from '../../../core/money/proof-images.js';
import { success } from '../../../wire/envelope.js';
import { rewardReader } from '../reader.js';
import { cancelClaim, joinPromotion, requestReward } from './applications.js';
import { claimIssuedReward } from './claim-issued.js';
import { claimList, issuedClaims } from './claim-store.js';
import { claimLoginBonus } from './login-bonus.js';

const ZRequestRewardBodySchema = ZWireRequestRewardBodySchema.extend({
  remarks: z.string().trim().max(LIMITS.activityRemarkMaxChars, { error: VALIDATION.invalid }).default(''),
});

/** The member's claims: the lists, joining and applying, cancelling, and the paying claims. */
export const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    REWARDS_PATHS.claimList,
    { schema: { querystring: ZWireClaimListQuerySchema } },
    async (request) => {
      const { member, language } = rewardReader(request);
      return success(claimList(app.db, member.id, request.query, language));
    },
  );

  app.get(
    REWARDS_PATHS.claimsByStatus,
    { schema: { querystring: ZWireClaimsByStatusQuerySchema } },
    async (request) => {
      const { member, language } = rewardReader(request);
      return success(issuedClaims(app.db, member.id, request.query.promotionType, language));
    },
  );

  app.post(
    REWARDS_PATHS.signUpJoin,
    { schema: { body: ZWireJoinBodySchema }, config: { audit: 'rewards.join' } },
    async (request) => {
      const { member, language } = rewardReader(request);
      return success(joinPromotion(app.db, member, request.body.promotionId, language, new Date()));
    },
  );

  app.post(
    REWARDS_PATHS.signUpRequestReward,
    {
      schema: { body: ZRequestRewardBodySchema },
      config: { audit: 'rewards.applyForReward' },
      bodyLimit: PROOF_BODY_LIMIT_BYTES,
    },
    async (request) => {
      const { member, language } = rewardReader(request);
      return success(requestReward(app.db, member, request.body, language, new Date()));
    },
  );

  app.post(
    REWARDS_PATHS.cancelTicket,
    { schema: { body: ZWireCancelTicketBodySchema }, config: { audit: 'rewards.cancel' } },
    async (request) => {
      const { member, language } = rewardReader(request);
      return success(cancelClaim(app.db, member, request.body.claimId, language, new Date()));
    },
  );

  app.post(
    REWARDS_PATHS.claimIssued,
    {
      schema: { body: ZWireClaimIssuedBodySchema },
      config: { audit: 'rewards.claim' },
    },
    async (request) => {
      const { member, language } = rewardReader(request);
      return success(claimIssuedReward(app, member, request.body, language, new Date()));
    },
  );

  app.post(
    REWARDS_PATHS.claimLogin,
    {
      schema: { body: ZWireClaimLoginBodySchema },
      config: { audit: 'rewards.claimLoginBonus' },
    },
    async (request) => {
      const { member, language } = rewardReader(request);
      return success(claimLoginBonus(app, member, request.body, language, new Date()));
    },
  );
};
