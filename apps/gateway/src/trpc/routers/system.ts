import { z } from 'zod';
import {
  SYSTEM_PATHS,
  ZCountriesOutputSchema,
  ZNoInputSchema,
  ZRegisterSettingsOutputSchema,
  ZRegisterSettingsSchema,
  ZSiteStatusSchema,
  ZWireCountrySchema,
  ZWireSystemStatusSchema,
} from '@site/contracts';
import { router } from '../init.js';
import { toSiteStatus } from '../mappers/site-status.js';
import { publicProcedure } from '../procedures.js';

export const systemRouter = router({
  /** The start-up call: maintenance / region block, site facts, flags, register rules, links. */
  status: publicProcedure
    .input(ZNoInputSchema)
    .output(ZSiteStatusSchema)
    .query(async ({ ctx }) => {
      const wire = await ctx.wire.get(SYSTEM_PATHS.status, ZWireSystemStatusSchema);
      return toSiteStatus(wire, ctx.config.site, (csType) =>
        ctx.log.warn({ csType }, 'customer-service path did not decrypt; entry skipped'),
      );
    }),

  registerSettings: publicProcedure
    .input(ZNoInputSchema)
    .output(ZRegisterSettingsOutputSchema)
    .query(({ ctx }) => ctx.wire.get(SYSTEM_PATHS.registerSettings, ZRegisterSettingsSchema)),

  countries: publicProcedure
    .input(ZNoInputSchema)
    .output(ZCountriesOutputSchema)
    .query(({ ctx }) => ctx.wire.get(SYSTEM_PATHS.country, z.array(ZWireCountrySchema))),
});
