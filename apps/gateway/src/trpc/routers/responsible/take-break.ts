import {
  RESPONSIBLE_PATHS,
  type TWireTakeBreakRequest,
  ZRestrictionOutputSchema,
  ZTakeBreakInputSchema,
  ZWireRestrictionReplySchema,
} from '@site/contracts';
import { endUpstreamSession } from '../../end-upstream-session.js';
import { rateLimited, sessionMemberOf } from '../../guards/rate-limited.js';
import { toRestriction } from '../../mappers/restriction.js';
import { realMemberProcedure } from '../../procedures.js';

/**
 * Takes a time-out or self-exclusion over the encrypted call (it carries the
 * password; the explicit confirmation stays here). The upstream refuses a
 * wrong password; every attempt counts against the login limits, per member
 * and per IP, so a borrowed session cannot be used to guess it. Once the
 * break is taken the member is signed out on both sides, as `session.logout`
 * does; the restriction is answered for the page to show. A new sign-in is
 * then limited to withdrawals and records.
 */
export const takeBreak = realMemberProcedure
  .meta({ audit: 'responsible.takeBreak' })
  .input(ZTakeBreakInputSchema)
  .use(rateLimited('login', sessionMemberOf))
  .output(ZRestrictionOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const payload = {
      kind: input.kind,
      period: input.period,
      password: input.password,
    } satisfies TWireTakeBreakRequest;
    const { restriction } = await ctx.wire.sendEncrypted(
      'POST',
      RESPONSIBLE_PATHS.takeBreak,
      payload,
      ZWireRestrictionReplySchema,
    );
    await endUpstreamSession(ctx, ctx.token);
    ctx.session.clear();
    return { restriction: toRestriction(restriction) };
  });
