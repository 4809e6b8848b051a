import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { createTRPCClient, type LocalLinkOptions, unstable_localLink } from '@trpc/client';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { TSiteStatus } from '@site/contracts/api';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { startLanguageFor } from './app/use-start-language';
import { changeLanguage, currentLanguageCode, isLanguageActive } from './lib/i18n';
import { initialLanguage, localeOf, setServerStoredLanguage } from './lib/language';
import { PageOriginContext } from './lib/page-origin';
import { paths, type TRouteDefinition } from './lib/paths';
import type { AppRouter } from './lib/trpc';

/**
 * The public pages a visitor may land on: home, the lobbies and game
 * centres, promotions and the other public pages. Not the dialogs' routes
 * (login, register, help), nor a member's pages.
 */
const FIRST_VIEW_ROUTES: readonly TRouteDefinition[] = [
  paths.home,
  paths.down,
  paths.join,
  paths.promotions,
  paths.hot,
  paths.rng,
  paths.live,
  paths.fish,
  paths.pvp,
  paths.lott,
  paths.elott,
  paths.bingo,
  paths.sports,
  paths.esports,
  paths.cockfight,
  paths.lotteryResults,
  paths.responsibleGaming,
];
const FIRST_VIEW_PATHS = new Set(
  FIRST_VIEW_ROUTES.flatMap((route) => [route.path, ...(route.aliases ?? [])]),
);

export const isFirstViewPath = (path: string): boolean => FIRST_VIEW_PATHS.has(path);

export type TFirstViewRequest = {
  /** Path and query of the page asked for. */
  url: string;
  /** The page's origin as the browser sees it. */
  origin: string;
  /** The language code (EN, TY) the visitor chose on an earlier visit (its cookie), if any. */
  storedLanguage: string | null;
  /** This visitor's `system.status` answer, already asked for by the gateway (in the stored language). */
  siteStatus: TSiteStatus;
  /** The gateway's router and this request's context in a language: procedures are called in-process. */
  api: {
    router: LocalLinkOptions<AppRouter>['router'];
    createContext: (language: string) => ReturnType<LocalLinkOptions<AppRouter>['createContext']>;
  };
};

export type TFirstView = {
  /** The markup of `#root`. */
  html: string;
  /** The query cache the markup was rendered from, for the browser to hydrate with. */
  state: DehydratedState;
  /** What failed to render: those parts are left to the browser (React renders them there). */
  errors: unknown[];
  /** The site's name, the page's title. */
  title: string | null;
  /** The page's language: its code (EN, TY), for the browser to hydrate in, and its locale, for `<html lang>`. */
  language: string;
  lang: string;
};

/** The site status query's key (`trpc.system.status.queryKey()`). */
const STATUS_KEY = [['system', 'status'], { type: 'query' }];

/**
 * A rendered page's data with another visitor's `system.status` answer in
 * it: a page cached for visitors is the same for all of them but for the
 * status's own facts (their IP).
 */
export const withSiteStatus = (state: DehydratedState, siteStatus: TSiteStatus): DehydratedState => {
  const statusHash = JSON.stringify(STATUS_KEY);
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.queryHash === statusHash ? { ...query, state: { ...query.state, data: siteStatus } } : query,
    ),
  };
};

/** Render passes at most: each one may ask for queries the previous one's answers revealed (the start-up gate, then the page). */
const MAX_PASSES = 6;

const streamToString = async (stream: NodeJS.ReadableStream): Promise<string> => {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
  return text;
};

/** Whether an observer of the query lets it fetch (`enabled`, a flag or a function of the query). */
const isEnabled = (query: Query): boolean => {
  const { enabled } = query.options as { enabled?: boolean | ((of: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/** A query a render asked for and nobody has fetched: the next pass's data. */
const isWaiting = (query: Query): boolean =>
  query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query);

/**
 * The first view of a page, rendered as the browser's first render will be:
 * the same app, its queries answered in-process by the gateway. React's
 * `useQuery` does not fetch on the server, so the page is rendered until no
 * render asks for anything new; a query that failed is left out, and the
 * browser asks again.
 */
export const renderFirstView = async ({
  url,
  origin,
  storedLanguage,
  siteStatus,
  api,
}: TFirstViewRequest): Promise<TFirstView> => {
  // As the browser starts (main.tsx): in the stored language, then in the start-up gate's once the site is known.
  setServerStoredLanguage(storedLanguage);
  await changeLanguage(initialLanguage());
  const queryClient = createQueryClient({ retryNetworkErrors: false });
  queryClient.setQueryData(STATUS_KEY, siteStatus);
  const trpcClient = createTRPCClient<AppRouter>({
    links: [
      unstable_localLink({
        router: api.router,
        createContext: () => api.createContext(currentLanguageCode()),
      }),
    ],
  });
  const clients = { queryClient, trpcClient };
  const Router = ({ children }: { children: ReactNode }) => (
    <PageOriginContext.Provider value={origin}>
      <StaticRouter location={url}>{children}</StaticRouter>
    </PageOriginContext.Provider>
  );
  const asked = new Set<string>();
  const errors: unknown[] = [];
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    errors.length = 0;
    // The same tree as main.tsx renders, StrictMode included, so hydration matches it node for node.
    const app = (
      <StrictMode>
        <App clients={clients} Router={Router} />
      </StrictMode>
    );
    const { prelude } = await prerenderToNodeStream(app, {
      onError: (error) => void errors.push(error),
      // Every boundary in place: no outlined segments, whose inline scripts the CSP would refuse.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    html = await streamToString(prelude);
    // The last pass's markup is the page: nothing changes after it, so the data sent match what was drawn.
    const isLastPass = pass === MAX_PASSES - 1;
    // The start-up gate's language: loaded here, as its effect would load it in the browser.
    const status = queryClient.getQueryData<TSiteStatus>(STATUS_KEY);
    if (!isLastPass && status && !isLanguageActive(startLanguageFor(status.site))) {
      await changeLanguage(startLanguageFor(status.site));
      continue;
    }
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => isWaiting(query) && !asked.has(query.queryHash));
    if (waiting.length === 0 || isLastPass) break;
    for (const query of waiting) asked.add(query.queryHash);
    await Promise.all(
      waiting.map((query) =>
        query.fetch().catch(() => queryClient.removeQueries({ queryKey: query.queryKey, exact: true })),
      ),
    );
  }
  const language = currentLanguageCode();
  return {
    html,
    errors,
    state: dehydrate(queryClient),
    title: queryClient.getQueryData<TSiteStatus>(STATUS_KEY)?.site.name ?? null,
    language,
    lang: localeOf(language),
  };
};
