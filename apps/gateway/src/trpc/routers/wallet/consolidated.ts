import {
  WALLET_PATHS,
  ZConsolidatedOutputSchema,
  ZNoInputSchema,
  ZWireConsolidatedSchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';
import { toConsolidated } from './mappers/consolidated.js';

/** The member's contract flags (salaries, dividend). */
export const consolidated = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZConsolidatedOutputSchema)
  .query(async ({ ctx }) =>
    toConsolidated(await ctx.wire.get(WALLET_PATHS.consolidated, ZWireConsolidatedSchema)),
  );
