import {
  CONTENT_PATHS,
  toMinorUnits,
  ZJackpotOutputSchema,
  ZNoInputSchema,
  ZWireJackpotSchema,
} from '@site/contracts';
import { publicProcedure } from '../../procedures.js';

/** The progressive jackpot as the upstream has it now: where the home counter starts (docs/product.md §9). */
export const jackpot = publicProcedure
  .input(ZNoInputSchema)
  .output(ZJackpotOutputSchema)
  .query(async ({ ctx }) => {
    const wire = await ctx.wire.get(CONTENT_PATHS.jackpot, ZWireJackpotSchema, { withoutToken: true });
    return { amountMinor: Math.max(0, toMinorUnits(wire.jackpotAmount)), asOf: wire.updateTime };
  });
