import { asc } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { ledgerEntries, wallets } from '../../db/schema.js';

/** A wallet whose ledger and cached balance disagree, and why. */
export type TLedgerMismatch = {
  walletId: number;
  memberId: number;
  accountTypeId: number;
  balanceMinor: number;
  ledgerSumMinor: number;
  problems: string[];
};

/**
 * Checks every wallet: its cached balance equals the sum of its entries,
 * each entry's balance after follows the one before (in id order, from 0),
 * and neither ever goes below zero. Returns the wallets that fail; none is good.
 */
export const checkLedger = (db: TExecutor): TLedgerMismatch[] => {
  const entries = db
    .select({
      walletId: ledgerEntries.walletId,
      id: ledgerEntries.id,
      amountMinor: ledgerEntries.amountMinor,
      balanceAfterMinor: ledgerEntries.balanceAfterMinor,
    })
    .from(ledgerEntries)
    .orderBy(asc(ledgerEntries.walletId), asc(ledgerEntries.id))
    .all();
  const walk = new Map<number, { sum: number; lastAfter: number; problems: string[] }>();
  for (const entry of entries) {
    const state = walk.get(entry.walletId) ?? { sum: 0, lastAfter: 0, problems: [] };
    const expected = state.lastAfter + entry.amountMinor;
    if (entry.balanceAfterMinor !== expected)
      state.problems.push(
        `entry ${entry.id}: balance after ${entry.balanceAfterMinor}, expected ${expected}`,
      );
    if (entry.balanceAfterMinor < 0) state.problems.push(`entry ${entry.id}: negative balance after`);
    state.sum += entry.amountMinor;
    // The next entry follows what this one claims, so one bad row is reported once.
    state.lastAfter = entry.balanceAfterMinor;
    walk.set(entry.walletId, state);
  }

  const mismatches: TLedgerMismatch[] = [];
  for (const wallet of db.select().from(wallets).orderBy(asc(wallets.id)).all()) {
    const ledgerSumMinor = walk.get(wallet.id)?.sum ?? 0;
    const problems = [...(walk.get(wallet.id)?.problems ?? [])];
    if (wallet.balanceMinor !== ledgerSumMinor)
      problems.push(`cached balance ${wallet.balanceMinor}, ledger sum ${ledgerSumMinor}`);
    if (wallet.balanceMinor < 0) problems.push('negative cached balance');
    if (problems.length > 0)
      mismatches.push({
        walletId: wallet.id,
        memberId: wallet.memberId,
        accountTypeId: wallet.accountTypeId,
        balanceMinor: wallet.balanceMinor,
        ledgerSumMinor,
        problems,
      });
  }
  return mismatches;
};
