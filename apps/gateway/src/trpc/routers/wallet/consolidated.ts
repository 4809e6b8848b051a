import {
  WALLET_PATHS,
  ZConsolidatedOutputSchema,
  ZNoInputSchema,
  ZWireConsolidatedSchema,
} from '@site/contracts';
import { toConsolidated } from '../../mappers/consolidated.js';
import { realMemberProcedure } from '../../procedures.js';

/** The member's contract flags (salaries, dividend). */
export const consolidated = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZConsolidatedOutputSchema)
  .query(async ({ ctx }) =>
    toConsolidated(await ctx.wire.get(WALLET_PATHS.consolidated, ZWireConsolidatedSchema)),
  );
