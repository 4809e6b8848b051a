import type { TExecutor } from '../../db/client.js';
import type { LEDGER_KINDS } from '../../db/schema.js';
import { ledgerStatements } from './ledger-statements.js';

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
export const postLedgerEntry = (tx: TExecutor, movement: TLedgerMovement) => {
  if (!Number.isInteger(movement.amountMinor)) throw new RangeError('amounts are integers of minor units');
  const statements = ledgerStatements(tx);
  const existing = statements.entryByKey.get({ idempotencyKey: movement.idempotencyKey });
  if (existing) return existing;
  const wallet = statements.walletById.get({ walletId: movement.walletId });
  if (!wallet) throw new Error(`wallet ${movement.walletId} not found`);
  const balanceAfterMinor = wallet.balanceMinor + movement.amountMinor;
  if (balanceAfterMinor < 0) throw new RangeError('a wallet never goes below zero');
  statements.updateBalance.run({
    balanceMinor: balanceAfterMinor,
    updatedAtMs: movement.now.getTime(),
    walletId: wallet.id,
  });
  const entry = statements.insertEntry.get({
    walletId: wallet.id,
    amountMinor: movement.amountMinor,
    balanceAfterMinor,
    kind: movement.kind,
    idempotencyKey: movement.idempotencyKey,
    reference: movement.reference ?? null,
    createdAt: movement.now,
  });
  if (!entry) throw new Error('the ledger entry was not written');
  return entry;
};
