import {
  SESSION_PATHS,
  type TWireLoginValue,
  ZAdoptTokenInputSchema,
  ZMeOutputSchema,
} from '@site/contracts';
import { appError } from '../../../errors/app-error.js';
import { isSessionGone } from '../../../upstream/session-gone.js';
import { rateLimited } from '../../guards/rate-limited.js';
import { startMemberSession } from '../../login/start-member-session.js';
import { ZMemberInfoOrGuestSchema } from '../../mappers/member.js';
import { publicProcedure } from '../../procedures.js';

/**
 * `?token=` in the address bar (a login handed over by another site of the
 * merchant): the token is checked with the upstream and, if it names a
 * member, sealed into a new cookie. A token the upstream does not know
 * answers 401 `login.not.session` and leaves the current session alone.
 */
export const adoptToken = publicProcedure
  .input(ZAdoptTokenInputSchema)
  .use(rateLimited('login', () => null))
  .output(ZMeOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const info = await ctx.wire
      .get(SESSION_PATHS.memberInfo, ZMemberInfoOrGuestSchema, { token: input.token })
      .catch((error: unknown) => {
        throw isSessionGone(error) ? appError('login.not.session') : error;
      });
    if (!info) throw appError('login.not.session');
    const login: TWireLoginValue = { token: input.token, firstTimeLogin: false, passwordExpired: false };
    const { member } = await startMemberSession(ctx, login, {
      remember: false,
      portal: 'member',
      credential: 'token',
    });
    return { member };
  });
