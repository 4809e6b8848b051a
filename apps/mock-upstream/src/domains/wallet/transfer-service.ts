import { MAIN_WALLET_ACCOUNT_TYPE_ID, postLedgerEntry } from '../../core/money/ledger.js';
import { oncePerRequest } from '../../core/money/money-request.js';
import { ALL_WALLETS_TYPE_ID, buildBalance } from '../../core/money/wallet-service.js';
import { cashierSettingsOf, requireWalletType, walletOf } from '../../core/money/wallet-store.js';
import { assertUnrestricted } from '../../core/responsible/guard.js';
import type { TDatabase } from '../../db/client.js';
import type { TMerchant } from '../../db/schema.js';
import { WireError } from '../../wire/envelope.js';

export type TWalletTransfer = {
  fromAccountTypeId: number;
  toAccountTypeId: number;
  amountMinor: number;
  requestId: string;
};

/**
 * `GCS_walletTransfer`: moves money between two of the member's wallets
 * (ledger transfer_out + transfer_in), once per requestId. Answers the
 * balances after it. `single_wallet` on a single-wallet merchant,
 * `wallet_not_found` for a wallet the merchant does not give,
 * `insufficient_balance` when the source holds less. While the member is
 * restricted, money goes back to the main wallet only (so it can be
 * withdrawn): a move into another wallet is 403 `account_restricted`.
 */
export const transferBetweenWallets = (
  db: TDatabase,
  merchant: TMerchant,
  memberId: number,
  transfer: TWalletTransfer,
  now = new Date(),
) =>
  db.transaction((tx) =>
    oncePerRequest(
      tx,
      {
        memberId,
        requestId: transfer.requestId,
        kind: 'transfer',
        fields: {
          from: transfer.fromAccountTypeId,
          to: transfer.toAccountTypeId,
          amount: transfer.amountMinor,
        },
      },
      () => {
        if (cashierSettingsOf(tx, merchant.id)?.isSingleWallet !== false)
          throw new WireError(400, 'single_wallet', 'This merchant has a single wallet');
        requireWalletType(tx, merchant.id, transfer.fromAccountTypeId);
        requireWalletType(tx, merchant.id, transfer.toAccountTypeId);
        if (transfer.toAccountTypeId !== MAIN_WALLET_ACCOUNT_TYPE_ID) assertUnrestricted(tx, memberId, now);
        const source = walletOf(tx, memberId, transfer.fromAccountTypeId);
        if (source.balanceMinor < transfer.amountMinor)
          throw new WireError(400, 'insufficient_balance', 'Insufficient balance');
        const target = walletOf(tx, memberId, transfer.toAccountTypeId);
        const key = `transfer:${memberId}:${transfer.requestId}`;
        const reference = `transfer:${transfer.fromAccountTypeId}-${transfer.toAccountTypeId}`;
        postLedgerEntry(tx, {
          walletId: source.id,
          amountMinor: -transfer.amountMinor,
          kind: 'transfer_out',
          idempotencyKey: `${key}:out`,
          reference,
          now,
        });
        postLedgerEntry(tx, {
          walletId: target.id,
          amountMinor: transfer.amountMinor,
          kind: 'transfer_in',
          idempotencyKey: `${key}:in`,
          reference,
          now,
        });
        return buildBalance(tx, merchant, memberId, ALL_WALLETS_TYPE_ID);
      },
    ),
  );
