import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROMOTION_TYPES } from '@site/contracts';
import { findMemberByUsername } from '../../core/members/member-store.js';
import { ZWireMoneyAmount } from '../../core/money/money-input.js';
import { rewardClaims, rewardTickets } from '../../db/schema-rewards.js';
import { approveClaim, rejectClaim } from '../../domains/rewards/claims/claim-review.js';
import { toWireClaim } from '../../domains/rewards/claims/claim-view.js';
import { announceRewardIssued, issueClaim } from '../../domains/rewards/claims/issue-claim.js';
import { promotionOfType, runningPromotionOf } from '../../domains/rewards/promotions/promotion-store.js';
import { rewardErrors } from '../../domains/rewards/reward-errors.js';
import { DEMO_MERCHANT_CODE } from '../../seed/seed.js';
import { wireErrors } from '../../wire/envelope.js';
import { findQaMerchant } from '../qa-service.js';

const merchantField = { merchant: z.string().default(DEMO_MERCHANT_CODE) };
const ZClaimParams = z.object({ claimId: z.coerce.number().int().positive() });

/** The operator's side of rewards (docs/history/rewards-interfaces.md, QA): decide applications, issue rewards and tickets. */
export const qaRewardRoutes: FastifyPluginAsyncZod = async (app) => {
  const memberNamed = (merchant: string, username: string) => {
    const member = findMemberByUsername(app.db, findQaMerchant(app.db, merchant).id, username);
    if (!member) throw wireErrors.validationFailed({ username: 'validation.invalid' });
    return member;
  };
  const claimOf = (claimId: number) => {
    const claim = app.db.select().from(rewardClaims).where(eq(rewardClaims.id, claimId)).get();
    if (!claim) throw rewardErrors.claimNotFound();
    return claim;
  };

  app.post(
    '/rewards/claims/:claimId/approve',
    {
      schema: {
        params: ZClaimParams,
        body: z.object({ amount: ZWireMoneyAmount.optional() }).default({}),
      },
    },
    async (request) => {
      const claim = approveClaim(app, claimOf(request.params.claimId), request.body.amount, new Date());
      return toWireClaim(app.db, claim, 'EN');
    },
  );

  app.post(
    '/rewards/claims/:claimId/reject',
    { schema: { params: ZClaimParams, body: z.object({ reason: z.string().trim().min(1).max(140) }) } },
    async (request) => {
      const claim = rejectClaim(app.db, claimOf(request.params.claimId), request.body.reason, new Date());
      return toWireClaim(app.db, claim, 'EN');
    },
  );

  app.post(
    '/rewards/issue',
    {
      schema: {
        body: z.object({
          username: z.string().min(1),
          promotionId: z.coerce.number().int().positive().optional(),
          amount: ZWireMoneyAmount,
          title: z.string().trim().max(140).optional(),
          ...merchantField,
        }),
      },
    },
    async (request) => {
      const { username, promotionId, amount, title, merchant } = request.body;
      const member = memberNamed(merchant, username);
      const now = new Date();
      const promotion =
        promotionId === undefined
          ? runningPromotionOf(app.db, member.merchantId, 'ISSUED', now)
          : promotionOfType(app.db, member.merchantId, promotionId, PROMOTION_TYPES);
      if (!promotion) throw rewardErrors.promotionNotFound();
      const { claim } = app.db.transaction((tx) => {
        const issued = issueClaim(tx, {
          merchantId: member.merchantId,
          memberId: member.id,
          promotionId: promotion.id,
          amountMinor: amount,
          sourceKey: `qa:${randomUUID()}`,
          now,
        });
        if (!title) return issued;
        const titled = tx
          .update(rewardClaims)
          .set({ remarks: title })
          .where(eq(rewardClaims.id, issued.claim.id))
          .returning()
          .get();
        return { ...issued, claim: titled ?? issued.claim };
      });
      announceRewardIssued(app, claim);
      return toWireClaim(app.db, claim, 'EN', promotion);
    },
  );

  app.post(
    '/rewards/tickets',
    {
      schema: {
        body: z.object({
          username: z.string().min(1),
          amount: ZWireMoneyAmount,
          name: z.string().trim().min(1).max(80).optional(),
          ...merchantField,
        }),
      },
    },
    async (request) => {
      const { username, amount, name, merchant } = request.body;
      const member = memberNamed(merchant, username);
      const promotion = runningPromotionOf(app.db, member.merchantId, 'TICKET', new Date());
      if (!promotion) throw rewardErrors.promotionNotFound();
      const ticket = app.db
        .insert(rewardTickets)
        .values({
          memberId: member.id,
          promotionId: promotion.id,
          nameEn: name ?? promotion.titleEn,
          nameTy: name ?? promotion.titleTy,
          amountMinor: amount,
        })
        .returning()
        .get();
      return { transactionId: ticket.id, username: member.username, status: ticket.status };
    },
  );

  app.get(
    '/rewards/claims',
    { schema: { querystring: z.object({ username: z.string().min(1), ...merchantField }) } },
    async (request) => {
      const member = memberNamed(request.query.merchant, request.query.username);
      const claims = app.db
        .select()
        .from(rewardClaims)
        .where(eq(rewardClaims.memberId, member.id))
        .orderBy(desc(rewardClaims.id))
        .all();
      return { claims: claims.map((claim) => toWireClaim(app.db, claim, 'EN')) };
    },
  );
};
