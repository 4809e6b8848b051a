import {
  GEETEST_SECCODE_SUFFIX,
  SESSION_PATHS,
  type TWireLoginRequest,
  ZLoginInputSchema,
  ZLoginResultSchema,
  ZWireLoginValueSchema,
} from '@site/contracts';
import { lockedOutAfterFailures } from '../../guards/login-lockout.js';
import { rateLimited } from '../../guards/rate-limited.js';
import { attemptLogin } from '../../login/attempt-login.js';
import { passwordCredential } from '../../login/credential.js';
import { publicProcedure } from '../../procedures.js';

/** GeeTest's result fields for the stand-in slide: the validate is the position. */
const slideResult = (challenge: string, position: number) => ({
  geetest_challenge: challenge,
  geetest_validate: String(position),
  geetest_seccode: `${position}${GEETEST_SECCODE_SUFFIX}`,
});

/**
 * Username login over the encrypted call. A failure that now needs the
 * captcha carries `data.hint.captcha`; a new IP of a member with a second
 * factor answers `second_factor`; the agent portal admits agents only.
 */
export const login = publicProcedure
  .input(ZLoginInputSchema)
  .use(lockedOutAfterFailures((input) => input.username))
  .use(rateLimited('login', (input) => input.username.toLowerCase()))
  .output(ZLoginResultSchema)
  .mutation(async ({ ctx, input }) => {
    const challenge = ctx.session.current?.slideChallenge;
    const request: TWireLoginRequest = {
      username: input.username,
      password: input.password,
      captcha: input.captcha ?? '',
      type: 'username',
      ...(challenge && input.slidePosition !== undefined && slideResult(challenge, input.slidePosition)),
    };
    return attemptLogin(
      ctx,
      input.username,
      () =>
        ctx.wire.sendEncrypted('POST', SESSION_PATHS.login, request, ZWireLoginValueSchema, {
          withoutToken: true,
        }),
      { remember: input.remember, portal: input.portal, credential: passwordCredential(input.password) },
    );
  });
