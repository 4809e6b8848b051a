import type { TBonusType } from '@site/contracts';
import type { TTransaction } from '../../db/client.js';
import { bonuses } from '../../db/schema-money.js';
import { postLedgerEntry } from './ledger.js';
import { mainWalletOf } from './main-wallet.js';

type TBonusCredit = {
  memberId: number;
  type: TBonusType;
  amountMinor: number;
  remark?: string | undefined;
  /** Makes a retried credit change nothing. */
  idempotencyKey: string;
  now: Date;
};

/**
 * Credits a bonus to the main wallet, in the caller's transaction: a ledger
 * entry (`rebate` for rebates, else `bonus`) and the bonuses row that lists it.
 */
export const creditBonus = (tx: TTransaction, credit: TBonusCredit) => {
  const entry = postLedgerEntry(tx, {
    walletId: mainWalletOf(tx, credit.memberId).id,
    amountMinor: credit.amountMinor,
    kind: credit.type === 'REBATE' ? 'rebate' : 'bonus',
    idempotencyKey: credit.idempotencyKey,
    reference: `bonus:${credit.type}`,
    now: credit.now,
  });
  return tx
    .insert(bonuses)
    .values({
      memberId: credit.memberId,
      type: credit.type,
      amountMinor: credit.amountMinor,
      ledgerEntryId: entry.id,
      remark: credit.remark ?? null,
      createdAt: credit.now,
    })
    .returning()
    .get();
};
