import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '@site/contracts';
import { listAuditEvents } from '../../audit/audit-store.js';

/** The newest events a read returns unless it asks for more. */
const DEFAULT_AUDIT_LIMIT = 100;

/** The audit trail, read-only (docs/decisions/0016-audit-trail.md): what the operator's auditors look at. */
export const qaAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        querystring: z.object({
          memberId: z.coerce.number().int().positive().optional(),
          action: z.enum(AUDIT_ACTIONS).optional(),
          requestId: z.string().min(1).optional(),
          limit: z.coerce.number().int().min(1).max(1000).default(DEFAULT_AUDIT_LIMIT),
        }),
      },
    },
    async (request) => ({
      events: listAuditEvents(app.db, request.query).map((event) => ({
        ...event,
        createdAt: event.createdAt.toISOString(),
      })),
    }),
  );
};
