import { z } from 'zod';
import { SYSTEM_PATHS, ZCountriesOutputSchema, ZNoInputSchema, ZWireCountrySchema } from '@site/contracts';
import { publicProcedure } from '../../procedures.js';

/** The countries and dialing codes the phone fields offer. */
export const countries = publicProcedure
  .input(ZNoInputSchema)
  .output(ZCountriesOutputSchema)
  .query(({ ctx }) => ctx.wire.get(SYSTEM_PATHS.country, z.array(ZWireCountrySchema)));
