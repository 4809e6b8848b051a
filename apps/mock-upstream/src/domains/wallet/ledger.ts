import { eq } from 'drizzle-orm';
import type { TTransaction } from '../../db/client.js';
import { ledgerEntries, wallets, type LEDGER_KINDS } from '../../db/schema.js';

export { MAIN_WALLET_ACCOUNT_TYPE_ID } from '@site/contracts';

type TLedgerMovement = {
  walletId: number;
  amountMinor: number;
  kind: (typeof LEDGER_KINDS)[number];
  /** A retried movement with the same key changes nothing and returns the first entry. */
  idempotencyKey: string;
  /** What the movement belongs to (`deposit:12`, `withdrawal:3`, a round id), shown in the records. */
  reference?: string;
  now: Date;
};

/**
 * Moves money into (or out of) a wallet: one ledger entry, and the cached
 * balance on the wallet row, in the caller's transaction.
 */
export const postLedgerEntry = (tx: TTransaction, movement: TLedgerMovement) => {
  if (!Number.isInteger(movement.amountMinor)) throw new RangeError('amounts are integers of minor units');
  const existing = tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, movement.idempotencyKey))
    .get();
  if (existing) return existing;
  const wallet = tx.select().from(wallets).where(eq(wallets.id, movement.walletId)).get();
  if (!wallet) throw new Error(`wallet ${movement.walletId} not found`);
  const balanceAfterMinor = wallet.balanceMinor + movement.amountMinor;
  if (balanceAfterMinor < 0) throw new RangeError('a wallet never goes below zero');
  tx.update(wallets)
    .set({ balanceMinor: balanceAfterMinor, updatedAt: movement.now })
    .where(eq(wallets.id, wallet.id))
    .run();
  return tx
    .insert(ledgerEntries)
    .values({
      walletId: wallet.id,
      amountMinor: movement.amountMinor,
      balanceAfterMinor,
      kind: movement.kind,
      idempotencyKey: movement.idempotencyKey,
      reference: movement.reference ?? null,
      createdAt: movement.now,
    })
    .returning()
    .get();
};
