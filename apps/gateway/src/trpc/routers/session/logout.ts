import { ZLogoutOutputSchema, ZNoInputSchema } from '@site/contracts';
import { endUpstreamSession } from '../../end-upstream-session.js';
import { publicProcedure } from '../../procedures.js';

/** Ends both sides: the upstream token (best effort) and the cookie. */
export const logout = publicProcedure
  .input(ZNoInputSchema)
  .output(ZLogoutOutputSchema)
  .mutation(async ({ ctx }) => {
    const token = ctx.session.current?.token;
    if (token) await endUpstreamSession(ctx, token);
    ctx.session.clear();
    return { ok: true as const };
  });
