import type { z } from 'zod';
import {
  RESPONSIBLE_PATHS,
  ZRgLimitKeyInputSchema,
  ZRgLimitOutputSchema,
  type ZWireRgLimitKeySchema,
  ZWireRgLimitReplySchema,
} from '@site/contracts';
import { rateLimited, sessionMemberOf } from '../../guards/rate-limited.js';
import { realMemberProcedure } from '../../procedures.js';
import { toRgLimit } from './mappers/rg-limit.js';

/** Drops a raise or removal still waiting (`limit_change_not_found` without one); the limit in force stays. */
export const cancelLimitChange = realMemberProcedure
  .meta({ audit: 'responsible.cancelLimitChange' })
  .input(ZRgLimitKeyInputSchema)
  .use(rateLimited('responsible', sessionMemberOf))
  .output(ZRgLimitOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body = { type: input.type, period: input.period } satisfies z.input<typeof ZWireRgLimitKeySchema>;
    const wire = await ctx.wire.send(
      'POST',
      RESPONSIBLE_PATHS.cancelLimitChange,
      body,
      ZWireRgLimitReplySchema,
    );
    return { limit: toRgLimit(wire.limit, ctx.clock.now()) };
  });
