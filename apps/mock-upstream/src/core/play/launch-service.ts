import { randomBytes } from 'node:crypto';
import { and, asc, eq, or } from 'drizzle-orm';
import type { TWireLaunchQuery } from '@site/contracts';
import { FB_VENDOR, isTrialType, LAUNCH_MODES, LOTTERY_SEA_VENDOR, LOTTERY_VN_VENDOR } from '@site/contracts';
import { type TExecutor, transact } from '../../db/client.js';
import type { TMember, TMerchant } from '../../db/schema.js';
import { games, gameVendors, type TGameRow } from '../../db/schema-games.js';
import { gameLaunches, type TGameLaunch } from '../../db/schema-play.js';
import { WireError, wireErrors } from '../../wire/envelope.js';
import { assertCanPlay } from '../responsible/guard.js';
import { findGameByNode, isGameUnderMaintenance, isTrialOffered, touchRecentGame } from './catalogue.js';

/** A launch token lives 12 hours (docs/history/games-interfaces.md). */
export const LAUNCH_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Demo credit of a trial launch: 2,000.00. */
export const TRIAL_DEMO_BALANCE_MINOR = 200_000;

/** Root-relative page URL of a launch. */
export const gameUrlOf = (engine: string, token: string): string =>
  `/games/play/${engine}?launch=${encodeURIComponent(token)}`;

/** The `#727` failure of a launch without `launchMode`: not a catalogue key, so it is answered as-is. */
export class SystemBusyError extends Error {
  constructor() {
    super('#727 system busy');
    this.name = 'SystemBusyError';
  }
}

const gameNotFound = () => new WireError(400, 'game_not_found', 'Game not found');
const gameMaintenance = () => new WireError(400, 'game_maintenance', 'The game is under maintenance');
const needTrueAccount = () =>
  new WireError(403, 'in_need_true_account', 'A real account is needed to play for money');

const insertLaunch = (
  db: TExecutor,
  values: {
    merchantId: number;
    memberId: number | null;
    game: TGameRow;
    mode: 'real' | 'trial';
    language: string;
  },
  now: Date,
): TGameLaunch =>
  db
    .insert(gameLaunches)
    .values({
      token: randomBytes(32).toString('hex'),
      merchantId: values.merchantId,
      memberId: values.memberId,
      gameId: values.game.id,
      mode: values.mode,
      demoBalanceMinor: values.mode === 'trial' ? TRIAL_DEMO_BALANCE_MINOR : 0,
      language: values.language,
      expiresAt: new Date(now.getTime() + LAUNCH_LIFETIME_MS),
      createdAt: now,
    })
    .returning()
    .get();

const ensurePlayable = (db: TExecutor, game: TGameRow | undefined): TGameRow => {
  if (!game) throw gameNotFound();
  if (isGameUnderMaintenance(db, game)) throw gameMaintenance();
  return game;
};

/**
 * The lottery game a LOTT / SEA_Tradition_Mobile launch shows: `lottoGameCode`
 * (a game id or node id of a lottery game) when given, otherwise the first
 * lottery game of the vendor the mode implies (TCG_SEA for SEA, TCG_LOTTO_VN
 * for `lottoArea` VN, else LOTT), otherwise any lottery game.
 */
const lotteryGameOf = (db: TExecutor, merchantId: number, query: TWireLaunchQuery): TGameRow | undefined => {
  const lotteryGames = and(eq(games.merchantId, merchantId), eq(games.engine, 'lottery'));
  if (query.lottoGameCode) {
    return db
      .select()
      .from(games)
      .where(
        and(lotteryGames, or(eq(games.gameId, query.lottoGameCode), eq(games.nodeId, query.lottoGameCode))),
      )
      .get();
  }
  const vendor =
    query.launchMode === 'SEA_Tradition_Mobile'
      ? LOTTERY_SEA_VENDOR
      : query.lottoArea?.toUpperCase() === 'VN'
        ? LOTTERY_VN_VENDOR
        : 'LOTT';
  return (
    db
      .select()
      .from(games)
      .where(and(lotteryGames, eq(games.vassalage, vendor)))
      .orderBy(asc(games.sortOrder), asc(games.id))
      .get() ?? db.select().from(games).where(lotteryGames).orderBy(asc(games.sortOrder), asc(games.id)).get()
  );
};

/** FB's single game: the vendor card's node, else the vendor's first game. */
const fbGameOf = (db: TExecutor, merchantId: number): TGameRow | undefined => {
  const card = db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.vassalage, FB_VENDOR)))
    .get();
  if (card?.singleNodeId) {
    const game = findGameByNode(db, merchantId, card.singleNodeId);
    if (game) return game;
  }
  return db
    .select()
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.vassalage, FB_VENDOR)))
    .orderBy(asc(games.sortOrder), asc(games.id))
    .get();
};

const gameOfGlsQuery = (db: TExecutor, merchantId: number, query: TWireLaunchQuery): TGameRow | undefined => {
  if (!query.nodeId) throw wireErrors.validationFailed({ nodeId: 'validation.required' });
  return findGameByNode(db, merchantId, query.nodeId);
};

export type TLaunchResult = { launch: TGameLaunch; game: TGameRow; gameUrl: string };

/**
 * `GET /wps/game/launchGame` of a member (rules of docs/history/games-interfaces.md):
 * no launchMode → `#727`; trial member → 403 `in_need_true_account`; unknown
 * game → `game_not_found`; maintenance → `game_maintenance`; a restriction
 * or a used-up play time → the responsible gaming refusal (403
 * `account_restricted`, 400 `play_time_limit_reached`...); records the
 * recent game; LOTT / SEA_Tradition_Mobile open the lottery lobby.
 */
export const launchReal = (
  db: TExecutor,
  merchant: TMerchant,
  member: TMember,
  query: TWireLaunchQuery,
  language: string,
  now = new Date(),
): TLaunchResult => {
  if (!query.launchMode) throw new SystemBusyError();
  if (isTrialType(member.type)) throw needTrueAccount();
  if (!(LAUNCH_MODES as readonly string[]).includes(query.launchMode))
    throw wireErrors.validationFailed({ launchMode: 'validation.invalid' });
  const game = ensurePlayable(
    db,
    query.launchMode === 'GLS'
      ? gameOfGlsQuery(db, merchant.id, query)
      : lotteryGameOf(db, merchant.id, query),
  );
  return startRealLaunch(db, merchant, member, game, language, now);
};

/** `GET GCS_gameLaunchFB`: like a GLS launch of vendor FB's single game. */
export const launchFb = (
  db: TExecutor,
  merchant: TMerchant,
  member: TMember,
  language: string,
  now = new Date(),
): TLaunchResult => {
  if (isTrialType(member.type)) throw needTrueAccount();
  return startRealLaunch(db, merchant, member, ensurePlayable(db, fbGameOf(db, merchant.id)), language, now);
};

/**
 * A real member's launch, in one transaction with the responsible gaming
 * check that lets it (a launch stakes nothing, so only a restriction or the
 * play-time limit refuses it).
 */
const startRealLaunch = (
  db: TExecutor,
  merchant: TMerchant,
  member: TMember,
  game: TGameRow,
  language: string,
  now: Date,
): TLaunchResult =>
  transact(db, (tx) => {
    assertCanPlay(tx, member.id, 0, now);
    const launch = insertLaunch(
      tx,
      { merchantId: merchant.id, memberId: member.id, game, mode: 'real', language },
      now,
    );
    touchRecentGame(tx, member.id, game.id, now);
    return { launch, game, gameUrl: gameUrlOf(game.engine, launch.token) };
  });

/**
 * `GET GCS_gameTrialLaunch {gameId, nodeId}` of a guest or member: the game
 * must offer a trial (`supportPlay` 0, else `function.not.available`) and not
 * be under maintenance; the launch plays with 2,000.00 demo credit only.
 */
export const launchTrial = (
  db: TExecutor,
  merchant: TMerchant,
  member: TMember | null,
  query: { gameId?: string | undefined; nodeId?: string | undefined },
  language: string,
  now = new Date(),
): TLaunchResult => {
  const game = query.nodeId
    ? findGameByNode(db, merchant.id, query.nodeId)
    : query.gameId
      ? db
          .select()
          .from(games)
          .where(and(eq(games.merchantId, merchant.id), eq(games.gameId, query.gameId)))
          .get()
      : undefined;
  if (!game) throw gameNotFound();
  if (!isTrialOffered(game)) throw wireErrors.functionNotAvailable('This game has no free trial');
  ensurePlayable(db, game);
  const launch = insertLaunch(
    db,
    { merchantId: merchant.id, memberId: member?.id ?? null, game, mode: 'trial', language },
    now,
  );
  return { launch, game, gameUrl: gameUrlOf(game.engine, launch.token) };
};

/** The live (unexpired) launch of a token, or undefined. */
export const findLiveLaunch = (db: TExecutor, token: string, now = new Date()): TGameLaunch | undefined => {
  const launch = db.select().from(gameLaunches).where(eq(gameLaunches.token, token)).get();
  return launch && launch.expiresAt.getTime() > now.getTime() ? launch : undefined;
};
