import { LIVE_PATHS, ZImUrlOutputSchema, ZNoInputSchema, ZWireImUrlSchema } from '@site/contracts';
import { httpUrlOrNull } from '../../mappers/http-url.js';
import { publicProcedure } from '../../procedures.js';

/**
 * The messenger link to customer service (CSP_ImUrl), with the member's
 * token when there is a session so the message names them; only an http(s)
 * link reaches the page.
 */
export const imUrl = publicProcedure
  .input(ZNoInputSchema)
  .output(ZImUrlOutputSchema)
  .query(async ({ ctx }) => {
    const { imUrl: url } = await ctx.wire.get(LIVE_PATHS.imUrl, ZWireImUrlSchema);
    return { url: httpUrlOrNull(url) };
  });
