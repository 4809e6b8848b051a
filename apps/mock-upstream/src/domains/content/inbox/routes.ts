import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTENT_PATHS,
  VALIDATION,
  ZWireMarkReadBodySchema,
  ZWireSummaryInboxQuerySchema,
} from '@site/contracts';
import { INBOX_STATUSES, inboxPage, markInboxRead } from '../../../core/messages/inbox-service.js';
import { unreadCountOf } from '../../../core/messages/inbox-store.js';
import { publishUnread } from '../../../events/member-events.js';
import { success } from '../../../wire/envelope.js';
import { requestLanguage } from '../../../wire/headers.js';
import { authenticated, requireMember } from '../../../wire/token-hook.js';

const ZInboxQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(INBOX_STATUSES).default('all'),
});

/** Message ids are the numbers the inbox lists (as strings on the wire). */
const ZMarkReadBodySchema = ZWireMarkReadBodySchema.extend({
  ids: z
    .array(z.string().regex(/^\d{1,12}$/, { error: VALIDATION.invalid }))
    .max(100)
    .default([]),
});

/**
 * The inbox (docs/history/money-interfaces.md): unread count, a page of messages,
 * mark read. The member summary's EMFE_ twins read the same inbox
 * (decision 0033); EMFE_getInbox pages with `page&size` and has no filter.
 */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of [CONTENT_PATHS.unreadCount, CONTENT_PATHS.summaryUnreadCount]) {
    app.get(path, { preHandler: requireMember }, async (request) =>
      success(unreadCountOf(app.db, authenticated(request).member.id)),
    );
  }

  app.get(
    CONTENT_PATHS.summaryInbox,
    { schema: { querystring: ZWireSummaryInboxQuerySchema }, preHandler: requireMember },
    async (request) => {
      const { merchant } = request;
      const language = requestLanguage(request, merchant.languages, merchant.defaultLanguage);
      const { page, size } = request.query;
      return success(
        inboxPage(
          app.db,
          merchant,
          authenticated(request).member.id,
          { pageNo: page, pageSize: size, status: 'all' },
          language,
        ),
      );
    },
  );

  app.get(
    CONTENT_PATHS.inbox,
    { schema: { querystring: ZInboxQuerySchema }, preHandler: requireMember },
    async (request) => {
      const { merchant } = request;
      const language = requestLanguage(request, merchant.languages, merchant.defaultLanguage);
      return success(inboxPage(app.db, merchant, authenticated(request).member.id, request.query, language));
    },
  );

  app.post(
    CONTENT_PATHS.markRead,
    { schema: { body: ZMarkReadBodySchema }, preHandler: requireMember },
    async (request) => {
      const { member } = authenticated(request);
      const unread = markInboxRead(app.db, member.id, {
        ids: request.body.ids.map(Number),
        all: request.body.all,
      });
      publishUnread(app, member.id);
      return success(unread);
    },
  );
};
