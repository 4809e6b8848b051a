import { SESSION_PATHS, ZMeOutputSchema, ZNoInputSchema } from '@site/contracts';
import { isSessionGone } from '../../../upstream/session-gone.js';
import { toMember, ZMemberInfoOrGuestSchema } from '../../mappers/member.js';
import { publicProcedure } from '../../procedures.js';

/** The logged-in member, or `{member: null}`; a gone upstream session logs the visitor out quietly. */
export const me = publicProcedure
  .input(ZNoInputSchema)
  .output(ZMeOutputSchema)
  .query(async ({ ctx }) => {
    if (!ctx.session.current?.token) return { member: null };
    try {
      const info = await ctx.wire.get(SESSION_PATHS.memberInfo, ZMemberInfoOrGuestSchema);
      if (info)
        return {
          member: toMember(info),
          mustChangePassword: ctx.session.current.mustChangePassword === true,
        };
    } catch (error) {
      if (!isSessionGone(error)) throw error;
    }
    ctx.session.clear();
    return { member: null };
  });
