import { eq, sql } from 'drizzle-orm';
import { PLAYER_MEMBER_TYPE } from '@site/contracts';
import { insertMemberWithWallet } from '../../../core/members/member-store.js';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, postLedgerEntry } from '../../../core/money/ledger.js';
import type { TTransaction } from '../../../db/client.js';
import { wallets } from '../../../db/schema.js';
import { gameLanes, games, gameVendors } from '../../../db/schema-games.js';
import { gameLaunches, gameRounds } from '../../../db/schema-play.js';
import { catalogueSeed, type TSeedGame } from './catalogue.js';
import { BOT_OPENING_BALANCE_MINOR, BOT_USERNAMES, seedRounds } from './winners.js';

const MINUTE_MS = 60_000;
/** A seeded launch lived as long as a real one; they all expired long ago. */
const LAUNCH_LIFETIME_MS = 12 * 60 * MINUTE_MS;

/** Lanes, vendor cards and games of the merchant; returns games.id by node id. */
const insertCatalogue = (tx: TTransaction, merchantId: number): Map<string, number> => {
  const seed = catalogueSeed();
  tx.insert(gameLanes)
    .values(
      seed.lanes.map(({ category, nameEn, nameTy, sortOrder }) => ({
        merchantId,
        category,
        nameEn,
        nameTy,
        sortOrder,
      })),
    )
    .run();
  tx.insert(gameVendors)
    .values(seed.vendors.map((vendor) => ({ ...vendor, merchantId })))
    .run();
  // One prepared statement run per game: much faster than building multi-row inserts.
  const columns = Object.keys(seed.games[0] ?? {}) as (keyof TSeedGame)[];
  const insertGame = tx
    .insert(games)
    .values({
      ...Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)])),
      merchantId,
    } as typeof games.$inferInsert)
    .prepare();
  for (const game of seed.games) insertGame.run({ ...game, isNew: game.isNew ? 1 : 0 });
  const ids = new Map<string, number>();
  for (const row of tx
    .select({ id: games.id, nodeId: games.nodeId })
    .from(games)
    .where(eq(games.merchantId, merchantId))
    .all()) {
    ids.set(row.nodeId, row.id);
  }
  return ids;
};

/**
 * Bot players and their settled real-money rounds: each bet and win is a
 * ledger entry (idempotency key per round), so balances match the ledger.
 */
const insertBotRounds = (
  tx: TTransaction,
  merchantId: number,
  passwordHash: string,
  gameIds: ReadonlyMap<string, number>,
  now: Date,
): void => {
  const bots = BOT_USERNAMES.map((username) => {
    const member = insertMemberWithWallet(
      tx,
      {
        merchantId,
        username,
        passwordHash,
        type: PLAYER_MEMBER_TYPE,
        nickname: username,
        language: 'EN',
        isFirstLogin: false,
        openingBalanceMinor: BOT_OPENING_BALANCE_MINOR,
      },
      now,
    );
    const wallet = tx.select().from(wallets).where(eq(wallets.memberId, member.id)).all();
    const main = wallet.find((row) => row.accountTypeId === MAIN_WALLET_ACCOUNT_TYPE_ID);
    if (!main) throw new Error(`bot ${username} has no main wallet`);
    return { memberId: member.id, walletId: main.id };
  });
  for (const round of seedRounds(catalogueSeed().games)) {
    const bot = bots[round.botIndex];
    const gameId = gameIds.get(round.nodeId);
    if (!bot || gameId === undefined) throw new Error(`seed round ${round.roundId} has no bot or game`);
    const settledAt = new Date(now.getTime() - round.minutesAgo * MINUTE_MS);
    const startedAt = new Date(settledAt.getTime() - MINUTE_MS);
    const launch = tx
      .insert(gameLaunches)
      .values({
        token: round.launchToken,
        merchantId,
        memberId: bot.memberId,
        gameId,
        mode: 'real',
        language: 'EN',
        expiresAt: new Date(startedAt.getTime() + LAUNCH_LIFETIME_MS),
        createdAt: startedAt,
      })
      .returning({ id: gameLaunches.id })
      .get();
    postLedgerEntry(tx, {
      walletId: bot.walletId,
      amountMinor: -round.betMinor,
      kind: 'bet',
      idempotencyKey: `seed-round:${round.roundId}:bet`,
      now: startedAt,
    });
    if (round.winMinor > 0) {
      postLedgerEntry(tx, {
        walletId: bot.walletId,
        amountMinor: round.winMinor,
        kind: 'win',
        idempotencyKey: `seed-round:${round.roundId}:win`,
        now: settledAt,
      });
    }
    tx.insert(gameRounds)
      .values({
        roundId: round.roundId,
        launchId: launch.id,
        merchantId,
        memberId: bot.memberId,
        isTrial: false,
        gameId,
        engine: round.engine,
        betMinor: round.betMinor,
        winMinor: round.winMinor,
        status: 'settled',
        detail: { seeded: true },
        createdAt: startedAt,
        settledAt,
      })
      .run();
  }
};

/** The games part of the seed, in the caller's transaction. */
export const insertGamesSeed = (
  tx: TTransaction,
  merchantId: number,
  botPasswordHash: string,
  now: Date,
): void => {
  const gameIds = insertCatalogue(tx, merchantId);
  insertBotRounds(tx, merchantId, botPasswordHash, gameIds, now);
};
