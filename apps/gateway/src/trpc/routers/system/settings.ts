import { SYSTEM_PATHS, ZNoInputSchema, ZSiteSettingsSchema, ZWireSiteSettingsSchema } from '@site/contracts';
import { publicProcedure } from '../../procedures.js';

/** The merchant's agent switches and limits (which contract types it offers, the offer's rate cap). */
export const settings = publicProcedure
  .input(ZNoInputSchema)
  .output(ZSiteSettingsSchema)
  .query(({ ctx }) => ctx.wire.get(SYSTEM_PATHS.settings, ZWireSiteSettingsSchema));
