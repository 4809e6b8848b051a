import {
  REWARDS_PATHS,
  ZRaffleInputSchema,
  ZRaffleStatusOutputSchema,
  ZWireRaffleStatusSchema,
} from '@site/contracts';
import { toRaffleStatus } from '../../mappers/rewards.js';
import { realMemberProcedure } from '../../procedures.js';

/** A raffle's chances today, its prizes and today's draws. */
export const raffle = realMemberProcedure
  .input(ZRaffleInputSchema)
  .output(ZRaffleStatusOutputSchema)
  .query(async ({ ctx, input }) =>
    toRaffleStatus(
      await ctx.wire.get(REWARDS_PATHS.raffleStatus, ZWireRaffleStatusSchema, {
        query: { promotionId: input.promotionId },
      }),
    ),
  );
