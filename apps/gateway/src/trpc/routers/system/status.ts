import { SYSTEM_PATHS, ZNoInputSchema, ZSiteStatusSchema, ZWireSystemStatusSchema } from '@site/contracts';
import { toSiteStatus } from '../../mappers/site-status.js';
import { publicProcedure } from '../../procedures.js';

/** The start-up call: maintenance / region block, site facts, flags, register rules, links. */
export const status = publicProcedure
  .input(ZNoInputSchema)
  .output(ZSiteStatusSchema)
  .query(async ({ ctx }) => {
    const wire = await ctx.wire.get(SYSTEM_PATHS.status, ZWireSystemStatusSchema);
    return toSiteStatus(wire, ctx.config.site, (csType) =>
      ctx.log.warn({ csType }, 'customer-service path did not decrypt; entry skipped'),
    );
  });
