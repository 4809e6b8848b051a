import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRealMember } from '../wallet/money-input.js';
import { missionRoutes } from './missions/routes.js';
import { pointRoutes } from './points/routes.js';
import { vipRoutes } from './vip/routes.js';

/** Points, missions and VIP until the rewards group's own registration takes them; a trial member is refused. */
export const pointsMissionsVipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRealMember);
  await app.register(pointRoutes);
  await app.register(missionRoutes);
  await app.register(vipRoutes);
};
