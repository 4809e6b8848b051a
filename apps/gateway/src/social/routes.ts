import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  SYSTEM_PATHS,
  type TErrorKey,
  ZSocialProviderSchema,
  ZWireLoginValueSchema,
  ZWireSystemStatusSchema,
} from '@site/contracts';
import { appError } from '../errors/app-error.js';
import { createRequestContext, type TContext, type TContextDeps } from '../trpc/context.js';
import { rememberSecondFactorChallenge, secondFactorChallengeOf } from '../trpc/login/attempt-login.js';
import { startMemberSession } from '../trpc/login/start-member-session.js';
import { applySessionTimeouts } from '../trpc/session-timeouts.js';
import { toAppError } from '../upstream/errors.js';
import { authorizeLocation } from './authorize-url.js';
import { registerOauthProxy } from './oauth-proxy.js';
import { socialLoginPath } from './social-login-path.js';
import {
  isSameState,
  newStateValue,
  SOCIAL_STATE_LIFETIME_MS,
  socialStateCookieName,
  socialStateCookieOptions,
  SocialStateSealer,
  type TSocialState,
} from './social-state.js';

const ZProviderParamsSchema = z.object({ provider: ZSocialProviderSchema });
const ZStartQuerySchema = z.object({ remember: z.string().optional() });
const ZCallbackQuerySchema = z.object({
  code: z.string().min(1).max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().optional(),
});

/** The web app shows `/?authError=<key>` as an error toast and removes it from the address bar. */
const failureLocation = (key: TErrorKey): string => `/?authError=${encodeURIComponent(key)}`;

/** The web app opens the second-factor dialog for `/?secondFactor=<method>[&target=<masked>]`. */
const secondFactorLocation = (challenge: { method: string; target?: string | null }): string => {
  const query = new URLSearchParams({ secondFactor: challenge.method });
  if (challenge.target) query.set('target', challenge.target);
  return `/?${query.toString()}`;
};

/** The origin the browser used; the configured public URL wins behind proxies. */
const originOf = (request: FastifyRequest, publicUrl: string | null): string =>
  publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;

const redirect = (reply: FastifyReply, location: string): FastifyReply =>
  reply.header('cache-control', 'no-store').redirect(location, 302);

/**
 * Social sign-in (docs/history/accounts-interfaces.md): `GET /auth/social/:provider`
 * sends the visitor to the provider with a fresh state; the provider sends
 * them back to `/callback`, where the state is checked, the code exchanged
 * with the upstream and the session sealed. Failures come back to the web
 * app as `/?authError=<catalogue key>`.
 */
export const registerSocialSignIn = async (app: FastifyInstance, deps: TContextDeps): Promise<void> => {
  const { config } = deps;
  const stateSealer = new SocialStateSealer(config.gatewaySecret);
  const stateCookie = socialStateCookieName(config.secureCookies);

  const failWith = (ctx: TContext, reply: FastifyReply, error: unknown): FastifyReply => {
    const challenge = secondFactorChallengeOf(error);
    if (challenge) return redirect(reply, secondFactorLocation(challenge));
    const failure = toAppError(error);
    if (failure.code === 'INTERNAL_SERVER_ERROR' || failure.code === 'BAD_GATEWAY') {
      ctx.log.error({ err: failure.cause ?? failure }, 'social sign-in failed');
    }
    return redirect(reply, failureLocation(failure.errorData.key));
  };

  app.get('/auth/social/:provider', async (request, reply) => {
    const params = ZProviderParamsSchema.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ statusCode: 404, error: 'Not Found' });
    const { provider } = params.data;
    const remember = ['1', 'true'].includes(ZStartQuerySchema.safeParse(request.query).data?.remember ?? '');
    const ctx = createRequestContext(deps, request, reply);
    try {
      const status = await ctx.wire.get(SYSTEM_PATHS.status, ZWireSystemStatusSchema);
      const login = status.info.socialLogins.find((entry) => entry.provider === provider);
      if (!login) throw appError('function.not.available');
      const origin = originOf(request, config.publicUrl);
      const state: TSocialState = {
        state: newStateValue(),
        provider,
        remember,
        redirectUri: `${origin}/auth/social/${provider}/callback`,
        createdAt: deps.clock.now(),
      };
      const location = authorizeLocation(login, {
        origin,
        redirectUri: state.redirectUri,
        state: state.state,
      });
      if (!location) throw appError('function.not.available');
      reply.setCookie(stateCookie, stateSealer.seal(state), socialStateCookieOptions(config.secureCookies));
      return redirect(reply, location);
    } catch (error) {
      return failWith(ctx, reply, error);
    }
  });

  app.get('/auth/social/:provider/callback', async (request, reply) => {
    const params = ZProviderParamsSchema.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ statusCode: 404, error: 'Not Found' });
    const { provider } = params.data;
    const query = ZCallbackQuerySchema.safeParse(request.query);
    const sealed = request.cookies[stateCookie];
    // One use: whatever happens next, this state is spent.
    reply.clearCookie(stateCookie, {
      path: '/',
      secure: config.secureCookies,
      httpOnly: true,
      sameSite: 'lax',
    });
    const saved = sealed ? stateSealer.open(sealed) : null;
    const isGenuine =
      query.success &&
      saved !== null &&
      saved.provider === provider &&
      deps.clock.now() - saved.createdAt <= SOCIAL_STATE_LIFETIME_MS &&
      isSameState(saved.state, query.data.state ?? '');
    const code = query.data?.code;
    if (!isGenuine || !saved || query.data?.error || !code) {
      return redirect(reply, failureLocation('social_login_failed'));
    }

    const ctx = createRequestContext(deps, request, reply);
    try {
      await deps.guards.rateLimiter.consume('login', { ip: ctx.visitor.ip, subject: null });
      await applySessionTimeouts(ctx);
      const login = await ctx.wire
        .send(
          'POST',
          socialLoginPath(provider),
          { code, redirectUri: saved.redirectUri },
          ZWireLoginValueSchema,
          { withoutToken: true },
        )
        .catch((error: unknown) => {
          const challenge = secondFactorChallengeOf(error);
          if (challenge) {
            // The account is not known before the upstream names it; the provider stands in as the limit's subject.
            rememberSecondFactorChallenge(ctx, challenge, `${provider}:social`, {
              remember: saved.remember,
              portal: 'member',
              credential: 'social',
            });
          }
          throw error;
        });
      await startMemberSession(ctx, login, {
        remember: saved.remember,
        portal: 'member',
        credential: 'social',
      });
      return redirect(reply, '/');
    } catch (error) {
      return failWith(ctx, reply, error);
    }
  });

  await registerOauthProxy(app, config);
};
