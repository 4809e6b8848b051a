import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTENT_PATHS,
  VALIDATION,
  ZWireLobbyNewsQuerySchema,
  ZWireMarkAnnouncementsReadBodySchema,
  ZWireMobileAnnouncementQuerySchema,
} from '@site/contracts';
import { gameLanguage } from '../../core/play/language.js';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_KINDS } from '../../db/schema.js';
import { success } from '../../wire/envelope.js';
import { requestLanguage } from '../../wire/headers.js';
import { authenticated, readOptionalMember, requireMember } from '../../wire/token-hook.js';
import { markAnnouncementsRead } from './announcement-reads.js';
import { listAnnouncements } from './announcement-service.js';
import { downloadSetting } from './app-downloads.js';
import { inboxRoutes } from './inbox/routes.js';
import { currentJackpot } from './jackpot-service.js';
import { listLobbyNews } from './lobby-news-service.js';
import { promotionRoutes } from './promotions/routes.js';
import { isRestrictedReader } from './restricted-reader.js';

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

/** Announcement ids are the numbers the lists carry (as strings on the wire). */
const ZMarkAnnouncementsReadBodySchema = ZWireMarkAnnouncementsReadBodySchema.extend({
  announcementIds: z
    .array(z.string().regex(/^\d{1,12}$/, { error: VALIDATION.invalid }))
    .min(1)
    .max(100),
});

/** Announcements (with a member's read state), the jackpot, lobby news; the inbox and the PROMOFE calls in their folders. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(inboxRoutes);
  await app.register(promotionRoutes);

  app.get(CONTENT_PATHS.downloadSetting, async (request) =>
    success(downloadSetting(app.db, request.merchant.id)),
  );

  app.get(
    CONTENT_PATHS.announcements,
    { schema: { querystring: ZAnnouncementQuerySchema }, preHandler: readOptionalMember },
    async (request) => {
      const { merchant } = request;
      return success(
        listAnnouncements(app.db, merchant.id, {
          kinds: request.query.types,
          audiences: request.query.execution,
          language: requestLanguage(request, merchant.languages, merchant.defaultLanguage),
          now: new Date(),
          memberId: request.auth?.member.id ?? null,
          withoutPromotions: isRestrictedReader(app.db, request),
        }),
      );
    },
  );

  // The mobile site's twin (decision 0033): one type, one group or category, no audiences.
  app.get(
    CONTENT_PATHS.mobileAnnouncements,
    { schema: { querystring: ZWireMobileAnnouncementQuerySchema }, preHandler: readOptionalMember },
    async (request) => {
      const { merchant } = request;
      const { types, groupName, category } = request.query;
      return success(
        listAnnouncements(app.db, merchant.id, {
          kinds: [types],
          audiences: [],
          language: requestLanguage(request, merchant.languages, merchant.defaultLanguage),
          now: new Date(),
          memberId: request.auth?.member.id ?? null,
          groupName,
          categoryId: category === undefined ? undefined : Number(category),
          withoutPromotions: isRestrictedReader(app.db, request),
        }),
      );
    },
  );

  app.post(
    CONTENT_PATHS.markAnnouncementsRead,
    { schema: { body: ZMarkAnnouncementsReadBodySchema }, preHandler: requireMember },
    async (request) =>
      success(
        markAnnouncementsRead(app.db, {
          merchantId: request.merchant.id,
          memberId: authenticated(request).member.id,
          ids: request.body.announcementIds.map(Number),
          now: new Date(),
        }),
      ),
  );

  app.get(CONTENT_PATHS.jackpot, async (request) =>
    success(currentJackpot(app.db, request.merchant, new Date())),
  );

  app.get(
    CONTENT_PATHS.lobbyNews,
    { schema: { querystring: ZWireLobbyNewsQuerySchema } },
    async (request) => {
      const { gameType, language, size } = request.query;
      return success(
        listLobbyNews(app.db, request.merchant.id, {
          gameType,
          language: gameLanguage(request, language),
          size,
        }),
      );
    },
  );
};
