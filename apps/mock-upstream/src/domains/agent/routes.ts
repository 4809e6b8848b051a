import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAgent } from '../../core/agent-tree/agent-member.js';
import { contractRoutes } from './contracts/routes.js';
import { downlineRoutes } from './downlines/routes.js';
import { inviteRoutes } from './invites/routes.js';
import { settlementRoutes } from './settlement/routes.js';
import { teamRoutes } from './team/routes.js';

/**
 * The agent group (docs/history/agent-interfaces.md), one plugin per part. Every
 * call refuses anyone but an agent (`requireAgent`) before its input is even
 * validated, so a player learns nothing of the calls' shapes.
 */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireAgent);
  await app.register(teamRoutes);
  await app.register(inviteRoutes);
  await app.register(downlineRoutes);
  await app.register(contractRoutes);
  await app.register(settlementRoutes);
};
