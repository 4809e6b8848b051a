import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEMO_MERCHANT_CODE } from '../../seed/seed.js';

/** `GET /__qa/beacons`: the analytics beacons a merchant's visitors sent, oldest first. */
export const qaBeaconRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/beacons',
    { schema: { querystring: z.object({ merchant: z.string().min(1).default(DEMO_MERCHANT_CODE) }) } },
    async (request) => ({ beacons: app.beacons.list(request.query.merchant) }),
  );
};
