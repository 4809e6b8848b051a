import type { TExecutor } from '../../db/client.js';
import type { LEDGER_KINDS, TWallet } from '../../db/schema.js';
import { WireError } from '../../wire/envelope.js';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, postLedgerEntry } from './ledger.js';
import { walletOf } from './wallet-store.js';

/** The member's main wallet, in the moving transaction. */
export const mainWalletOf = (tx: TExecutor, memberId: number): TWallet =>
  walletOf(tx, memberId, MAIN_WALLET_ACCOUNT_TYPE_ID);

/** The main wallet, when it holds at least `amountMinor`; else 400 `insufficient_balance`. */
export const mainWalletHolding = (tx: TExecutor, memberId: number, amountMinor: number): TWallet => {
  const wallet = mainWalletOf(tx, memberId);
  if (wallet.balanceMinor < amountMinor) {
    throw new WireError(400, 'insufficient_balance', 'The main wallet does not hold that much');
  }
  return wallet;
};

type TLedgerKind = (typeof LEDGER_KINDS)[number];

/** One side of a move between two members' main wallets. */
type TMoveSide = { walletId: number; kind: TLedgerKind; reference: string };

/**
 * Money from one main wallet to another, in the caller's transaction: an
 * entry out of the source (`<key>:out`) and one into the target
 * (`<key>:in`). The caller checked the source holds it (`mainWalletHolding`).
 */
export const moveBetweenWallets = (
  tx: TExecutor,
  move: { from: TMoveSide; to: TMoveSide; amountMinor: number; idempotencyKey: string; now: Date },
): void => {
  for (const [side, amountMinor, suffix] of [
    [move.from, -move.amountMinor, 'out'],
    [move.to, move.amountMinor, 'in'],
  ] as const)
    postLedgerEntry(tx, {
      walletId: side.walletId,
      amountMinor,
      kind: side.kind,
      idempotencyKey: `${move.idempotencyKey}:${suffix}`,
      reference: side.reference,
      now: move.now,
    });
};
