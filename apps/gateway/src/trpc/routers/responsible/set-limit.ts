import {
  RESPONSIBLE_PATHS,
  type TWireSetRgLimitRequest,
  ZSetRgLimitInputSchema,
  ZSetRgLimitOutputSchema,
  ZWireSetRgLimitReplySchema,
} from '@site/contracts';
import { rateLimited, sessionMemberOf } from '../../guards/rate-limited.js';
import { realMemberProcedure } from '../../procedures.js';
import { toRgLimit, toWireRgAmount } from './mappers/rg-limit.js';

/**
 * Sets one limit (minor units, or minutes of play a day), or removes it with
 * `value: null`. A new or lower limit applies at once; a higher one or a
 * removal waits for the cooling-off and then the member's confirmation
 * (`applied: 'pending'`).
 */
export const setLimit = realMemberProcedure
  .meta({ audit: 'responsible.setLimit' })
  .input(ZSetRgLimitInputSchema)
  .use(rateLimited('responsible', sessionMemberOf))
  .output(ZSetRgLimitOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body = {
      type: input.type,
      period: input.period,
      value: input.value === null ? null : toWireRgAmount(input.type, input.value),
    } satisfies TWireSetRgLimitRequest;
    const wire = await ctx.wire.send('PUT', RESPONSIBLE_PATHS.setLimit, body, ZWireSetRgLimitReplySchema);
    return { limit: toRgLimit(wire.limit, ctx.clock.now()), applied: wire.applied };
  });
