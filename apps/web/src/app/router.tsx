import { lazy, type ReactNode, useMemo } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { paths, type TRouteDefinition } from '../lib/paths';
import { HomeScreen } from './home-screen';
import { RootLayout } from './root-layout';
import { RouteGuard } from './route-guard';

/*
 * Every page is its own chunk so the first load carries only the shell
 * (header, footer, providers). Home's page and dialogs load lazily inside
 * HomeScreen, which stays mounted under /login and /register.
 */
const PromotionsPage = lazy(() =>
  import('../features/content/promotions/promotions-page').then((module) => ({
    default: module.PromotionsPage,
  })),
);

const AgentLoginPage = lazy(() =>
  import('../features/session/agent/agent-login-page').then((module) => ({ default: module.AgentLoginPage })),
);
const AgentHomeScreen = lazy(() =>
  import('./agent-home-screen').then((module) => ({ default: module.AgentHomeScreen })),
);

/* The games pages: one chunk each for the lobby, the game centre, FB sports and the lottery lobby. */
const CategoryPage = lazy(() =>
  import('../features/games/lobby/category-page').then((module) => ({ default: module.CategoryPage })),
);
const GameCentrePage = lazy(() =>
  import('../features/games/centre/game-centre-page').then((module) => ({ default: module.GameCentrePage })),
);
const FbSportsPage = lazy(() =>
  import('../features/games/centre/fb-sports-page').then((module) => ({ default: module.FbSportsPage })),
);
const LotteryPage = lazy(() =>
  import('../features/games/lottery/lottery-page').then((module) => ({ default: module.LotteryPage })),
);

export type TRouteEntry = { definition: TRouteDefinition; element: ReactNode };

/** The route table: each screen of `paths` with its element. */
export const ROUTE_ENTRIES: readonly TRouteEntry[] = [
  { definition: paths.home, element: <HomeScreen modal={null} /> },
  { definition: paths.login, element: <HomeScreen modal="login" /> },
  { definition: paths.register, element: <HomeScreen modal="register" /> },
  { definition: paths.promotions, element: <PromotionsPage /> },
  { definition: paths.agentLogin, element: <AgentLoginPage /> },
  { definition: paths.agentHome, element: <AgentHomeScreen /> },
  { definition: paths.hot, element: <CategoryPage key="HOT" category="HOT" /> },
  { definition: paths.rng, element: <CategoryPage key="RNG" category="RNG" /> },
  { definition: paths.live, element: <CategoryPage key="LIVE" category="LIVE" /> },
  { definition: paths.fish, element: <CategoryPage key="FISH" category="FISH" /> },
  { definition: paths.pvp, element: <CategoryPage key="PVP" category="PVP" /> },
  { definition: paths.lott, element: <CategoryPage key="LOTT" category="LOTT" /> },
  { definition: paths.elott, element: <CategoryPage key="ELOTT" category="ELOTT" /> },
  { definition: paths.bingo, element: <CategoryPage key="BINGO" category="BINGO" /> },
  { definition: paths.sports, element: <GameCentrePage key="SPORTS" category="SPORTS" /> },
  { definition: paths.esports, element: <GameCentrePage key="ESPORTS" category="ESPORTS" /> },
  { definition: paths.cockfight, element: <GameCentrePage key="COCKFIGHT" category="COCKFIGHT" /> },
  { definition: paths.fbSports, element: <FbSportsPage /> },
  { definition: paths.lottery, element: <LotteryPage key="lottery" route="/lottery" /> },
  { definition: paths.seaLottery, element: <LotteryPage key="sea" route="/seaLottery" /> },
  { definition: paths.vnLottery, element: <LotteryPage key="vn" route="/vnLottery" /> },
];

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
