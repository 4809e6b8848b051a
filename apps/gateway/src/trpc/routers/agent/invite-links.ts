import {
  AGENT_PATHS,
  ZInviteLinksOutputSchema,
  ZNoInputSchema,
  ZWireInviteLinksSchema,
} from '@site/contracts';
import { agentProcedure } from '../../procedures.js';
import { toInviteLink } from './mappers/agent-downlines.js';

/** The register centre's invite links, newest first, with how many registered with each. */
export const inviteLinks = agentProcedure
  .input(ZNoInputSchema)
  .output(ZInviteLinksOutputSchema)
  .query(async ({ ctx }) =>
    (await ctx.wire.get(AGENT_PATHS.inviteLinks, ZWireInviteLinksSchema)).list.map(toInviteLink),
  );
