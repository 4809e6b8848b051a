import { SYSTEM_PATHS, ZNoInputSchema, ZSiteTemplateSchema, ZWireTemplatesSchema } from '@site/contracts';
import { publicProcedure } from '../../procedures.js';

/** The merchant's site template: the colours the browser paints its own bars with. */
export const template = publicProcedure
  .input(ZNoInputSchema)
  .output(ZSiteTemplateSchema)
  .query(({ ctx }) => ctx.wire.get(SYSTEM_PATHS.templates, ZWireTemplatesSchema));
