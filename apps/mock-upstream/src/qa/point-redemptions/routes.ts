import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  decideRedemption,
  type TRedemptionDecision,
} from '../../domains/rewards/points/redemption-decisions.js';
import { findRedemption, toWireRedemption } from '../../domains/rewards/points/redemptions.js';

const ZIdParams = z.object({ redemptionId: z.coerce.number().int().positive() });

/** The operator's decisions on point-mall redemptions (docs/history/rewards-interfaces.md, QA). */
export const qaPointRedemptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const decide = (redemptionId: number, decision: TRedemptionDecision) => {
    decideRedemption(app, redemptionId, decision);
    const found = findRedemption(app.db, redemptionId);
    if (!found) throw new Error(`redemption ${redemptionId} vanished`);
    return toWireRedemption(found.redemption, found.reward, 'EN');
  };

  app.post('/rewards/redemptions/:redemptionId/approve', { schema: { params: ZIdParams } }, async (request) =>
    decide(request.params.redemptionId, { approve: true }),
  );

  app.post(
    '/rewards/redemptions/:redemptionId/reject',
    {
      schema: {
        params: ZIdParams,
        body: z.object({ remark: z.string().trim().max(140).optional() }).default({}),
      },
    },
    async (request) =>
      decide(request.params.redemptionId, { approve: false, remark: request.body.remark || null }),
  );
};
