import { WIRE_PATHS } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../wire/envelope.js';
import { authenticated, requireMember } from '../../wire/token-hook.js';
import { ALL_WALLETS_TYPE_ID, buildBalance } from './service.js';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    WIRE_PATHS.balance,
    {
      schema: {
        querystring: z.object({ typeId: z.coerce.number().int().min(0).default(ALL_WALLETS_TYPE_ID) }),
      },
      preHandler: requireMember,
    },
    async (request) => {
      const { member } = authenticated(request);
      return success(buildBalance(app.db, request.merchant, member.id, request.query.typeId));
    },
  );
};
