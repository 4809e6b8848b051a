import {
  RESPONSIBLE_PATHS,
  ZNoInputSchema,
  ZRestrictionOutputSchema,
  ZWireRestrictionReplySchema,
} from '@site/contracts';
import { rateLimited, sessionMemberOf } from '../../guards/rate-limited.js';
import { toRestriction } from '../../mappers/restriction.js';
import { realMemberProcedure } from '../../procedures.js';

/**
 * After a self-exclusion has ended (restriction `closed`): asks to play
 * again, which opens after the cooling-off (`returning` until then);
 * `return_not_available` otherwise.
 */
export const askToReturn = realMemberProcedure
  .meta({ audit: 'responsible.askToReturn' })
  .input(ZNoInputSchema)
  .use(rateLimited('responsible', sessionMemberOf))
  .output(ZRestrictionOutputSchema)
  .mutation(async ({ ctx }) => {
    const { restriction } = await ctx.wire.send(
      'POST',
      RESPONSIBLE_PATHS.askToReturn,
      {},
      ZWireRestrictionReplySchema,
    );
    return { restriction: toRestriction(restriction) };
  });
