import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listFeedback } from '../../domains/system/site-service/feedback.js';
import { DEMO_MERCHANT_CODE } from '../../seed/seed.js';
import { findQaMerchant } from '../qa-service.js';

/** The newest feedback a read returns unless it asks for more. */
const DEFAULT_FEEDBACK_LIMIT = 50;

/** The feedback visitors and members sent (PUT /wps/feedback), read-only: what support staff read. */
export const qaFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/feedback',
    {
      schema: {
        querystring: z.object({
          merchant: z.string().min(1).default(DEMO_MERCHANT_CODE),
          limit: z.coerce.number().int().min(1).max(500).default(DEFAULT_FEEDBACK_LIMIT),
        }),
      },
    },
    async (request) => ({
      feedback: listFeedback(app.db, findQaMerchant(app.db, request.query.merchant).id, request.query.limit),
    }),
  );
};
