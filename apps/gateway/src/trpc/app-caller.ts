import { appRouter } from './app-router.js';
import { createCallerFactory } from './init.js';

/**
 * The router's procedures called in-process with a request's context (the
 * direct reads, a first view's site status): input and output schemas and
 * middlewares run as they do through the HTTP adapter.
 */
export const createAppCaller = createCallerFactory(appRouter);
