import {
  RESPONSIBLE_PATHS,
  ZNoInputSchema,
  ZRgOverviewOutputSchema,
  ZWireRgOverviewSchema,
} from '@site/contracts';
import { toRestrictionOrNull } from '../../mappers/restriction.js';
import { realMemberProcedure } from '../../procedures.js';
import { toRgLimit } from './mappers/rg-limit.js';

/**
 * The member's limits (every type and period, set or not) with what each
 * period has used and when it resets, the reality check's interval and any
 * restriction in force. Trial players have no limits.
 */
export const overview = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZRgOverviewOutputSchema)
  .query(async ({ ctx }) => {
    const wire = await ctx.wire.get(RESPONSIBLE_PATHS.overview, ZWireRgOverviewSchema);
    const now = ctx.clock.now();
    return {
      limits: wire.limits.map((limit) => toRgLimit(limit, now)),
      realityCheckSeconds: wire.realityCheckSeconds,
      restriction: toRestrictionOrNull(wire.restriction),
    };
  });
