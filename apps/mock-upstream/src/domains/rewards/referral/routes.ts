import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REWARDS_PATHS } from '@site/contracts';
import { success } from '../../../wire/envelope.js';
import { authenticated } from '../../../wire/token-hook.js';
import { referralDetails } from './referral-details.js';

/** The member's referral page. */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    REWARDS_PATHS.referralDetails,
    { schema: { querystring: z.object({ autoGenerate: z.enum(['true', 'false']).default('false') }) } },
    async (request) =>
      success(
        referralDetails(
          app.db,
          authenticated(request).member,
          request.query.autoGenerate === 'true',
          new Date(),
        ),
      ),
  );
};
