import { z } from 'zod';
import { AGENT_PATHS, ZDeleteInviteLinkInputSchema } from '@site/contracts';
import { rateLimited, sessionMemberOf } from '../../guards/rate-limited.js';
import { agentProcedure } from '../../procedures.js';

/** Deletes one of the agent's invite links; members who registered with it stay. */
export const deleteInviteLink = agentProcedure
  .meta({ audit: 'agent.deleteInviteLink' })
  .input(ZDeleteInviteLinkInputSchema)
  .use(rateLimited('inviteLink', sessionMemberOf))
  .output(z.null())
  .mutation(async ({ ctx, input }) => {
    await ctx.wire.send('POST', AGENT_PATHS.deleteInviteLink, { linkId: input.linkId }, z.unknown());
    return null;
  });
