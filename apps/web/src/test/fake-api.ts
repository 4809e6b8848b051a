import type { AnyProcedure, inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { TErrorData } from '@site/contracts/errors';
import type { AppRouter } from '@site/gateway/app-router';
import {
  avatar,
  balance,
  countries,
  member,
  profile,
  security,
  session,
  signedIn,
  siteStatus,
} from './fixtures';
import { rewardsSummary } from './rewards-fixtures';

/*
 * A fake of the network boundary: answers tRPC batch requests (GET queries,
 * POST mutations) the way the gateway does, from per-procedure handlers typed
 * against the gateway's router: a handler gets its procedure's input and must
 * answer its output, and an unknown procedure name does not compile.
 */

/** Every procedure's dotted path (`wallet.balance`), from the router's record of procedures and sub-routers. */
type TPathsOf<TRecord, TPrefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyProcedure
    ? `${TPrefix}${K}`
    : TPathsOf<TRecord[K], `${TPrefix}${K}.`>;
}[keyof TRecord & string];

/** The value at a dotted path of nested objects. */
type TAt<T, TPath extends string> = TPath extends `${infer THead}.${infer TRest}`
  ? THead extends keyof T
    ? TAt<T[THead], TRest>
    : never
  : TPath extends keyof T
    ? T[TPath]
    : never;

export type TProcedurePath = TPathsOf<AppRouter['_def']['record']>;
export type TInputOf<TPath extends TProcedurePath> = TAt<inferRouterInputs<AppRouter>, TPath>;
export type TOutputOf<TPath extends TProcedurePath> = TAt<inferRouterOutputs<AppRouter>, TPath>;

export type THandler<TPath extends TProcedurePath> = (
  input: TInputOf<TPath>,
) => TOutputOf<TPath> | Promise<TOutputOf<TPath>>;
export type THandlers = { [TPath in TProcedurePath]?: THandler<TPath> };

/** Procedures the app called with no handler, since the last check (setup.ts fails the test on any). */
const unhandledCalls: string[] = [];

/** The unanswered procedure paths so far, forgetting them. */
export const takeUnhandledCalls = (): string[] => unhandledCalls.splice(0);

export type TRecordedCall = {
  path: string;
  input: unknown;
  headers: Headers;
  credentials?: RequestCredentials;
};

const TRPC_CODES: Record<number, { name: string; number: number }> = {
  400: { name: 'BAD_REQUEST', number: -32600 },
  401: { name: 'UNAUTHORIZED', number: -32001 },
  429: { name: 'TOO_MANY_REQUESTS', number: -32029 },
  500: { name: 'INTERNAL_SERVER_ERROR', number: -32603 },
  502: { name: 'BAD_GATEWAY', number: -32603 },
  503: { name: 'SERVICE_UNAVAILABLE', number: -32603 },
  504: { name: 'GATEWAY_TIMEOUT', number: -32603 },
};

/** Thrown by a handler to answer with the gateway's error shape. */
export class FakeApiError extends Error {
  constructor(
    readonly data: TErrorData,
    readonly httpStatus = 400,
  ) {
    super(data.key);
  }
}

export const apiError = (data: TErrorData, httpStatus = 400) => new FakeApiError(data, httpStatus);

const errorEntry = (path: string, error: FakeApiError) => {
  const code = TRPC_CODES[error.httpStatus] ?? { name: 'INTERNAL_SERVER_ERROR', number: -32603 };
  return {
    error: {
      message: error.data.key,
      code: code.number,
      data: { ...error.data, code: code.name, httpStatus: error.httpStatus, path },
    },
  };
};

export const defaultHandlers = (): THandlers => ({
  'system.status': () => siteStatus(),
  'session.me': () => session(),
  'rewards.promotions': () => ({ items: [], personal: false }),
  'wallet.balance': () => balance(),
  'content.unreadCount': () => ({ count: 0 }),
  'live.unreadCount': () => ({ count: 0 }),
  // The header's VIP rank and the centre's badges, whenever a real member is signed in.
  'rewards.summary': () => rewardsSummary(),
  'session.captcha': () => ({ image: 'data:image/png;base64,iVBORw0KGgo=' }),
  'session.logout': () => ({ ok: true }),
  'session.login': () => signedIn(),
  'system.countries': () => countries(),
  // Every page view sends a beacon; the open site asks for its template, a blocked one for the location.
  'system.collect': () => null,
  'system.template': () => ({ templateCode: 'DARK_GOLD', themeColour: '#0b0f17', accentColour: '#f4c451' }),
  'system.location': () => ({ ip: siteStatus().ip, regionRestriction: true }),
  'content.banners': () => ({ items: [] }),
  'content.popups': () => ({ items: [] }),
  'content.notices': () => ({ items: [] }),
  'games.vendors': () => ({ categories: [] }),
  'games.hot': () => ({ games: [] }),
  'games.winners': () => ({ winners: [] }),
  'games.list': () => ({ games: [], pageNo: 1, totalPages: 0, totalCount: 0 }),
  'games.favouriteIds': () => ({ nodeIds: [] }),
  // Content of decision 0033: the footer's providers, the home jackpot, the lobbies' news and boards, matches.
  'games.providers': () => ({ providers: [] }),
  'games.categoryWinners': () => ({ winners: [] }),
  'games.hotMatches': () => ({ matches: [] }),
  'content.jackpot': () => ({ amountMinor: 1_150_000_000_000, asOf: 0 }),
  'content.lobbyNews': () => ({ items: [] }),
  'content.markAnnouncementsRead': ({ ids }) => ({ ids }),
  // The promotion announcements: the home strip, and the promotions page's tabs and list.
  'content.layoutPromotions': () => ({ items: [] }),
  'content.promotionCategories': () => ({ items: [] }),
  'content.promotionAnnouncements': () => ({ items: [] }),
  // Asked by the contract popup whenever an agent is signed in.
  'agent.contractRequests': () => [],
  // Asked whenever a real member's game opens (the reality check): off unless a test sets it.
  'responsible.playSession': () => ({ startedAt: 0, realityCheckSeconds: 0, netMinor: 0, wageredMinor: 0 }),
  // The security centre, the member centre's first page.
  'account.avatar': () => avatar(),
  'account.profile': () => profile(),
  'account.security': () => security(),
  'account.register': () => ({
    member: member({ account: 'new_player' }),
    firstTimeLogin: true,
    mustChangePassword: false,
  }),
});

export const createFakeApi = (overrides: THandlers = {}) => {
  const handlers: THandlers = { ...defaultHandlers(), ...overrides };
  const calls: TRecordedCall[] = [];

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const paths = url.pathname.replace(/^\/trpc\//, '').split(',');
    const method = init?.method ?? 'GET';
    const rawInput = method === 'GET' ? url.searchParams.get('input') : (init?.body as string | undefined);
    const inputs = (rawInput ? JSON.parse(rawInput) : {}) as Record<string, unknown>;
    const headers = new Headers(init?.headers);

    const entries = await Promise.all(
      paths.map(async (path, index) => {
        const procedureInput = inputs[String(index)];
        calls.push({ path, input: procedureInput, headers, credentials: init?.credentials });
        const handler = handlers[path as TProcedurePath] as ((input: unknown) => unknown) | undefined;
        try {
          if (!handler) {
            // The test did not expect this call: answered as a failure, and the test fails (setup.ts).
            unhandledCalls.push(path);
            throw new FakeApiError({ key: 'unknown_error' }, 500);
          }
          return { result: { data: await handler(procedureInput) } };
        } catch (error) {
          if (error instanceof FakeApiError) return errorEntry(path, error);
          throw error;
        }
      }),
    );
    const failed = entries.find((entry): entry is ReturnType<typeof errorEntry> => 'error' in entry);
    const status = !failed ? 200 : entries.length === 1 ? failed.error.data.httpStatus : 207;
    return new Response(JSON.stringify(entries), { status, headers: { 'content-type': 'application/json' } });
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    /** Replaces one procedure's handler from now on. */
    setHandler: <TPath extends TProcedurePath>(path: TPath, handler: THandler<TPath>) => {
      (handlers as Record<string, unknown>)[path] = handler;
    },
    callsTo: (path: TProcedurePath) => calls.filter((call) => call.path === path),
  };
};

export type TFakeApi = ReturnType<typeof createFakeApi>;
