import { ACCOUNT_PATHS, ZWireAffiliateQuerySchema } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../wire/envelope.js';
import { accountErrors } from '../member/account-errors.js';
import { isAffiliateCodeValid } from '../member/referrer.js';

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  // `success` tells validity (docs/upstream.md §3); `domain` names the site the code was shared on.
  app.get(
    ACCOUNT_PATHS.affiliate,
    { schema: { querystring: ZWireAffiliateQuerySchema } },
    async (request) => {
      if (!isAffiliateCodeValid(app.db, request.merchant.id, request.query.code)) {
        throw accountErrors.invitationCodeError();
      }
      return success({ valid: true });
    },
  );
};
