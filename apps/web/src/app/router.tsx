import { lazy, type ReactNode, useMemo } from 'react';
import { matchPath, type RouteObject, useRoutes } from 'react-router';
import type { TGameCategory } from '@site/contracts/domain';
import type { TLotteryRoute } from '../features/shared-games/lottery-prize-mode';
import { paths, type TRouteDefinition } from '../lib/paths';
import { HomeScreen, loadHomePage } from './home-screen';
import { PointMallScreen } from './point-mall-screen';
import { RootLayout } from './root-layout';
import { RouteGuard } from './route-guard';

/*
 * Every page is its own chunk so the first load carries only the shell
 * (header, footer, providers). Home's page and dialogs load lazily inside
 * HomeScreen, which stays mounted under /login and /register.
 */
const loadPromotionsPage = () => import('../features/rewards/promotions/promotions-page');
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

/* The site's service pages: the app downloads, the agent programme, a seamless-wallet game. */
const loadDownloadPage = () => import('../features/content/downloads/download-page');
const DownloadPage = lazy(() => loadDownloadPage().then((module) => ({ default: module.DownloadPage })));
const loadJoinPage = () => import('../features/agent/join/join-page');
const JoinPage = lazy(() => loadJoinPage().then((module) => ({ default: module.JoinPage })));
const loadSeamlessPage = () => import('../features/games/seamless/seamless-page');
const SeamlessPage = lazy(() => loadSeamlessPage().then((module) => ({ default: module.SeamlessPage })));

/* The games pages: one chunk each for the lobby, the game centre, FB sports, the lottery lobby and its results. */
const loadCategoryPage = () => import('../features/games/lobby/category-page');
const CategoryPage = lazy(() => loadCategoryPage().then((module) => ({ default: module.CategoryPage })));
const loadGameCentrePage = () => import('../features/games/centre/game-centre-page');
const GameCentrePage = lazy(() =>
  loadGameCentrePage().then((module) => ({ default: module.GameCentrePage })),
);
const loadFbSportsPage = () => import('../features/games/centre/fb-sports-page');
const FbSportsPage = lazy(() => loadFbSportsPage().then((module) => ({ default: module.FbSportsPage })));
const loadLotteryPage = () => import('../features/lottery/lottery-page');
const LotteryPage = lazy(() => loadLotteryPage().then((module) => ({ default: module.LotteryPage })));
const loadLotteryResultsPage = () => import('../features/lottery/results/lottery-results-page');
const LotteryResultsPage = lazy(() =>
  loadLotteryResultsPage().then((module) => ({ default: module.LotteryResultsPage })),
);

/* Responsible gaming's public page: the tools, the signs of harm, the PGSI self-test and where to get help. */
const loadResponsibleInfoPage = () => import('../features/responsible/info/responsible-info-page');
const ResponsibleInfoPage = lazy(() =>
  loadResponsibleInfoPage().then((module) => ({ default: module.ResponsibleInfoPage })),
);

export type TRouteEntry = {
  definition: TRouteDefinition;
  element: ReactNode;
  /** Fetches the page's chunk; called at start-up for the address opened (preloadPageOf). */
  loadPage?: () => Promise<unknown>;
};

/** A lobby (`CategoryPage`), a game centre (`GameCentrePage`) or a lottery lobby, each keyed so switching remounts it. */
const lobbyRoute = (definition: TRouteDefinition, category: TGameCategory): TRouteEntry => ({
  definition,
  element: <CategoryPage key={category} category={category} />,
  loadPage: loadCategoryPage,
});
const gameCentreRoute = (definition: TRouteDefinition, category: TGameCategory): TRouteEntry => ({
  definition,
  element: <GameCentrePage key={category} category={category} />,
  loadPage: loadGameCentrePage,
});
const lotteryRoute = (definition: TRouteDefinition, route: TLotteryRoute): TRouteEntry => ({
  definition,
  element: <LotteryPage key={route} route={route} />,
  loadPage: loadLotteryPage,
});

/** The route table: each screen of `paths` with its element. */
export const ROUTE_ENTRIES: readonly TRouteEntry[] = [
  { definition: paths.home, element: <HomeScreen modal={null} />, loadPage: loadHomePage },
  { definition: paths.login, element: <HomeScreen modal="login" />, loadPage: loadHomePage },
  { definition: paths.register, element: <HomeScreen modal="register" />, loadPage: loadHomePage },
  { definition: paths.help, element: <HomeScreen modal="help" />, loadPage: loadHomePage },
  { definition: paths.down, element: <DownloadPage />, loadPage: loadDownloadPage },
  { definition: paths.join, element: <JoinPage />, loadPage: loadJoinPage },
  { definition: paths.seamless, element: <SeamlessPage />, loadPage: loadSeamlessPage },
  { definition: paths.promotions, element: <PromotionsPage />, loadPage: loadPromotionsPage },
  { definition: paths.pointMall, element: <PointMallScreen />, loadPage: loadHomePage },
  { definition: paths.agentLogin, element: <AgentLoginPage />, loadPage: loadAgentLoginPage },
  { definition: paths.agentHome, element: <AgentHomeScreen />, loadPage: loadAgentHomeScreen },
  lobbyRoute(paths.hot, 'HOT'),
  lobbyRoute(paths.rng, 'RNG'),
  lobbyRoute(paths.live, 'LIVE'),
  lobbyRoute(paths.fish, 'FISH'),
  lobbyRoute(paths.pvp, 'PVP'),
  lobbyRoute(paths.lott, 'LOTT'),
  lobbyRoute(paths.elott, 'ELOTT'),
  lobbyRoute(paths.bingo, 'BINGO'),
  gameCentreRoute(paths.sports, 'SPORTS'),
  gameCentreRoute(paths.esports, 'ESPORTS'),
  gameCentreRoute(paths.cockfight, 'COCKFIGHT'),
  { definition: paths.fbSports, element: <FbSportsPage />, loadPage: loadFbSportsPage },
  lotteryRoute(paths.lottery, '/lottery'),
  lotteryRoute(paths.seaLottery, '/seaLottery'),
  lotteryRoute(paths.vnLottery, '/vnLottery'),
  { definition: paths.lotteryResults, element: <LotteryResultsPage />, loadPage: loadLotteryResultsPage },
  {
    definition: paths.responsibleGaming,
    element: <ResponsibleInfoPage />,
    loadPage: loadResponsibleInfoPage,
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
