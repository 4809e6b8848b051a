import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { TConfig } from '../config.js';
import { createCookieSession, type TSessionHandle } from '../session/cookie-session.js';
import { requestOrigin } from '../session/origin-guard.js';
import type { SessionSealer } from '../session/sealer.js';
import { resolveLanguage } from '../upstream/language.js';
import type { TUpstreamClient, TVisitor } from '../upstream/upstream-client.js';
import { VisitorUpstream } from '../upstream/visitor-upstream.js';

export type TContextOptions = {
  config: TConfig;
  upstream: TUpstreamClient;
  session: TSessionHandle;
  log: FastifyBaseLogger;
  visitor: TVisitor;
  /** The page origin that sent the request (Origin or Referer); registration reports it as the domain. */
  pageOrigin: string | null;
  /** A POST without a body: tRPC's httpLink sends a mutation without input that way. */
  hasEmptyBody: boolean;
};

/** The context from explicit dependencies, so tests can build one without HTTP. */
export const createContextInner = (options: TContextOptions) => ({
  ...options,
  /** The upstream with this visitor's headers and session token applied. */
  wire: new VisitorUpstream(options.upstream, options.visitor, options.session),
});
export type TContext = ReturnType<typeof createContextInner>;

const headerValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

export const sessionFromRequest = (
  request: FastifyRequest,
  reply: FastifyReply,
  sealer: SessionSealer,
  secure: boolean,
): TSessionHandle =>
  createCookieSession({
    sealer,
    secure,
    jar: {
      get: (name) => request.cookies[name],
      set: (name, value, options) => void reply.setCookie(name, value, options),
      clear: (name, options) => void reply.clearCookie(name, options),
    },
  });

/** The fastify adapter's context factory: reads the cookie, the visitor's IP and language. */
export const createFastifyContextFactory =
  (deps: { config: TConfig; upstream: TUpstreamClient; sealer: SessionSealer }) =>
  ({ req, res }: CreateFastifyContextOptions): TContext =>
    createContextInner({
      config: deps.config,
      upstream: deps.upstream,
      session: sessionFromRequest(req, res, deps.sealer, deps.config.secureCookies),
      log: req.log,
      visitor: {
        ip: req.ip,
        language: resolveLanguage(headerValue(req.headers['x-language']), deps.config.site),
      },
      pageOrigin: requestOrigin({ origin: req.headers.origin, referer: req.headers.referer }),
      hasEmptyBody: req.method === 'POST' && (req.body === undefined || req.body === null || req.body === ''),
    });
