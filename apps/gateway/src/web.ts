import { existsSync } from 'node:fs';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditProxiedCalls } from './audit/proxied-calls-audit.js';
import type { TConfig } from './config.js';
import { loadFirstViewModule } from './first-view/first-view-module.js';
import { createFirstViewRenderer } from './first-view/first-view-renderer.js';
import { createShellReply, sendRenderedPage } from './first-view/page-reply.js';
import { createPageTemplate } from './first-view/page-template.js';
import { limitProxiedBodies } from './proxied-body-limit.js';
import { GAME_PAGE_SECURITY_HEADERS, PAYMENT_PAGE_SECURITY_HEADERS } from './security-headers.js';
import type { TContextDeps } from './trpc/context.js';

/** Paths that are never the web app, so a miss there is a real 404, not index.html. */
const NON_APP_PREFIXES = [
  '/trpc',
  '/static',
  '/games',
  '/chat',
  '/pay',
  '/healthz',
  '/socket.io',
  '/auth',
  '/oauth',
];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const isAppNavigation = (request: FastifyRequest): boolean => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  const path = request.url.split('?', 1)[0] ?? '/';
  return !NON_APP_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

/**
 * The visitor's own credentials never go to the upstream's public paths; the
 * merchant does, exactly once, and the gateway's request id, as on every
 * upstream call (decision 0016), so both sides' records of the call join.
 */
const upstreamRequestHeaders =
  (merchant: string) => (request: { id: string }, headers: Record<string, string | string[] | undefined>) => {
    const { cookie: _cookie, authorization: _authorization, merchant: _merchant, ...rest } = headers;
    return { ...rest, merchant, 'x-request-id': request.id };
  };

/** Reply headers an upstream page may not set on our origin: its own framing rules, and cookies. */
const PAGE_REPLY_HEADERS_DROPPED = new Set([
  'content-security-policy',
  'content-security-policy-report-only',
  'x-frame-options',
  'set-cookie',
]);

/**
 * `/static/*` belongs to the upstream (images and assets in its replies):
 * proxied, so the browser sees one origin. Visitor cookies and tokens stay here.
 */
const registerUpstreamStatic = async (app: FastifyInstance, config: TConfig): Promise<void> => {
  const upstream = new URL(config.upstream.url);
  await app.register(httpProxy, {
    upstream: upstream.origin,
    prefix: '/static',
    rewritePrefix: `${upstream.pathname.replace(/\/+$/, '')}/static`,
    httpMethods: ['GET', 'HEAD'],
    replyOptions: { rewriteRequestHeaders: upstreamRequestHeaders(config.upstream.merchant) },
  });
};

/**
 * A framed upstream page area: `/games/*` (the game pages, their assets and
 * API, docs/history/games-interfaces.md) and `/chat/*` (the live chat page, its API and
 * stream, decision 0030), served by the upstream and shown in the site's
 * popups (iframes). GET, HEAD and POST; the launch token or chat ticket in
 * the URL or a header authenticates, never the visitor's cookie or
 * authorization. The pages get security headers of their own that let the
 * site frame them (security-headers.ts); the upstream's framing headers and
 * cookies are dropped.
 */
const registerFramedUpstreamPages = async (
  app: FastifyInstance,
  config: TConfig,
  prefix: '/games' | '/chat',
): Promise<void> => {
  const upstream = new URL(config.upstream.url);
  await app.register(httpProxy, {
    upstream: upstream.origin,
    prefix,
    rewritePrefix: `${upstream.pathname.replace(/\/+$/, '')}${prefix}`,
    httpMethods: ['GET', 'HEAD', 'POST'],
    config: { securityHeaders: GAME_PAGE_SECURITY_HEADERS },
    replyOptions: upstreamPageReplyOptions(config),
  });
};

/** The visitor's credentials stay here; the upstream page's framing rules and cookies are dropped. */
const upstreamPageReplyOptions = (config: TConfig) => ({
  rewriteRequestHeaders: upstreamRequestHeaders(config.upstream.merchant),
  rewriteHeaders: (headers: Record<string, string | string[] | undefined>) =>
    Object.fromEntries(
      Object.entries(headers).filter(([name]) => !PAGE_REPLY_HEADERS_DROPPED.has(name.toLowerCase())),
    ),
});

/**
 * `/pay/*`: the online payment page of a deposit (the upstream's payment
 * provider; the mock's stand-in, decision 0032), opened by the member in a
 * tab of its own. GET shows it, POST is its form (the payer pays or fails);
 * its path's token names the order, never the visitor's cookie. Its own
 * strict headers (security-headers.ts).
 */
const registerUpstreamPayments = async (app: FastifyInstance, config: TConfig): Promise<void> => {
  const upstream = new URL(config.upstream.url);
  await app.register(httpProxy, {
    upstream: upstream.origin,
    prefix: '/pay',
    rewritePrefix: `${upstream.pathname.replace(/\/+$/, '')}/pay`,
    httpMethods: ['GET', 'HEAD', 'POST'],
    config: { securityHeaders: PAYMENT_PAGE_SECURITY_HEADERS },
    replyOptions: upstreamPageReplyOptions(config),
  });
};

/**
 * The built web app: pre-compressed `.br`/`.gz` siblings, hashed `/assets/*`
 * cached for a year, pages always revalidated. A public page's navigation
 * gets its first view rendered here (decision 0042); every other app route
 * (GET, wants HTML) gets index.html as built, and the browser renders it.
 */
const registerWebApp = async (app: FastifyInstance, config: TConfig, deps: TContextDeps): Promise<void> => {
  const template = createPageTemplate(config.webDist);
  const firstViews = await loadFirstViewModule(config.webServerEntry);
  const renderer = firstViews && createFirstViewRenderer(firstViews, deps, config, () => deps.clock.now());
  await app.register(fastifyStatic, {
    root: config.webDist,
    preCompressed: true,
    cacheControl: false,
    // index.html is the shell: a request for it, or for a folder, is a navigation like any other.
    index: false,
    allowedPath: (path) => !path.endsWith('/') && path !== '/index.html',
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE);
    },
  });
  const sendShell = createShellReply(template.shell);
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isAppNavigation(request)) return reply.code(404).send({ statusCode: 404, error: 'Not Found' });
    if (!renderer?.renders(request)) return sendShell(request, reply);
    try {
      const rendered = await renderer.render(request, reply);
      if (rendered === null) return sendShell(request, reply);
      if (rendered.errors.length > 0) {
        request.log.warn({ err: rendered.errors[0] }, 'part of the first view left to the browser');
      }
      return sendRenderedPage(request, reply, template.render(rendered));
    } catch (error) {
      request.log.warn({ err: error }, 'first view not rendered; the browser renders the page');
      return sendShell(request, reply);
    }
  });
};

export const registerWeb = async (
  app: FastifyInstance,
  config: TConfig,
  deps: TContextDeps,
): Promise<void> => {
  await registerUpstreamStatic(app, config);
  await app.register(async (proxiedAreas) => {
    limitProxiedBodies(proxiedAreas);
    auditProxiedCalls(proxiedAreas, deps.audit, deps.clock);
    await registerFramedUpstreamPages(proxiedAreas, config, '/games');
    await registerFramedUpstreamPages(proxiedAreas, config, '/chat');
    await registerUpstreamPayments(proxiedAreas, config);
  });
  if (existsSync(config.webDist)) {
    await registerWebApp(app, config, deps);
  } else {
    app.log.warn({ webDist: config.webDist }, 'web app not built; serving the API only');
  }
};
