import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findMemberByUsername } from '../../core/members/member-store.js';
import { playerAvatar } from '../../domains/account/profile/avatar-service.js';
import { readProfile } from '../../domains/account/profile/profile-service.js';
import { securityConfigOf } from '../../domains/account/profile/security-config-service.js';
import { DEMO_MERCHANT_CODE } from '../../seed/seed.js';
import { WireError } from '../../wire/envelope.js';
import { findQaMerchant } from '../qa-service.js';

/** What a member has set in the security centre and the language the site last told the mock. */
export const qaProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/members/:username/profile',
    {
      schema: {
        params: z.object({ username: z.string().min(1) }),
        querystring: z.object({ merchant: z.string().min(1).default(DEMO_MERCHANT_CODE) }),
      },
    },
    async (request) => {
      const merchant = findQaMerchant(app.db, request.query.merchant);
      const member = findMemberByUsername(app.db, merchant.id, request.params.username);
      if (!member) throw new WireError(404, 'user_record_not_exists', 'No such member');
      return {
        username: member.username,
        language: member.language,
        avatar: playerAvatar(app.db, member),
        profile: readProfile(app.db, member).fields,
        security: securityConfigOf(app.db, member),
      };
    },
  );
};
