import {
  GAMES_PATHS,
  ZGameTypesOutputSchema,
  ZNoInputSchema,
  ZWireVassGameTypeSchema,
} from '@site/contracts';
import { publicProcedure } from '../../procedures.js';

/** Category → vendor → the slot filters (gameClassify) its games offer. */
export const types = publicProcedure
  .input(ZNoInputSchema)
  .output(ZGameTypesOutputSchema)
  .query(async ({ ctx }) => {
    const wire = await ctx.wire.get(GAMES_PATHS.vassGameType, ZWireVassGameTypeSchema, {
      query: { typeId: 1, merchant_code: ctx.config.upstream.merchant },
    });
    return { types: wire.content };
  });
