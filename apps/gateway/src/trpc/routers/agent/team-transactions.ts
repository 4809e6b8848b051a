import {
  AGENT_PATHS,
  ZTeamTransactionsInputSchema,
  ZTeamTransactionsOutputSchema,
  ZWireTeamTransactionsSchema,
} from '@site/contracts';
import { recordQueryOf } from '../../mappers/upstream-query.js';
import { agentProcedure } from '../../procedures.js';
import { toTeamTransactions } from './mappers/agent-team.js';

/** Downline transaction details: the team's money movements in a range; optionally one member or one type. */
export const teamTransactions = agentProcedure
  .input(ZTeamTransactionsInputSchema)
  .output(ZTeamTransactionsOutputSchema)
  .query(async ({ ctx, input }) =>
    toTeamTransactions(
      await ctx.wire.get(AGENT_PATHS.teamTransactions, ZWireTeamTransactionsSchema, {
        query: recordQueryOf(input, { username: input.username || undefined, type: input.type }),
      }),
    ),
  );
