import { z } from 'zod';
import {
  SYSTEM_PATHS,
  ZCollectInputSchema,
  ZCollectOutputSchema,
  type ZWireBeaconSchema,
} from '@site/contracts';
import { rateLimited } from '../../guards/rate-limited.js';
import { publicProcedure } from '../../procedures.js';

/**
 * A page view for the upstream's analytics: its beacon, text/plain
 * `{merchant, value}` (docs/upstream.md §3), with the visitor's language and
 * the time added here. The page's path only: never its query, never logged.
 */
export const collect = publicProcedure
  .input(ZCollectInputSchema)
  .use(rateLimited('beacon', (_input, ctx) => ctx.session.current?.id ?? null))
  .output(ZCollectOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const beacon: z.input<typeof ZWireBeaconSchema> = {
      merchant: ctx.config.upstream.merchant,
      value: { type: 'page_view', path: input.path, language: ctx.visitor.language, at: ctx.clock.now() },
    };
    await ctx.wire.sendText(SYSTEM_PATHS.collect, JSON.stringify(beacon), z.null());
    return null;
  });
