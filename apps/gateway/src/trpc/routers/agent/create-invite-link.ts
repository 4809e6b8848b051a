import {
  AGENT_PATHS,
  ZCreateInviteLinkInputSchema,
  ZInviteLinkSchema,
  ZWireInviteLinkSchema,
} from '@site/contracts';
import { rateLimited, sessionMemberOf } from '../../guards/rate-limited.js';
import { agentProcedure } from '../../procedures.js';
import { toInviteLink } from './mappers/agent-downlines.js';

/** A new invite link for players or agents (`invite_link_limit` past the limit). */
export const createInviteLink = agentProcedure
  .meta({ audit: 'agent.createInviteLink' })
  .input(ZCreateInviteLinkInputSchema)
  .use(rateLimited('inviteLink', sessionMemberOf))
  .output(ZInviteLinkSchema)
  .mutation(async ({ ctx, input }) =>
    toInviteLink(
      await ctx.wire.send(
        'POST',
        AGENT_PATHS.createInviteLink,
        { memberKind: input.memberKind },
        ZWireInviteLinkSchema,
      ),
    ),
  );
