import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SYSTEM_PATHS, ZWireStatusV2QuerySchema } from '@site/contracts';
import { success, WireError } from '../../wire/envelope.js';
import { visitorIp } from '../../wire/headers.js';
import { beaconRoutes } from './beacons/routes.js';
import { eventFeedRoutes } from './feed/routes.js';
import { siteServiceRoutes } from './site-service/routes.js';
import { buildSiteSettings, SITE_TEMPLATE } from './site-settings.js';
import { buildDomainRoute, buildSystemStatus, isMerchantHost, listCountries } from './system-service.js';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(eventFeedRoutes);
  await app.register(beaconRoutes);
  await app.register(siteServiceRoutes);

  app.get(SYSTEM_PATHS.status, async (request) =>
    success(buildSystemStatus(request.merchant, visitorIp(request))),
  );

  // The mobile app's variant: a host that is not the merchant's answers domain_not_available (docs/upstream.md §1).
  app.get(SYSTEM_PATHS.statusV2, { schema: { querystring: ZWireStatusV2QuerySchema } }, async (request) => {
    const { url } = request.query;
    if (url !== undefined && !isMerchantHost(request.merchant, url))
      throw new WireError(400, 'domain_not_available', 'This domain does not serve the site');
    return success(buildSystemStatus(request.merchant, visitorIp(request)));
  });

  app.get(SYSTEM_PATHS.whitelabel, async (request) => success(request.merchant.whitelabel));

  app.get(
    SYSTEM_PATHS.domainRoute,
    {
      schema: { querystring: z.object({ device: z.string().trim().min(1).max(32) }) },
      // The upstream answers a call without its parameters with request_param_err (docs/upstream.md §1).
      config: { validationErrorCode: 'request_param_err' },
    },
    async (request) => success(buildDomainRoute(request.merchant, request.query.device)),
  );

  app.get(SYSTEM_PATHS.registerSettings, async (request) => success(request.merchant.registerSettings));

  app.get(SYSTEM_PATHS.country, async (request) => success(listCountries(request.server.db)));

  app.get(SYSTEM_PATHS.settings, async (request) => success(buildSiteSettings(request.merchant)));

  app.get(SYSTEM_PATHS.location, async (request) =>
    success({ ip: visitorIp(request), regionRestriction: request.merchant.isRegionBlocked }),
  );

  app.get(SYSTEM_PATHS.templates, async () => success(SITE_TEMPLATE));
};
