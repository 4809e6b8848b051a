import { z } from 'zod';
import { ACCOUNT_PATHS, ZSetLanguageInputSchema } from '@site/contracts';
import { memberProcedure } from '../../procedures.js';

/**
 * Tells the upstream the language a signed-in visitor switched to (docs/product.md §4
 * "Language change"); a trial session too. A language the merchant lacks is `validation_failed`.
 */
export const setLanguage = memberProcedure
  .meta({ audit: 'account.setLanguage' })
  .input(ZSetLanguageInputSchema)
  .output(z.object({ language: z.string() }))
  .mutation(async ({ ctx, input }) => {
    await ctx.wire.send('PUT', ACCOUNT_PATHS.language, { language: input.language }, z.unknown());
    return { language: input.language };
  });
