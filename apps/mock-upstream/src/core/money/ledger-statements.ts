import type Database from 'better-sqlite3';
import { eq, sql } from 'drizzle-orm';
import { connectionOf, type TExecutor } from '../../db/client.js';
import { ledgerEntries, wallets } from '../../db/schema.js';

/**
 * The ledger's queries, prepared once per database connection. Drizzle
 * prepares a fresh SQLite statement for every query it builds, which costs
 * more than the work itself on a bet; these prepared ones run at the speed of
 * hand-written statements (bench/ledger). A transaction handle shares its
 * database's session and connection, so one cache serves both.
 */
const buildStatements = (executor: TExecutor) => ({
  entryByKey: executor
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, sql.placeholder('idempotencyKey')))
    .prepare(),
  walletById: executor
    .select({ id: wallets.id, balanceMinor: wallets.balanceMinor })
    .from(wallets)
    .where(eq(wallets.id, sql.placeholder('walletId')))
    .prepare(),
  updateBalance: executor
    .update(wallets)
    .set({
      balanceMinor: sql`${sql.placeholder('balanceMinor')}`,
      // Epoch milliseconds: a raw placeholder skips the column's Date mapping.
      updatedAt: sql`${sql.placeholder('updatedAtMs')}`,
    })
    .where(eq(wallets.id, sql.placeholder('walletId')))
    .prepare(),
  insertEntry: executor
    .insert(ledgerEntries)
    .values({
      walletId: sql.placeholder('walletId'),
      amountMinor: sql.placeholder('amountMinor'),
      balanceAfterMinor: sql.placeholder('balanceAfterMinor'),
      kind: sql.placeholder('kind'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      reference: sql.placeholder('reference'),
      createdAt: sql.placeholder('createdAt'),
    })
    .returning()
    .prepare(),
});

type TLedgerStatements = ReturnType<typeof buildStatements>;

const cache = new WeakMap<Database.Database, TLedgerStatements>();

export const ledgerStatements = (executor: TExecutor): TLedgerStatements => {
  const connection = connectionOf(executor);
  let statements = cache.get(connection);
  if (!statements) {
    statements = buildStatements(executor);
    cache.set(connection, statements);
  }
  return statements;
};
