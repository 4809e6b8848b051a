import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEMO_MERCHANT_CODE } from '../../seed/seed.js';
import { findQaMerchant } from '../qa-service.js';
import { buildQaTree } from './agent-tree.js';

/** `POST /__qa/agent/tree`: a big agent team for load (bench/agent-reports). */
export const qaAgentTreeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/agent/tree',
    {
      schema: {
        body: z.object({
          /** An agent to build under; a new one by default. */
          agentUsername: z.string().min(1).optional(),
          members: z.number().int().min(1).max(50_000),
          betsPerMember: z.number().int().min(0).max(1_000),
          days: z.number().int().min(1).max(90),
          merchant: z.string().min(1).default(DEMO_MERCHANT_CODE),
        }),
      },
    },
    async (request) => {
      const { merchant, ...options } = request.body;
      return buildQaTree(app.db, findQaMerchant(app.db, merchant), options, new Date());
    },
  );
};
