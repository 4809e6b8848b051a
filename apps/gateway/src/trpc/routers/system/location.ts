import { SYSTEM_PATHS, ZLocationSchema, ZNoInputSchema, ZWireLocationSchema } from '@site/contracts';
import { publicProcedure } from '../../procedures.js';

/** The visitor's address as the upstream sees it, read afresh (the region-blocked screen shows it). */
export const location = publicProcedure
  .input(ZNoInputSchema)
  .output(ZLocationSchema)
  .query(({ ctx }) => ctx.wire.get(SYSTEM_PATHS.location, ZWireLocationSchema));
