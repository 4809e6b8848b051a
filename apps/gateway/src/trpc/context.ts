import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { TAuditLog } from '../audit/audit-log.js';
import type { TTtlCache } from '../cache/ttl-cache.js';
import type { TClock } from '../clock.js';
import type { TConfig } from '../config.js';
import type { TGuards } from '../hardening/guards.js';
import type { GatewayMetrics } from '../metrics/gateway-metrics.js';
import { createCookieSession, type TSessionHandle } from '../session/cookie-session.js';
import { requestOrigin } from '../session/origin-guard.js';
import type { SessionSealer } from '../session/sealer.js';
import { resolveLanguage } from '../upstream/language.js';
import type { TUpstreamClient, TVisitor } from '../upstream/upstream-client.js';
import { VisitorUpstream } from '../upstream/visitor-upstream.js';

/** The visitor of one gateway request, which always has an id. */
export type TRequestVisitor = TVisitor & { requestId: string };

export type TContextOptions = {
  config: TConfig;
  upstream: TUpstreamClient;
  session: TSessionHandle;
  log: FastifyBaseLogger;
  /** Account changes and money requests, one event each (trpc/audit-trail.ts). */
  audit: TAuditLog;
  visitor: TRequestVisitor;
  clock: TClock;
  guards: TGuards;
  /** Answers shared between visitors for a while (vendors, hot games, winners). */
  cache: TTtlCache;
  /** Times every procedure (procedures.ts). */
  metrics: Pick<GatewayMetrics, 'timeProcedure'>;
  /** The page origin that sent the request (Origin or Referer); registration reports it as the domain. */
  pageOrigin: string | null;
  /** The browser's User-Agent, for the operating system free play reports. */
  userAgent: string;
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

/** What every request's context is built from, once per app. */
export type TContextDeps = {
  config: TConfig;
  upstream: TUpstreamClient;
  sealer: SessionSealer;
  clock: TClock;
  guards: TGuards;
  cache: TTtlCache;
  audit: TAuditLog;
  metrics: GatewayMetrics;
};

const headerValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

export const sessionFromRequest = (
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<TContextDeps, 'config' | 'sealer' | 'clock'>,
): TSessionHandle =>
  createCookieSession({
    sealer: deps.sealer,
    secure: deps.config.secureCookies,
    clock: deps.clock,
    timeouts: deps.config.sessionTimeouts,
    jar: {
      get: (name) => request.cookies[name],
      set: (name, value, options) => void reply.setCookie(name, value, options),
      clear: (name, options) => void reply.clearCookie(name, options),
    },
  });

/**
 * The context of one HTTP request: its cookie, the visitor's IP and language
 * (its `X-Language`, or the page's when a page is rendered). Also used outside tRPC.
 */
export const createRequestContext = (
  deps: TContextDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  language: string = resolveLanguage(headerValue(request.headers['x-language']), deps.config.site),
): TContext =>
  createContextInner({
    config: deps.config,
    upstream: deps.upstream,
    clock: deps.clock,
    guards: deps.guards,
    cache: deps.cache,
    audit: deps.audit,
    metrics: deps.metrics,
    session: sessionFromRequest(request, reply, deps),
    log: request.log,
    visitor: {
      ip: request.ip,
      requestId: request.id,
      language,
    },
    pageOrigin: requestOrigin({ origin: request.headers.origin, referer: request.headers.referer }),
    userAgent: headerValue(request.headers['user-agent']) ?? '',
    hasEmptyBody:
      request.method === 'POST' &&
      (request.body === undefined || request.body === null || request.body === ''),
  });
