import {
  LOTTERY_PATHS,
  type TLotteryLobbyInput,
  ZLotteryLobbyInputSchema,
  ZLotteryMenusOutputSchema,
  ZWireGameMenusSchema,
} from '@site/contracts';
import type { TCacheEntry } from '../../../cache/ttl-cache.js';
import type { TContext } from '../../context.js';
import { toLotteryGroups } from '../../mappers/lottery.js';
import { publicProcedure } from '../../procedures.js';
import { isVnLobby, lobbyCacheKey, LOTTERY_DEVICE } from './lottery-calls.js';

const menusCacheEntry = (
  ctx: TContext,
  input: TLotteryLobbyInput,
): TCacheEntry<typeof ZLotteryMenusOutputSchema> => ({
  key: lobbyCacheKey(ctx, 'menus', input),
  schema: ZLotteryMenusOutputSchema,
  load: async () => {
    const [path, query] = isVnLobby(input)
      ? [LOTTERY_PATHS.vnGameMenu, { prizeMode: input.prizeMode, device: LOTTERY_DEVICE }]
      : [LOTTERY_PATHS.gameMenus, { prizeMode: input.prizeMode }];
    // The same for every visitor: no member token on a shared answer.
    const wire = await ctx.wire.get(path, ZWireGameMenusSchema, { query, withoutToken: true });
    return { groups: toLotteryGroups(wire) };
  },
});

/**
 * The lottery games of a prize mode, grouped by game group; the VN lobby's
 * by region. Cached per merchant, prize mode, area and language.
 */
export const menus = publicProcedure
  .input(ZLotteryLobbyInputSchema)
  .output(ZLotteryMenusOutputSchema)
  .query(({ ctx, input }) => ctx.cache.getOrLoad(menusCacheEntry(ctx, input)));
