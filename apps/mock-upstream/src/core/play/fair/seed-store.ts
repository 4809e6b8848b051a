import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../../../db/client.js';
import { fairSeeds, type TFairSeed, type TGameLaunch } from '../../../db/schema-play.js';
import { hashServerSeed, newClientSeed, newServerSeed, type TFairInputs } from './fair-rng.js';

/**
 * Seed pairs: one active pair per member (shared by all their launches, real
 * and trial) or, for a guest's trial launch, per launch. The active pair is
 * the newest unrevealed row; rotation reveals it and starts a new one.
 */

/** What a round stores and shows: the inputs, and the hash published before play. */
export type TFairStamp = TFairInputs & { serverSeedHash: string };

/** What the player sees of the active pair (the server seed stays secret). */
export type TFairPublic = { serverSeedHash: string; clientSeed: string; nonce: number };

const ownerFilter = (launch: TGameLaunch) =>
  launch.memberId !== null
    ? and(eq(fairSeeds.memberId, launch.memberId), isNull(fairSeeds.revealedAt))
    : and(eq(fairSeeds.launchId, launch.id), isNull(fairSeeds.revealedAt));

const insertPair = (db: TExecutor, launch: TGameLaunch, clientSeed: string, now: Date): TFairSeed => {
  const serverSeed = newServerSeed();
  return db
    .insert(fairSeeds)
    .values({
      memberId: launch.memberId,
      launchId: launch.memberId === null ? launch.id : null,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed,
      nextNonce: 0,
      createdAt: now,
    })
    .returning()
    .get();
};

/** The launch's active seed pair, created on first use. */
export const activeSeedPair = (db: TExecutor, launch: TGameLaunch, now = new Date()): TFairSeed =>
  db.select().from(fairSeeds).where(ownerFilter(launch)).orderBy(desc(fairSeeds.id)).get() ??
  insertPair(db, launch, newClientSeed(), now);

export const publicFair = (pair: TFairSeed): TFairPublic => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce: pair.nextNonce,
});

/**
 * Takes the next nonce of the launch's active pair for one round. Call it
 * inside the round's transaction: if the round fails, the nonce is not used.
 */
export const reserveNonce = (db: TExecutor, launch: TGameLaunch): TFairStamp => {
  const pair = activeSeedPair(db, launch);
  db.update(fairSeeds)
    .set({ nextNonce: pair.nextNonce + 1 })
    .where(eq(fairSeeds.id, pair.id))
    .run();
  return {
    serverSeed: pair.serverSeed,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: pair.nextNonce,
  };
};

/** Replaces the client seed of the active pair (the nonce continues). */
export const setClientSeed = (db: TExecutor, launch: TGameLaunch, clientSeed: string): TFairPublic => {
  const pair = activeSeedPair(db, launch);
  db.update(fairSeeds).set({ clientSeed }).where(eq(fairSeeds.id, pair.id)).run();
  return publicFair({ ...pair, clientSeed });
};

export type TRotation = { revealedServerSeed: string; previousHash: string; serverSeedHash: string };

/** Reveals the active server seed and starts a new pair (same client seed, nonce 0). */
export const rotateSeedPair = (db: TExecutor, launch: TGameLaunch, now = new Date()): TRotation => {
  const pair = activeSeedPair(db, launch, now);
  db.update(fairSeeds).set({ revealedAt: now }).where(eq(fairSeeds.id, pair.id)).run();
  const next = insertPair(db, launch, pair.clientSeed, now);
  return {
    revealedServerSeed: pair.serverSeed,
    previousHash: pair.serverSeedHash,
    serverSeedHash: next.serverSeedHash,
  };
};
