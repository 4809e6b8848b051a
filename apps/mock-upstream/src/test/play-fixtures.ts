import { and, eq, sum } from 'drizzle-orm';
import type { TApp } from '../app.js';
import { MAIN_WALLET_ACCOUNT_TYPE_ID } from '../core/money/ledger.js';
import type { TDatabase } from '../db/client.js';
import { ledgerEntries, merchants, wallets } from '../db/schema.js';
import { games, gameVendors } from '../db/schema-games.js';
import { DEMO_MERCHANT_CODE } from '../seed/seed.js';
import { qa } from './test-app.js';

/** Catalogue rows of the games tests (their own node ids, so the catalogue seed may be there or not). */
export const TEST_GAMES = {
  slot: { nodeId: 'T-SLOT-1', engine: 'slot', supportPlay: 0, vassalage: 'TST', gameType: 'RNG' },
  slotNoTrial: { nodeId: 'T-SLOT-2', engine: 'slot', supportPlay: 1, vassalage: 'TST', gameType: 'RNG' },
  fish: { nodeId: 'T-FISH-1', engine: 'fish', supportPlay: 0, vassalage: 'TST', gameType: 'FISH' },
  bingo: { nodeId: 'T-BINGO-1', engine: 'bingo', supportPlay: 0, vassalage: 'TST', gameType: 'BINGO' },
  lottery: { nodeId: 'T-LOTT-1', engine: 'lottery', supportPlay: 1, vassalage: 'TSTL', gameType: 'LOTT' },
  down: { nodeId: 'T-DOWN-1', engine: 'slot', supportPlay: 0, vassalage: 'TSTM', gameType: 'RNG' },
} as const;

export const demoMerchantId = (db: TDatabase): number => {
  const merchant = db.select().from(merchants).where(eq(merchants.code, DEMO_MERCHANT_CODE)).get();
  if (!merchant) throw new Error('demo merchant missing');
  return merchant.id;
};

/** Inserts the test games (and a vendor under maintenance for `down`); returns their games.id by key. */
export const insertTestGames = (db: TDatabase): Record<keyof typeof TEST_GAMES, number> => {
  const merchantId = demoMerchantId(db);
  db.insert(gameVendors)
    .values({
      merchantId,
      vassalage: 'TSTM',
      displayName: 'Test maintenance',
      gameType: 'RNG',
      laneCategory: 'RNG',
      isGame: 'VASSALAGE',
      sortOrder: 999,
      isUnderMaintenance: true,
    })
    .run();
  const ids = {} as Record<keyof typeof TEST_GAMES, number>;
  let order = 9000;
  for (const [key, game] of Object.entries(TEST_GAMES) as [
    keyof typeof TEST_GAMES,
    (typeof TEST_GAMES)[keyof typeof TEST_GAMES],
  ][]) {
    const row = db
      .insert(games)
      .values({
        merchantId,
        nodeId: game.nodeId,
        gameId: `${game.nodeId}-G`,
        vassalage: game.vassalage,
        gameType: game.gameType,
        gameName: `Test ${key}`,
        engine: game.engine,
        supportPlay: game.supportPlay,
        minBetMinor: 100,
        lineNum: game.engine === 'slot' ? 20 : null,
        rtpBasisPoints: game.engine === 'slot' ? 9650 : null,
        drawIntervalSeconds: game.engine === 'lottery' ? 60 : null,
        sortOrder: order++,
      })
      .returning()
      .get();
    ids[key] = row.id;
  }
  return ids;
};

export type TQaMember = { username: string; password: string; token: string };

export const createMember = async (
  app: TApp,
  kind: 'player' | 'trial',
  balanceMinor = 0,
): Promise<TQaMember> => (await qa(app, '/members', { kind, balanceMinor })).json<TQaMember>();

/** The member's cached main-wallet balance and the sum of its ledger entries. */
export const walletFigures = (db: TDatabase, username: string) => {
  const row = db.$client
    .prepare(
      'SELECT w.id AS id, w.balance_minor AS balance FROM wallets w JOIN members m ON m.id = w.member_id WHERE m.username = ? AND w.account_type_id = ?',
    )
    .get(username.toLowerCase(), MAIN_WALLET_ACCOUNT_TYPE_ID) as { id: number; balance: number };
  const total = db
    .select({ total: sum(ledgerEntries.amountMinor) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.walletId, row.id)))
    .get();
  const minimum = db.$client
    .prepare('SELECT MIN(balance_after_minor) AS minimum FROM ledger_entries WHERE wallet_id = ?')
    .get(row.id) as { minimum: number | null };
  void wallets;
  return {
    balanceMinor: row.balance,
    ledgerSumMinor: Number(total?.total ?? 0),
    minimumAfterMinor: minimum.minimum,
  };
};
