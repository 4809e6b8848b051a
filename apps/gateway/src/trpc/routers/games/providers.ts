import {
  GAMES_PATHS,
  ZNoInputSchema,
  ZProvidersOutputSchema,
  ZWireProviderListSchema,
} from '@site/contracts';
import { publicProcedure } from '../../procedures.js';
import { sharedCacheKey } from './game-calls.js';
import { toProviders } from './mappers/providers.js';

/** The footer's game providers, from the older flat vendor list (decision 0033); cached per merchant and language. */
export const providers = publicProcedure
  .input(ZNoInputSchema)
  .output(ZProvidersOutputSchema)
  .query(({ ctx }) =>
    ctx.cache.getOrLoad({
      key: sharedCacheKey(ctx, 'providers'),
      schema: ZProvidersOutputSchema,
      load: async () => {
        const wire = await ctx.wire.get(GAMES_PATHS.providers, ZWireProviderListSchema, {
          query: { merchantCode: ctx.config.upstream.merchant, language: ctx.visitor.language },
          withoutToken: true,
        });
        return { providers: toProviders(wire) };
      },
    }),
  );
