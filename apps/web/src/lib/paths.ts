/**
 * The route table of docs/product.md (section 2) for the screens built so far.
 * `requiresLogin` sends a logged-out visitor to the login route.
 * Shared here (not in app/) because features link to these paths too.
 */
export type TRouteDefinition = {
  path: string;
  /** Other URLs that show the same screen. */
  aliases?: readonly string[];
  requiresLogin?: boolean;
};

export const paths = {
  home: { path: '/', aliases: ['/index', '/index.html', '/home'] },
  login: { path: '/login' },
  register: { path: '/register' },
  // Home with the help centre open; the hash names the topic (/help#faq).
  help: { path: '/help' },
  down: { path: '/down' },
  join: { path: '/join' },
  // A seamless-wallet game under the header alone (`?vassalage=&nodeId=&gameId=`); a game page.
  seamless: { path: '/seamless', requiresLogin: true },
  promotions: { path: '/promotions' },
  // Opens the member centre at the point mall; closing it leaves for home (docs/product.md §2).
  pointMall: { path: '/pointMall', requiresLogin: true },
  agentLogin: { path: '/agentLogin' },
  agentHome: { path: '/agentHome', requiresLogin: true },
  // Game-list centre pages (docs/product.md §2), with `?vassalage=` naming the vendor.
  hot: { path: '/hot' },
  rng: { path: '/rng' },
  live: { path: '/live' },
  fish: { path: '/fish' },
  pvp: { path: '/pvp' },
  lott: { path: '/lott' },
  elott: { path: '/elott' },
  bingo: { path: '/bingo' },
  // Game centre pages: big vendor cards.
  sports: { path: '/sports' },
  esports: { path: '/esports' },
  cockfight: { path: '/cockfight' },
  fbSports: { path: '/fbSports', requiresLogin: true },
  // Lottery lobbies, `?gameCode=` naming the game to show.
  lottery: { path: '/lottery', requiresLogin: true },
  seaLottery: { path: '/seaLottery', requiresLogin: true },
  vnLottery: { path: '/vnLottery', requiresLogin: true },
  // Every lottery game's results by day (`?gameCode=&date=`), open to visitors.
  lotteryResults: { path: '/lotteryResults' },
  // Responsible gaming: the tools, the signs of harm, a self-test and where to get help; open to visitors.
  responsibleGaming: { path: '/responsible-gaming' },
} as const satisfies Record<string, TRouteDefinition>;

export type TRouteName = keyof typeof paths;
