import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inviteRoutes } from './invites/routes.js';
import { teamRoutes } from './team/routes.js';

/** The agent group (docs/agent-interfaces.md), one plugin per part. */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(teamRoutes);
  await app.register(inviteRoutes);
};
