import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AGENT_PATHS,
  ZWireCreateInviteLinkBodySchema,
  ZWireDeleteInviteLinkBodySchema,
  ZWireRegisterDownlineBodySchema,
} from '@site/contracts';
import { createInviteLink, deleteInviteLink, listInviteLinks } from '../../../core/referrals/invite-links.js';
import { decryptEncryptedBody } from '../../../wire/encrypted-body.js';
import { success } from '../../../wire/envelope.js';
import { authenticated } from '../../../wire/token-hook.js';
import { registerDownline } from './register-downline.js';

/** The register centre: the agent's invite links and direct registration of downlines. */
export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(AGENT_PATHS.inviteLinks, async (request) =>
    success(listInviteLinks(app.db, authenticated(request).member.id)),
  );

  app.post(
    AGENT_PATHS.createInviteLink,
    {
      schema: { body: ZWireCreateInviteLinkBodySchema },
      config: { audit: 'agent.createInviteLink' },
    },
    async (request) =>
      success(createInviteLink(app.db, authenticated(request).member, request.body.memberKind, new Date())),
  );

  app.post(
    AGENT_PATHS.deleteInviteLink,
    {
      schema: { body: ZWireDeleteInviteLinkBodySchema },
      config: { audit: 'agent.deleteInviteLink' },
    },
    async (request) =>
      success(deleteInviteLink(app.db, authenticated(request).member.id, request.body.linkId, new Date())),
  );

  app.post(
    AGENT_PATHS.registerDownline,
    {
      schema: { body: ZWireRegisterDownlineBodySchema },
      preValidation: decryptEncryptedBody,
      config: { audit: 'agent.registerDownline' },
    },
    async (request) =>
      success(
        await registerDownline(
          app.db,
          request.merchant,
          authenticated(request).member,
          request.body,
          new Date(),
        ),
      ),
  );
};
