import type { RouteOptions } from 'fastify';
import { CALL_REGISTRY, GROUP_TWIN_PATHS, type TCallEntry } from '@site/contracts/registry';
import { requireMember, requireRealMember } from './token-hook.js';

const keyOf = (entry: Pick<TCallEntry, 'group' | 'name'>) => `${entry.group}.${entry.name}`;

/** `/wps/member/info` answers a guest with an empty value (docs/upstream.md §1), not 401. */
export const ANSWERS_GUESTS: ReadonlySet<string> = new Set(['session.memberInfo']);

/**
 * The token calls a trial player may make: its own session, balance, play
 * history, games, messages, announcements' read state and its language. Every other token call is for real members
 * and answers a trial session 403 `in_need_true_account` (docs/upstream.md §3).
 */
export const TRIAL_CALLS: ReadonlySet<string> = new Set([
  'session.memberInfo',
  'session.logout',
  'wallet.balance',
  'wallet.merchantWallet',
  'records.transactions',
  'records.bets',
  'records.profitLoss',
  'records.bonuses',
  'games.favouriteIds',
  'games.favouriteList',
  'games.addFavourite',
  'games.removeFavourite',
  'games.recentGames',
  'games.pokerRooms',
  'games.launchGame',
  'content.unreadCount',
  'content.inbox',
  'content.markRead',
  'content.summaryUnreadCount',
  'content.summaryInbox',
  'content.markAnnouncementsRead',
  'account.language',
]);

/** `METHOD path` of every token call and of its twins → its registry entry. */
const tokenCalls = new Map<string, TCallEntry>(
  CALL_REGISTRY.filter((entry) => entry.token && !ANSWERS_GUESTS.has(keyOf(entry))).flatMap((entry) => {
    const twin = GROUP_TWIN_PATHS[entry.group]?.[entry.name];
    return [entry.path, ...(twin ? [twin] : [])].map((path) => [`${entry.method} ${path}`, entry] as const);
  }),
);

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * onRoute hook of the upstream calls: a token call checks its caller before
 * its input, so whatever the input, a missing token answers 401
 * `login.not.session` and a trial session where members only 403
 * `in_need_true_account` (the usual errors, docs/upstream.md §1); bad input
 * from an allowed caller then answers 400 `validation_failed`.
 */
export const checkCallerFirst = (route: RouteOptions): void => {
  const entry = asArray(route.method)
    .map((method) => tokenCalls.get(`${method} ${route.url}`))
    .find((found) => found !== undefined);
  if (!entry) return;
  const check = TRIAL_CALLS.has(keyOf(entry)) ? requireMember : requireRealMember;
  route.preValidation = [check, ...asArray(route.preValidation)];
};
