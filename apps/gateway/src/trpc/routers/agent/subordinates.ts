import {
  AGENT_PATHS,
  ZSubordinatesInputSchema,
  ZSubordinatesOutputSchema,
  ZWireSubordinatesSchema,
} from '@site/contracts';
import { toPage } from '../../mappers/page.js';
import { recordQueryOf } from '../../mappers/upstream-query.js';
import { agentProcedure } from '../../procedures.js';
import { toSubordinate } from './mappers/agent-team.js';

/** The agent's direct downlines, each with its own team's figures in the range (P/L statements). */
export const subordinates = agentProcedure
  .input(ZSubordinatesInputSchema)
  .output(ZSubordinatesOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(AGENT_PATHS.subordinates, ZWireSubordinatesSchema, {
      query: recordQueryOf(input, { username: input.username || undefined }),
    });
    return toPage(wire, toSubordinate);
  });
