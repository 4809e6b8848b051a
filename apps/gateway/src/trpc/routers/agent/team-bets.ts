import {
  AGENT_PATHS,
  ZTeamBetsInputSchema,
  ZTeamBetsOutputSchema,
  ZWireTeamBetsSchema,
} from '@site/contracts';
import { recordQueryOf } from '../../mappers/upstream-query.js';
import { agentProcedure } from '../../procedures.js';
import { toTeamBets } from './mappers/agent-team.js';

/** The team's game rounds in a range, newest first, with totals; optionally one member or one category. */
export const teamBets = agentProcedure
  .input(ZTeamBetsInputSchema)
  .output(ZTeamBetsOutputSchema)
  .query(async ({ ctx, input }) =>
    toTeamBets(
      await ctx.wire.get(AGENT_PATHS.teamBets, ZWireTeamBetsSchema, {
        query: recordQueryOf(input, { username: input.username || undefined, gameType: input.gameType }),
      }),
    ),
  );
