import {
  RESPONSIBLE_PATHS,
  toMinorUnits,
  ZNoInputSchema,
  ZPlaySessionOutputSchema,
  ZWirePlaySessionSchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';

/** This sign-in's start, the reality check's interval, and what has been won and wagered since, in minor units. */
export const playSession = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZPlaySessionOutputSchema)
  .query(async ({ ctx }) => {
    const wire = await ctx.wire.get(RESPONSIBLE_PATHS.playSession, ZWirePlaySessionSchema);
    return {
      startedAt: wire.startedAt,
      realityCheckSeconds: wire.realityCheckSeconds,
      netMinor: toMinorUnits(wire.net),
      wageredMinor: toMinorUnits(wire.wagered),
    };
  });
