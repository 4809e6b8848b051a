import { GAMES_PATHS, ZNoInputSchema, ZVendorsOutputSchema, ZWireVendorListSchema } from '@site/contracts';
import type { TCacheEntry } from '../../../cache/ttl-cache.js';
import type { TContext } from '../../context.js';
import { publicProcedure } from '../../procedures.js';
import { DESKTOP_PLATFORM, sharedCacheKey } from './game-calls.js';
import { groupVendorCategories } from './mappers/vendor-categories.js';

/** The shared answer: read by the procedure, and by the fast path while cached (trpc/fast-reads.ts). */
export const vendorsCacheEntry = (ctx: TContext): TCacheEntry<typeof ZVendorsOutputSchema> => ({
  key: sharedCacheKey(ctx, 'vendors'),
  schema: ZVendorsOutputSchema,
  load: async () => {
    const wire = await ctx.wire.get(GAMES_PATHS.vendors, ZWireVendorListSchema, {
      query: {
        platform: DESKTOP_PLATFORM,
        merchantCode: ctx.config.upstream.merchant,
        language: ctx.visitor.language,
      },
      // The same for every visitor: no member token on a shared answer.
      withoutToken: true,
    });
    return { categories: groupVendorCategories(wire.data.lanes) };
  },
});

/** The vendor menu, grouped per docs/product.md §4; cached per merchant and language. */
export const vendors = publicProcedure
  .input(ZNoInputSchema)
  .output(ZVendorsOutputSchema)
  .query(({ ctx }) => ctx.cache.getOrLoad(vendorsCacheEntry(ctx)));
