import {
  LIVE_PATHS,
  ZNoInputSchema,
  ZServiceScriptOutputSchema,
  ZWireServiceScriptSchema,
} from '@site/contracts';
import { publicProcedure } from '../../procedures.js';

/** The chat's greeting and service notes (WPSCORE_getCustomerServiceScript), in the visitor's language. */
export const serviceScript = publicProcedure
  .input(ZNoInputSchema)
  .output(ZServiceScriptOutputSchema)
  .query(async ({ ctx }) => ctx.wire.get(LIVE_PATHS.customerServiceScript, ZWireServiceScriptSchema));
