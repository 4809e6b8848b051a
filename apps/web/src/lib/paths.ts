/**
 * The route table of the spec (section 2) for the screens built so far.
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
  promotions: { path: '/promotions' },
  agentLogin: { path: '/agentLogin' },
  agentHome: { path: '/agentHome', requiresLogin: true },
} as const satisfies Record<string, TRouteDefinition>;

export type TRouteName = keyof typeof paths;
