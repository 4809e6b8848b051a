import {
  SYSTEM_PATHS,
  ZNoInputSchema,
  ZRegisterSettingsOutputSchema,
  ZRegisterSettingsSchema,
} from '@site/contracts';
import { publicProcedure } from '../../procedures.js';

/** The merchant's per-field registration rules. */
export const registerSettings = publicProcedure
  .input(ZNoInputSchema)
  .output(ZRegisterSettingsOutputSchema)
  .query(({ ctx }) => ctx.wire.get(SYSTEM_PATHS.registerSettings, ZRegisterSettingsSchema));
