import {
  SYSTEM_PATHS,
  ZHelpCentreOutputSchema,
  ZNoInputSchema,
  ZWireHelpCentreSchema,
} from '@site/contracts';
import type { TCacheEntry } from '../../../cache/ttl-cache.js';
import type { TContext } from '../../context.js';
import { toHelpTopics } from '../../mappers/site-service.js';
import { publicProcedure } from '../../procedures.js';

/** The device the help topics are written for (docs/upstream.md §3 "System"). */
const HELP_DEVICE = 'WEB';

const helpCentreCacheEntry = (ctx: TContext): TCacheEntry<typeof ZHelpCentreOutputSchema> => ({
  key: `system:helpCentre:${ctx.config.upstream.merchant}:${ctx.visitor.language}`,
  schema: ZHelpCentreOutputSchema,
  load: async () => {
    const wire = await ctx.wire.get(SYSTEM_PATHS.helpCentre, ZWireHelpCentreSchema, {
      query: { lang: ctx.visitor.language, device: HELP_DEVICE },
      // The same for every visitor: no member token on a shared answer.
      withoutToken: true,
    });
    return { topics: toHelpTopics(wire) };
  },
});

/** The help centre's topics in the visitor's language, HTML sanitised; cached per merchant and language. */
export const helpCentre = publicProcedure
  .input(ZNoInputSchema)
  .output(ZHelpCentreOutputSchema)
  .query(({ ctx }) => ctx.cache.getOrLoad(helpCentreCacheEntry(ctx)));
