import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { AnyRouter } from '@trpc/server';
import type { TSiteStatus } from '@site/contracts/api';
import type { TContext } from '../trpc/context.js';
import type { TRenderedPage } from './page-template.js';

/** What the web app's server build (`apps/web/dist-server/entry-server.js`) exports. */
export type TFirstViewModule = {
  /** Whether a path's first view is rendered here (public pages; never a dialog's or a member's page). */
  isFirstViewPath: (path: string) => boolean;
  renderFirstView: (request: {
    url: string;
    /** The page's origin as the browser sees it. */
    origin: string;
    /** The visitor's language cookie. */
    storedLanguage: string | null;
    /** This visitor's site status, already asked for. */
    siteStatus: TSiteStatus;
    /** The router, and this request's context in a language (the page's, as `X-Language` says it from the browser). */
    api: { router: AnyRouter; createContext: (language: string) => Promise<TContext> };
  }) => Promise<TRenderedPage>;
  /** A rendered page's data with this visitor's site status in it (a cached page for another visitor). */
  withSiteStatus: (state: TRenderedPage['state'], siteStatus: TSiteStatus) => TRenderedPage['state'];
};

const isFirstViewModule = (value: unknown): value is TFirstViewModule =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TFirstViewModule).isFirstViewPath === 'function' &&
  typeof (value as TFirstViewModule).renderFirstView === 'function' &&
  typeof (value as TFirstViewModule).withSiteStatus === 'function';

/** The web app's renderer, or null when only the browser build exists (the page is then rendered in the browser alone). */
export const loadFirstViewModule = async (entryPath: string): Promise<TFirstViewModule | null> => {
  if (!existsSync(entryPath)) return null;
  const loaded: unknown = await import(pathToFileURL(entryPath).href);
  if (!isFirstViewModule(loaded)) throw new Error(`${entryPath} does not export the first-view renderer`);
  return loaded;
};
