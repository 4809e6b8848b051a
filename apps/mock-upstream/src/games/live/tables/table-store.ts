import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { hashServerSeed } from '../../../core/play/fair/fair-rng.js';
import type { TExecutor } from '../../../db/client.js';
import type { TGameRow } from '../../../db/schema-games.js';
import {
  type LIVE_TABLE_ENGINES,
  liveBets,
  liveTables,
  type TLiveBet,
  type TLiveTable,
} from '../../../db/schema-live.js';
import type { TFloatSource } from '../cards.js';
import { fairFloatStream, roundServerSeed } from '../fair-stream.js';
import type { TTableSchedule } from './schedule.js';

export type TTableEngine = (typeof LIVE_TABLE_ENGINES)[number];

/** Round numbers count from here, so they read the same on every run. */
export const TABLE_EPOCH_MS = Date.UTC(2025, 0, 1);

export const TABLE_TIMING: Record<TTableEngine, { bettingMs: number; revealMs: number }> = {
  baccarat: { bettingMs: 20_000, revealMs: 10_000 },
  cockfight: { bettingMs: 30_000, revealMs: 15_000 },
};

/** Stakes per selection: at least the game's minimum bet (₱10.00 at the least), at most ₱50,000.00. */
const MIN_TABLE_BET_MINOR = 1_000;
const MAX_TABLE_BET_MINOR = 5_000_000;

/** The table of a catalogue game, made on first use. */
export const tableForGame = (db: TExecutor, game: TGameRow, engine: TTableEngine): TLiveTable => {
  const existing = db.select().from(liveTables).where(eq(liveTables.gameId, game.id)).get();
  if (existing) return existing;
  db.insert(liveTables)
    .values({
      merchantId: game.merchantId,
      gameId: game.id,
      engine,
      name: game.gameName,
      secret: randomBytes(32).toString('hex'),
      clientSeed: `table-${game.nodeId}`,
      epochMs: TABLE_EPOCH_MS,
      ...TABLE_TIMING[engine],
      minBetMinor: Math.max(MIN_TABLE_BET_MINOR, game.minBetMinor),
      maxBetMinor: MAX_TABLE_BET_MINOR,
      createdAt: new Date(),
    })
    .onConflictDoNothing()
    .run();
  return db.select().from(liveTables).where(eq(liveTables.gameId, game.id)).get()!;
};

export const findTable = (db: TExecutor, tableId: number): TLiveTable | undefined =>
  db.select().from(liveTables).where(eq(liveTables.id, tableId)).get();

export const scheduleOf = (table: TLiveTable): TTableSchedule => ({
  epochMs: table.epochMs,
  bettingMs: table.bettingMs,
  revealMs: table.revealMs,
});

/** The fair inputs of a table round (the verify page takes them as they are). */
export const roundFairInputs = (table: TLiveTable, roundNo: number) => {
  const serverSeed = roundServerSeed(table.secret, roundNo);
  return {
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: table.clientSeed,
    nonce: roundNo,
  };
};

export const roundFloats = (table: TLiveTable, roundNo: number): TFloatSource => {
  const inputs = roundFairInputs(table, roundNo);
  return fairFloatStream(inputs.serverSeed, inputs.clientSeed, inputs.nonce);
};

/** The launch's latest bets at a table, newest first. */
export const recentTableBets = (db: TExecutor, tableId: number, launchId: number, limit = 10): TLiveBet[] =>
  db
    .select()
    .from(liveBets)
    .where(and(eq(liveBets.tableId, tableId), eq(liveBets.launchId, launchId)))
    .orderBy(desc(liveBets.id))
    .limit(limit)
    .all();
