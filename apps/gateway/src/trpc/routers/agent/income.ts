import { AGENT_PATHS, ZAgentRangeInputSchema, ZIncomeOutputSchema, ZWireIncomeSchema } from '@site/contracts';
import { agentProcedure } from '../../procedures.js';
import { toIncome } from './mappers/agent-team.js';

/** The revenue report: the agent's salaries and dividends in the range, the range before it, and per day. */
export const income = agentProcedure
  .input(ZAgentRangeInputSchema)
  .output(ZIncomeOutputSchema)
  .query(async ({ ctx, input }) =>
    toIncome(
      await ctx.wire.get(AGENT_PATHS.income, ZWireIncomeSchema, {
        query: { startDate: input.startDate, endDate: input.endDate },
      }),
    ),
  );
