import {
  AGENT_PATHS,
  ZDownlineDetailSchema,
  ZDownlineInputSchema,
  ZWireDownlineDetailSchema,
} from '@site/contracts';
import { agentProcedure } from '../../procedures.js';
import { toDownlineDetail } from './mappers/agent-downlines.js';

/** One member of the agent's subtree with the highest rebate rates the agent may give it. */
export const downline = agentProcedure
  .input(ZDownlineInputSchema)
  .output(ZDownlineDetailSchema)
  .query(async ({ ctx, input }) =>
    toDownlineDetail(
      await ctx.wire.get(AGENT_PATHS.downline, ZWireDownlineDetailSchema, {
        query: { memberId: input.memberId },
      }),
    ),
  );
