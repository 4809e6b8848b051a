import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, members, merchants, wallets } from '../db/schema.js';
import { memberPoints, pointEntries } from '../db/schema-rewards.js';
import { createInMemoryMock, type TInMemoryMock } from '../test/test-app.js';
import { AGENT_TEAM_MEMBERS } from './data/agent-team.js';
import { BOT_USERNAMES } from './data/games/winners.js';
import { resetToSeed, seedIfEmpty } from './seed.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

/** Every wallet's cached balance next to the sum of its ledger entries. */
const walletTotals = () =>
  testApp.db
    .select({
      username: members.username,
      balanceMinor: wallets.balanceMinor,
      ledgerSumMinor: sql<number>`coalesce((select sum(${ledgerEntries.amountMinor}) from ${ledgerEntries} where ${ledgerEntries.walletId} = ${wallets.id}), 0)`,
    })
    .from(wallets)
    .innerJoin(members, eq(members.id, wallets.memberId))
    .all();

describe('seed', () => {
  it('writes the opening balances as ledger entries: each wallet equals its ledger sum', () => {
    const totals = walletTotals();
    // The demo logins, the bot players whose rounds fill the winner board, and the agent's team.
    expect(totals.map((row) => row.username).sort()).toEqual(
      [
        'demo_agent',
        'demo_player',
        'demo_trial',
        ...BOT_USERNAMES,
        ...AGENT_TEAM_MEMBERS.map((member) => member.username),
      ].sort(),
    );
    for (const row of totals) expect(row.balanceMinor).toBe(row.ledgerSumMinor);
    expect(totals.find((row) => row.username === 'demo_player')?.balanceMinor).toBe(1_234_567);
  });

  it('writes points through the points ledger: each member’s kept points equal its entries', () => {
    const kept = testApp.db
      .select({
        username: members.username,
        points: memberPoints.points,
        pendingPoints: memberPoints.pendingPoints,
        entrySum: sql<number>`(select sum(${pointEntries.points}) from ${pointEntries} where ${pointEntries.memberId} = ${memberPoints.memberId})`,
      })
      .from(memberPoints)
      .innerJoin(members, eq(members.id, memberPoints.memberId))
      .all();
    expect(kept).toEqual([{ username: 'demo_player', points: 9_600, pendingPoints: 1_000, entrySum: 9_600 }]);
  });

  it('stores argon2id hashes with the agreed cost', () => {
    const player = testApp.db.select().from(members).where(eq(members.username, 'demo_player')).get();
    expect(player?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('is idempotent, and a reset brings back the same rows', async () => {
    expect(await seedIfEmpty(testApp.db)).toBe(false);
    expect(testApp.db.select().from(merchants).all()).toHaveLength(1);
    const before = walletTotals();
    await resetToSeed(testApp.db);
    const entriesBefore = testApp.db.select().from(ledgerEntries).all().length;
    await resetToSeed(testApp.db);
    expect(walletTotals()).toEqual(before);
    expect(testApp.db.select().from(ledgerEntries).all()).toHaveLength(entriesBefore);
  });
});
