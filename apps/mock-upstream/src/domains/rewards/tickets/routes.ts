import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REWARDS_PATHS, ZWireClaimTicketBodySchema, ZWireTicketListQuerySchema } from '@site/contracts';
import { success } from '../../../wire/envelope.js';
import { rewardReader } from '../reader.js';
import { claimTicket, ticketList } from './tickets.js';

/** The member's tickets, and claiming one. */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(REWARDS_PATHS.tickets, { schema: { querystring: ZWireTicketListQuerySchema } }, async (request) => {
    const { member, language } = rewardReader(request);
    return success(ticketList(app.db, member.id, request.query, language, new Date()));
  });

  app.post(
    REWARDS_PATHS.claimTicket,
    { schema: { body: ZWireClaimTicketBodySchema }, config: { audit: 'rewards.claimTicket' } },
    async (request) => {
      const { member, language } = rewardReader(request);
      return success(claimTicket(app, member, request.body, language, new Date()));
    },
  );
};
