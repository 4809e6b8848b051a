import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoutes } from './contracts/routes.js';
import { downlineRoutes } from './downlines/routes.js';
import { settlementRoutes } from './settlement/routes.js';

/** The agent group (docs/agent-interfaces.md): every call refuses non-agents (`requireAgent`). */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(downlineRoutes);
  await app.register(contractRoutes);
  await app.register(settlementRoutes);
};
