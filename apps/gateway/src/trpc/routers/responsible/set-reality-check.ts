import type { z } from 'zod';
import {
  RESPONSIBLE_PATHS,
  ZSetRealityCheckInputSchema,
  ZSetRealityCheckOutputSchema,
  ZWireSetRealityCheckReplySchema,
  type ZWireSetRealityCheckRequestSchema,
} from '@site/contracts';
import { rateLimited, sessionMemberOf } from '../../guards/rate-limited.js';
import { realMemberProcedure } from '../../procedures.js';

/** Sets the reality check's interval (0, 15, 30, 45 or 60 minutes; 0 is off); answers it in seconds. */
export const setRealityCheck = realMemberProcedure
  .meta({ audit: 'responsible.setRealityCheck' })
  .input(ZSetRealityCheckInputSchema)
  .use(rateLimited('responsible', sessionMemberOf))
  .output(ZSetRealityCheckOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body = { intervalMinutes: input.intervalMinutes } satisfies z.input<
      typeof ZWireSetRealityCheckRequestSchema
    >;
    const wire = await ctx.wire.send(
      'PUT',
      RESPONSIBLE_PATHS.setRealityCheck,
      body,
      ZWireSetRealityCheckReplySchema,
    );
    return { realityCheckSeconds: wire.realityCheckSeconds };
  });
