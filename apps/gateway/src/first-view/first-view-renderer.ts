import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '@site/contracts/domain';
import type { TConfig } from '../config.js';
import { appRouter } from '../trpc/app-router.js';
import { createRequestContext, type TContextDeps } from '../trpc/context.js';
import { resolveLanguage } from '../upstream/language.js';
import type { TFirstViewModule } from './first-view-module.js';
import type { TRenderedPage } from './page-template.js';

/** Start-up parameters the browser handles before it shows anything (a handed-over session, a sign-in error). */
const STARTUP_PARAMS = ['token', 'authError'];

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

export const createFirstViewRenderer = (module: TFirstViewModule, deps: TContextDeps, config: TConfig) => {
  const queue = oneAtATime();
  return {
    /** Whether this navigation gets a rendered first view. */
    renders: (request: FastifyRequest): boolean => {
      const url = new URL(request.url, 'http://site');
      return (
        module.isFirstViewPath(url.pathname) && !STARTUP_PARAMS.some((name) => url.searchParams.has(name))
      );
    },
    render: (request: FastifyRequest, reply: FastifyReply): Promise<TRenderedPage> =>
      queue(() =>
        module.renderFirstView({
          url: request.url,
          origin: `${request.protocol}://${request.host}`,
          storedLanguage: request.cookies[LANGUAGE_COOKIE] ?? null,
          api: {
            router: appRouter,
            createContext: async (language) =>
              createRequestContext(deps, request, reply, resolveLanguage(language, config.site)),
          },
        }),
      ),
  };
};
