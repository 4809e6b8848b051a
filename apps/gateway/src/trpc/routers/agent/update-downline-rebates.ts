import type { z } from 'zod';
import {
  AGENT_PATHS,
  ZDownlineSchema,
  ZUpdateDownlineRebatesInputSchema,
  ZWireDownlineSchema,
  type ZWireUpdateDownlineRebatesBodySchema,
} from '@site/contracts';
import { agentProcedure } from '../../procedures.js';
import { toDownline } from './mappers/agent-downlines.js';

/** Sets a direct downline's rebate rates, each at most the agent's own (`rebate_above_upline`). */
export const updateDownlineRebates = agentProcedure
  .meta({ audit: 'agent.updateDownlineRebates' })
  .input(ZUpdateDownlineRebatesInputSchema)
  .output(ZDownlineSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireUpdateDownlineRebatesBodySchema> = {
      memberId: input.memberId,
      rebates: input.rebates.map((rate) => ({ gameType: rate.gameType, rate: rate.ratePercent })),
    };
    return toDownline(
      await ctx.wire.send('POST', AGENT_PATHS.updateDownlineRebates, body, ZWireDownlineSchema),
    );
  });
