import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_PATHS } from '@site/contracts';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_KINDS } from '../../db/schema.js';
import { success } from '../../wire/envelope.js';
import { requestLanguage } from '../../wire/headers.js';
import { listAnnouncements } from './announcement-service.js';
import { downloadSetting } from './app-downloads.js';
import { inboxRoutes } from './inbox/routes.js';

/** A comma list (`B,PL,PU,PR`) reduced to the known values; unknown ones are ignored as upstream does. */
const commaListOf = <T extends string>(known: readonly T[]) =>
  z
    .string()
    .optional()
    .transform((text) =>
      (text ?? '')
        .split(',')
        .map((item) => item.trim().toUpperCase())
        .filter((item): item is T => (known as readonly string[]).includes(item)),
    );

const ZAnnouncementQuerySchema = z.object({
  types: commaListOf(ANNOUNCEMENT_KINDS),
  platform: z.string().optional(),
  execution: commaListOf(ANNOUNCEMENT_AUDIENCES),
});

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(inboxRoutes);

  app.get(CONTENT_PATHS.downloadSetting, async (request) =>
    success(downloadSetting(app.db, request.merchant.id)),
  );

  app.get(
    CONTENT_PATHS.announcements,
    { schema: { querystring: ZAnnouncementQuerySchema } },
    async (request) => {
      const { merchant } = request;
      return success(
        listAnnouncements(app.db, merchant.id, {
          kinds: request.query.types,
          audiences: request.query.execution,
          language: requestLanguage(request, merchant.languages, merchant.defaultLanguage),
          now: new Date(),
        }),
      );
    },
  );
};
