import {
  LOTTERY_PATHS,
  ZLotteryRulesOutputSchema,
  ZNoInputSchema,
  ZWireLotteryRulesListSchema,
} from '@site/contracts';
import type { TCacheEntry } from '../../../cache/ttl-cache.js';
import type { TContext } from '../../context.js';
import { toLotteryRules } from '../../mappers/lottery.js';
import { publicProcedure } from '../../procedures.js';

/** The shared answer: read by the procedure, and by the fast path while cached (trpc/fast-reads.ts). */
export const rulesCacheEntry = (ctx: TContext): TCacheEntry<typeof ZLotteryRulesOutputSchema> => ({
  key: `lottery:rules:${ctx.config.upstream.merchant}:${ctx.visitor.language}`,
  schema: ZLotteryRulesOutputSchema,
  load: async () => {
    const wire = await ctx.wire.get(LOTTERY_PATHS.games, ZWireLotteryRulesListSchema, { withoutToken: true });
    return { games: wire.map(toLotteryRules) };
  },
});

/**
 * Every lottery game with its schedule, bet types, odds and stake limits
 * (minor units); cached per merchant and language.
 */
export const rules = publicProcedure
  .input(ZNoInputSchema)
  .output(ZLotteryRulesOutputSchema)
  .query(({ ctx }) => ctx.cache.getOrLoad(rulesCacheEntry(ctx)));
