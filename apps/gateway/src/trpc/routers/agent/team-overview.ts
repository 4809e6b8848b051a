import {
  AGENT_PATHS,
  ZAgentRangeInputSchema,
  ZTeamOverviewOutputSchema,
  ZWireTeamKpiASchema,
  ZWireTeamKpiBSchema,
  ZWireTeamKpiCSchema,
} from '@site/contracts';
import { agentProcedure } from '../../procedures.js';
import { toTeamOverview } from './mappers/agent-team.js';

/** The team overview of a range: members, money and the figures per day, from the three team calls at once. */
export const teamOverview = agentProcedure
  .input(ZAgentRangeInputSchema)
  .output(ZTeamOverviewOutputSchema)
  .query(async ({ ctx, input }) => {
    const query = { startDate: input.startDate, endDate: input.endDate };
    const [members, money, series] = await Promise.all([
      ctx.wire.get(AGENT_PATHS.teamKpiA, ZWireTeamKpiASchema, { query }),
      ctx.wire.get(AGENT_PATHS.teamKpiB, ZWireTeamKpiBSchema, { query }),
      ctx.wire.get(AGENT_PATHS.teamKpiC, ZWireTeamKpiCSchema, { query }),
    ]);
    return toTeamOverview(members, money, series.days);
  });
