import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../db/client.js';
import { members } from '../db/schema.js';
import { gameRounds, type ROUND_STATUSES } from '../db/schema-play.js';
import { demoMerchantId } from './play-fixtures.js';

export const memberIdOf = (db: TDatabase, username: string): number => {
  const member = db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.username, username.toLowerCase()))
    .get();
  if (!member) throw new Error(`no member ${username}`);
  return member.id;
};

/** A played round straight into the records (the records read rounds, not the game engines). */
export const insertRound = (
  db: TDatabase,
  round: {
    memberId: number;
    gameId: number;
    betMinor: number;
    winMinor?: number;
    status?: (typeof ROUND_STATUSES)[number];
    isTrial?: boolean;
    at?: Date;
  },
) => {
  const at = round.at ?? new Date();
  const status = round.status ?? 'settled';
  return db
    .insert(gameRounds)
    .values({
      roundId: `test-${randomUUID()}`,
      launchId: 0,
      merchantId: demoMerchantId(db),
      memberId: round.memberId,
      isTrial: round.isTrial ?? false,
      gameId: round.gameId,
      engine: 'slot',
      betMinor: round.betMinor,
      winMinor: round.winMinor ?? 0,
      status,
      detail: {},
      createdAt: at,
      settledAt: status === 'open' ? null : at,
    })
    .returning()
    .get();
};
