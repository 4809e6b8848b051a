import type { TExecutor } from '../../db/client.js';
import type { TWallet } from '../../db/schema.js';
import { WireError } from '../../wire/envelope.js';
import { MAIN_WALLET_ACCOUNT_TYPE_ID } from './ledger.js';
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
