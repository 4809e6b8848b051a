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

/**
 * Applies a raise or removal whose cooling-off has ended; before that the
 * upstream answers `limit_change_not_due`, without one `limit_change_not_found`.
 */
export const confirmLimit = realMemberProcedure
  .meta({ audit: 'responsible.confirmLimit' })
  .input(ZRgLimitKeyInputSchema)
  .use(rateLimited('responsible', sessionMemberOf))
  .output(ZRgLimitOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body = { type: input.type, period: input.period } satisfies z.input<typeof ZWireRgLimitKeySchema>;
    const wire = await ctx.wire.send('POST', RESPONSIBLE_PATHS.confirmLimit, body, ZWireRgLimitReplySchema);
    return { limit: toRgLimit(wire.limit, ctx.clock.now()) };
  });
