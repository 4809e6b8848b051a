import { lazy, type ReactNode, useMemo } from 'react';
import { matchPath, type RouteObject, useRoutes } from 'react-router-dom';
import { paths, type TRouteDefinition } from '../lib/paths';
import { HomeScreen, loadHomePage } from './home-screen';
import { RootLayout } from './root-layout';
import { RouteGuard } from './route-guard';

/*
 * Every page is its own chunk so the first load carries only the shell
 * (header, footer, providers). Home's page and dialogs load lazily inside
 * HomeScreen, which stays mounted under /login and /register.
 */
const loadPromotionsPage = () => import('../features/content/promotions/promotions-page');
const PromotionsPage = lazy(() =>
  loadPromotionsPage().then((module) => ({ default: module.PromotionsPage })),
);

const loadAgentLoginPage = () => import('../features/session/agent/agent-login-page');
const AgentLoginPage = lazy(() =>
  loadAgentLoginPage().then((module) => ({ default: module.AgentLoginPage })),
);
const loadAgentHomeScreen = () => import('./agent-home-screen');
const AgentHomeScreen = lazy(() =>
  loadAgentHomeScreen().then((module) => ({ default: module.AgentHomeScreen })),
);

/* The games pages: one chunk each for the lobby, the game centre, FB sports and the lottery lobby. */
const loadCategoryPage = () => import('../features/games/lobby/category-page');
const CategoryPage = lazy(() => loadCategoryPage().then((module) => ({ default: module.CategoryPage })));
const loadGameCentrePage = () => import('../features/games/centre/game-centre-page');
const GameCentrePage = lazy(() =>
  loadGameCentrePage().then((module) => ({ default: module.GameCentrePage })),
);
const loadFbSportsPage = () => import('../features/games/centre/fb-sports-page');
const FbSportsPage = lazy(() => loadFbSportsPage().then((module) => ({ default: module.FbSportsPage })));
const loadLotteryPage = () => import('../features/games/lottery/lottery-page');
const LotteryPage = lazy(() => loadLotteryPage().then((module) => ({ default: module.LotteryPage })));

export type TRouteEntry = {
  definition: TRouteDefinition;
  element: ReactNode;
  /** Fetches the page's chunk; called at start-up for the address opened (preloadPageOf). */
  loadPage?: () => Promise<unknown>;
};

/** The route table: each screen of `paths` with its element. */
export const ROUTE_ENTRIES: readonly TRouteEntry[] = [
  { definition: paths.home, element: <HomeScreen modal={null} />, loadPage: loadHomePage },
  { definition: paths.login, element: <HomeScreen modal="login" />, loadPage: loadHomePage },
  { definition: paths.register, element: <HomeScreen modal="register" />, loadPage: loadHomePage },
  { definition: paths.promotions, element: <PromotionsPage />, loadPage: loadPromotionsPage },
  { definition: paths.agentLogin, element: <AgentLoginPage />, loadPage: loadAgentLoginPage },
  { definition: paths.agentHome, element: <AgentHomeScreen />, loadPage: loadAgentHomeScreen },
  { definition: paths.hot, element: <CategoryPage key="HOT" category="HOT" />, loadPage: loadCategoryPage },
  { definition: paths.rng, element: <CategoryPage key="RNG" category="RNG" />, loadPage: loadCategoryPage },
  {
    definition: paths.live,
    element: <CategoryPage key="LIVE" category="LIVE" />,
    loadPage: loadCategoryPage,
  },
  {
    definition: paths.fish,
    element: <CategoryPage key="FISH" category="FISH" />,
    loadPage: loadCategoryPage,
  },
  { definition: paths.pvp, element: <CategoryPage key="PVP" category="PVP" />, loadPage: loadCategoryPage },
  {
    definition: paths.lott,
    element: <CategoryPage key="LOTT" category="LOTT" />,
    loadPage: loadCategoryPage,
  },
  {
    definition: paths.elott,
    element: <CategoryPage key="ELOTT" category="ELOTT" />,
    loadPage: loadCategoryPage,
  },
  {
    definition: paths.bingo,
    element: <CategoryPage key="BINGO" category="BINGO" />,
    loadPage: loadCategoryPage,
  },
  {
    definition: paths.sports,
    element: <GameCentrePage key="SPORTS" category="SPORTS" />,
    loadPage: loadGameCentrePage,
  },
  {
    definition: paths.esports,
    element: <GameCentrePage key="ESPORTS" category="ESPORTS" />,
    loadPage: loadGameCentrePage,
  },
  {
    definition: paths.cockfight,
    element: <GameCentrePage key="COCKFIGHT" category="COCKFIGHT" />,
    loadPage: loadGameCentrePage,
  },
  { definition: paths.fbSports, element: <FbSportsPage />, loadPage: loadFbSportsPage },
  {
    definition: paths.lottery,
    element: <LotteryPage key="lottery" route="/lottery" />,
    loadPage: loadLotteryPage,
  },
  {
    definition: paths.seaLottery,
    element: <LotteryPage key="sea" route="/seaLottery" />,
    loadPage: loadLotteryPage,
  },
  {
    definition: paths.vnLottery,
    element: <LotteryPage key="vn" route="/vnLottery" />,
    loadPage: loadLotteryPage,
  },
];

/**
 * Starts fetching the chunk of the page at this address, so that it loads
 * beside the site-status call and the catalogue instead of after them (the
 * first view's largest image waits on it; decision 0022). Unknown paths show
 * home.
 */
export const preloadPageOf = (pathname: string, entries: readonly TRouteEntry[] = ROUTE_ENTRIES): void => {
  const entry = entries.find(({ definition }) =>
    [definition.path, ...(definition.aliases ?? [])].some((path) => matchPath(path, pathname)),
  );
  void (entry ? entry.loadPage?.() : loadHomePage())?.catch(() => undefined);
};

/** Turns route entries into router objects: aliases share the element, guarded ones check the session. */
export const toRouteObjects = (entries: readonly TRouteEntry[]): RouteObject[] =>
  entries.flatMap(({ definition, element }) => {
    const guarded = <RouteGuard requiresLogin={definition.requiresLogin === true}>{element}</RouteGuard>;
    return [definition.path, ...(definition.aliases ?? [])].map((path) => ({ path, element: guarded }));
  });

/** The whole tree: the shell around the routes, and unknown paths showing home. */
export const buildRoutes = (entries: readonly TRouteEntry[] = ROUTE_ENTRIES): RouteObject[] => [
  {
    element: <RootLayout />,
    children: [...toRouteObjects(entries), { path: '*', element: <HomeScreen modal={null} /> }],
  },
];

const APP_ROUTES = buildRoutes();

/**
 * The screen for the current address, inside whichever router is around it
 * (the browser's history, or a memory router in tests). A route tree rather
 * than the data router (`createBrowserRouter`): the app uses no loaders or
 * actions, and the data router would add ~17 KB gzip to the first load.
 */
export const AppRoutes = ({ entries }: { entries?: readonly TRouteEntry[] }) => {
  const routes = useMemo(() => (entries ? buildRoutes(entries) : APP_ROUTES), [entries]);
  return useRoutes(routes);
};
