import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announcementImageRoutes } from './announcements/routes.js';
import { gameIconRoutes } from './game-icons/routes.js';
import { providerRoutes } from './oauth/routes.js';
import { paymentPageRoutes } from './payment-page/routes.js';
import { pointRewardImageRoutes } from './point-rewards/routes.js';

/**
 * Stand-ins that are not upstream calls (no Merchant header): the CDN's
 * announcement images, game icons and point-mall pictures, the social providers' consent pages and
 * the online payment provider's checkout page.
 */
export const staticRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(announcementImageRoutes);
  await app.register(gameIconRoutes);
  await app.register(providerRoutes);
  await app.register(pointRewardImageRoutes);
  await app.register(paymentPageRoutes);
};
