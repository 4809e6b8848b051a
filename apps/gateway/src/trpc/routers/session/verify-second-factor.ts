import {
  SESSION_PATHS,
  type TErrorKey,
  ZLoginOutputSchema,
  ZSecondFactorInputSchema,
  ZWireLoginValueSchema,
} from '@site/contracts';
import { appError } from '../../../errors/app-error.js';
import type { TPendingSecondFactor } from '../../../session/session-payload.js';
import { toAppError } from '../../../upstream/errors.js';
import { UpstreamError } from '../../../upstream/upstream-error.js';
import type { TContext } from '../../context.js';
import { rateLimited } from '../../guards/rate-limited.js';
import { startMemberSession } from '../../login/start-member-session.js';
import { publicProcedure } from '../../procedures.js';

/** A challenge older than this is not answered any more; the visitor logs in again. */
const CHALLENGE_LIFETIME_MS = 10 * 60_000;

/** A wrong answer leaves the challenge open (the upstream allows a few); other refusals end it. */
const RETRYABLE_REFUSALS: readonly TErrorKey[] = ['second_factor_invalid'];

const pendingChallenge = (ctx: TContext): TPendingSecondFactor => {
  const pending = ctx.session.current?.secondFactor;
  if (!pending || ctx.clock.now() - pending.createdAt > CHALLENGE_LIFETIME_MS) throw appError('verify_first');
  return pending;
};

const forgetChallenge = (ctx: TContext): void => {
  const current = ctx.session.current;
  if (!current?.secondFactor) return;
  const { secondFactor: _answered, ...rest } = current;
  ctx.session.save(rest);
};

/** Answers the second-factor challenge of the last login; signed in on success. */
export const verifySecondFactor = publicProcedure
  .input(ZSecondFactorInputSchema)
  .use(rateLimited('smsVerify', (_input, ctx) => ctx.session.current?.secondFactor?.account ?? null))
  .output(ZLoginOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const pending = pendingChallenge(ctx);
    const login = await ctx.wire
      .sendEncrypted(
        'POST',
        SESSION_PATHS.loginVerification,
        { verificationToken: pending.verificationToken, method: pending.method, code: input.code },
        ZWireLoginValueSchema,
        { withoutToken: true },
      )
      .catch((error: unknown) => {
        const isRefusal = error instanceof UpstreamError && error.kind === 'rejected';
        if (isRefusal && !RETRYABLE_REFUSALS.includes(toAppError(error).errorData.key)) forgetChallenge(ctx);
        throw error;
      });
    // startMemberSession writes a brand-new cookie, which also drops the answered challenge.
    return startMemberSession(ctx, login, {
      remember: pending.remember,
      portal: pending.portal,
      credential: pending.credential,
    });
  });
