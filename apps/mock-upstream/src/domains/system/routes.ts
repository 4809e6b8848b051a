import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SYSTEM_PATHS } from '@site/contracts';
import { success } from '../../wire/envelope.js';
import { visitorIp } from '../../wire/headers.js';
import { eventFeedRoutes } from './feed/routes.js';
import { siteServiceRoutes } from './site-service/routes.js';
import { buildDomainRoute, buildSystemStatus, listCountries } from './system-service.js';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(eventFeedRoutes);
  await app.register(siteServiceRoutes);

  app.get(SYSTEM_PATHS.status, async (request) =>
    success(buildSystemStatus(request.merchant, visitorIp(request))),
  );

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
};
