import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSiteStatus } from '@site/contracts/api';
import { LANGUAGE_COOKIE, SYSTEM_STATUS } from '@site/contracts/domain';
import type { TConfig } from '../config.js';
import { sessionCookieName } from '../session/session-cookie.js';
import { appRouter } from '../trpc/app-router.js';
import { createRequestContext, type TContextDeps } from '../trpc/context.js';
import { createCallerFactory } from '../trpc/init.js';
import { resolveLanguage } from '../upstream/language.js';
import type { TFirstViewModule } from './first-view-module.js';
import type { TRenderedPage } from './page-template.js';
import { createVisitorPageCache } from './visitor-page-cache.js';

/** Start-up parameters the browser handles before it shows anything (a handed-over session, a sign-in error). */
const STARTUP_PARAMS = ['token', 'authError'];

/** A visitor's page is reused this long: the gateway's caches of menus, games and winners hold about as long. */
const VISITOR_PAGE_TTL_MS = 15_000;
const VISITOR_PAGES_MAX = 500;

const createCaller = createCallerFactory(appRouter);

/**
 * Renders pages one at a time: the web app's interface language is module
 * state (its translator), so two renders in different languages must not
 * interleave. Rendering is CPU work on this thread anyway.
 */
const oneAtATime = () => {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(work, work);
    last = next.catch(() => undefined);
    return next;
  };
};

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
 * visitor's status put in its data.
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
  const sessionCookie = sessionCookieName(config.secureCookies);
  return {
    /** Whether this navigation gets a rendered first view. */
    renders: (request: FastifyRequest): boolean => {
      const url = new URL(request.url, 'http://site');
      return (
        module.isFirstViewPath(url.pathname) && !STARTUP_PARAMS.some((name) => url.searchParams.has(name))
      );
    },
    render: async (request: FastifyRequest, reply: FastifyReply): Promise<TRenderedPage> => {
      const storedLanguage = request.cookies[LANGUAGE_COOKIE] ?? null;
      const contextIn = (language: string | null) =>
        createRequestContext(deps, request, reply, resolveLanguage(language ?? undefined, config.site));
      const siteStatus = await createCaller(contextIn(storedLanguage)).system.status();
      const origin = `${request.protocol}://${request.host}`;
      const isVisitor = request.cookies[sessionCookie] === undefined;
      const key =
        isVisitor && siteStatus.status === SYSTEM_STATUS.normal
          ? visitorPageKey(origin, storedLanguage, request.url, siteStatus)
          : null;
      const cached = key === null ? null : visitorPages.get(key);
      if (cached) return { ...cached, state: module.withSiteStatus(cached.state, siteStatus) };
      const page = await queue(() =>
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
