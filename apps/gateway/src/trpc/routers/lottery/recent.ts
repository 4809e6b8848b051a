import {
  LOTTERY_PATHS,
  ZLotteryGameListOutputSchema,
  ZLotteryLobbyInputSchema,
  ZWireLotteryGameListSchema,
} from '@site/contracts';
import { toLotteryGame } from '../../mappers/lottery.js';
import { realMemberProcedure } from '../../procedures.js';
import { isVnLobby } from './lottery-calls.js';

/** The games the member bet on lately, newest first (the VN lobby's from its own call). */
export const recent = realMemberProcedure
  .input(ZLotteryLobbyInputSchema)
  .output(ZLotteryGameListOutputSchema)
  .query(async ({ ctx, input }) => {
    const path = isVnLobby(input) ? LOTTERY_PATHS.vnRecentGames : LOTTERY_PATHS.recentGames;
    const wire = await ctx.wire.get(path, ZWireLotteryGameListSchema, {
      query: { prizeMode: input.prizeMode },
    });
    return { games: wire.map(toLotteryGame) };
  });
