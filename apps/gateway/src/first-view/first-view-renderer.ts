import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSiteStatus } from '@site/contracts/api';
import { LANGUAGE_COOKIE, SYSTEM_STATUS } from '@site/contracts/domain';
import type { TConfig } from '../config.js';
import { AppError } from '../errors/app-error.js';
import { createAppCaller } from '../trpc/app-caller.js';
import { appRouter } from '../trpc/app-router.js';
import { createRequestContext, type TContextDeps } from '../trpc/context.js';
import { resolveLanguage } from '../upstream/language.js';
import type { TFirstViewModule } from './first-view-module.js';
import type { TRenderedPage } from './page-template.js';
import { createVisitorPageCache } from './visitor-page-cache.js';

/** Start-up parameters the browser handles before it shows anything (a handed-over session, a sign-in error). */
const STARTUP_PARAMS = ['token', 'authError'];

/** A visitor's page is reused this long: the gateway's caches of menus, games and winners hold about as long. */
const VISITOR_PAGE_TTL_MS = 15_000;
const VISITOR_PAGES_MAX = 500;
/** Renders waiting their turn at most; past it a page is left to the browser rather than kept waiting. */
const MAX_WAITING_RENDERS = 8;

/**
 * Renders pages one at a time: the web app's interface language is module
 * state (its translator), so two renders in different languages must not
 * interleave. Rendering is CPU work on this thread anyway.
 */
const oneAtATime = () => {
  let last: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return {
    get waiting() {
      return waiting;
    },
    run: <T>(work: () => Promise<T>): Promise<T> => {
      waiting += 1;
      const next = last.then(work, work).finally(() => {
        waiting -= 1;
      });
      last = next.catch(() => undefined);
      return next;
    },
  };
};

const isRefusedAsTooMany = (error: unknown): boolean =>
  error instanceof AppError && error.errorData.key === 'too_many_requests';

/** Everything a visitor's page depends on: the address, the language choice and the status (but its IP). */
const visitorPageKey = (
  origin: string,
  language: string | null,
  url: string,
  status: TSiteStatus,
): string => {
  const { ip: _ip, ...sameForEveryone } = status;
  return createHash('sha256')
    .update(JSON.stringify([origin, language, url, sameForEveryone]))
    .digest('base64url');
};

/**
 * Renders first views with the web app's server build (decision 0042). The
 * visitor's site status is asked first, as the browser would: a page in
 * maintenance or region block is rendered as such. A visitor's page (no
 * session) in normal operation comes from the cache when it can, with this
 * visitor's status put in its data. A render past the cache counts against
 * the `pageRender` limits (per IP, and per session for members), and only
 * a few wait their turn: past either, `render` answers null and the browser
 * renders the page itself, so a burst of navigations costs the gateway no
 * more than the pages it serves as built.
 */
export const createFirstViewRenderer = (
  module: TFirstViewModule,
  deps: TContextDeps,
  config: TConfig,
  now: () => number,
) => {
  const queue = oneAtATime();
  const visitorPages = createVisitorPageCache({
    ttlMs: VISITOR_PAGE_TTL_MS,
    maxPages: VISITOR_PAGES_MAX,
    now,
  });
  return {
    /** Whether this navigation gets a rendered first view. */
    renders: (request: FastifyRequest): boolean => {
      const url = new URL(request.url, 'http://site');
      return (
        module.isFirstViewPath(url.pathname) && !STARTUP_PARAMS.some((name) => url.searchParams.has(name))
      );
    },
    render: async (request: FastifyRequest, reply: FastifyReply): Promise<TRenderedPage | null> => {
      const storedLanguage = request.cookies[LANGUAGE_COOKIE] ?? null;
      const contextIn = (language: string | null) =>
        createRequestContext(deps, request, reply, resolveLanguage(language ?? undefined, config.site));
      const statusContext = contextIn(storedLanguage);
      const siteStatus = await createAppCaller(statusContext).system.status();
      const origin = `${request.protocol}://${request.host}`;
      // A cookie that opens to no session (expired, forged) makes a visitor: it must not skip the cache.
      const session = statusContext.session.current;
      const key =
        session === null && siteStatus.status === SYSTEM_STATUS.normal
          ? visitorPageKey(origin, storedLanguage, request.url, siteStatus)
          : null;
      const cached = key === null ? null : visitorPages.get(key);
      if (cached) return { ...cached, state: module.withSiteStatus(cached.state, siteStatus) };
      if (queue.waiting >= MAX_WAITING_RENDERS) return null;
      try {
        await deps.guards.rateLimiter.consume('pageRender', {
          ip: request.ip,
          subject: session === null ? null : (session.memberId ?? session.id),
        });
      } catch (error) {
        if (isRefusedAsTooMany(error)) return null;
        throw error;
      }
      const page = await queue.run(() =>
        module.renderFirstView({
          url: request.url,
          origin,
          storedLanguage,
          siteStatus,
          api: { router: appRouter, createContext: async (language) => contextIn(language) },
        }),
      );
      if (key !== null && page.errors.length === 0) visitorPages.set(key, page);
      return page;
    },
  };
};
