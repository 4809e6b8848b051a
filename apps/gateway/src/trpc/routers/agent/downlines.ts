import {
  AGENT_PATHS,
  ZDownlinesInputSchema,
  ZDownlinesOutputSchema,
  ZWireDownlinesSchema,
} from '@site/contracts';
import { toPage } from '../../mappers/page.js';
import { definedQuery } from '../../mappers/upstream-query.js';
import { agentProcedure } from '../../procedures.js';
import { toDownline } from './mappers/agent-downlines.js';

/** Downline management: the agent's subtree, newest first, searched by username, optionally direct only. */
export const downlines = agentProcedure
  .input(ZDownlinesInputSchema)
  .output(ZDownlinesOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(AGENT_PATHS.downlines, ZWireDownlinesSchema, {
      query: definedQuery({
        pageNo: input.pageNo,
        pageSize: input.pageSize,
        username: input.username || undefined,
        directOnly: input.directOnly,
      }),
    });
    return toPage(wire, toDownline);
  });
