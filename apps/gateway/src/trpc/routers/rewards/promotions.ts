import {
  isTrialType,
  REWARDS_PATHS,
  ZRewardPromotionsInputSchema,
  ZRewardPromotionsOutputSchema,
  ZWirePromotionListSchema,
} from '@site/contracts';
import { publicProcedure } from '../../procedures.js';
import { toPromotionCard } from './mappers/reward-promotions.js';

/**
 * The promotions page: a member's list carries its own statuses; a visitor
 * and a trial session get the merchant's, asked without a token (a trial
 * token never reaches a rewards call, decision 0026).
 */
export const promotions = publicProcedure
  .input(ZRewardPromotionsInputSchema)
  .output(ZRewardPromotionsOutputSchema)
  .query(async ({ ctx, input }) => {
    const query: Record<string, string> = input.category ? { category: input.category } : {};
    const session = ctx.session.current;
    const isTrial = session?.memberType !== undefined && isTrialType(session.memberType);
    const personal = Boolean(session?.token) && !isTrial;
    const list = personal
      ? await ctx.wire.get(REWARDS_PATHS.availablePromotions, ZWirePromotionListSchema, { query })
      : await ctx.wire.get(REWARDS_PATHS.merchantPromotions, ZWirePromotionListSchema, {
          query,
          withoutToken: true,
        });
    return { items: list.list.map(toPromotionCard), personal };
  });
