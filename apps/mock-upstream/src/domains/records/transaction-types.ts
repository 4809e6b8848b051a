import type { TTransactionType } from '@site/contracts';
import type { LEDGER_KINDS } from '../../db/schema.js';

type TLedgerKind = (typeof LEDGER_KINDS)[number];

/** The record type each ledger kind shows as (docs/history/money-interfaces.md). */
export const TRANSACTION_TYPE_OF_KIND: Record<TLedgerKind, TTransactionType> = {
  opening_balance: 'ADJUSTMENT',
  adjustment: 'ADJUSTMENT',
  bet: 'BET',
  win: 'WIN',
  rollback: 'BET_REFUND',
  deposit: 'DEPOSIT',
  withdraw_hold: 'WITHDRAW',
  withdraw_return: 'WITHDRAW_RETURN',
  transfer_out: 'TRANSFER',
  transfer_in: 'TRANSFER',
  upline_out: 'UPLINE_TRANSFER',
  upline_in: 'UPLINE_TRANSFER',
  bonus: 'BONUS',
  rebate: 'REBATE',
  downline_out: 'DOWNLINE_TRANSFER',
  downline_in: 'DOWNLINE_TRANSFER',
  salary: 'SALARY',
  dividend: 'DIVIDEND',
};

/** The ledger kinds a record type filter selects. */
export const ledgerKindsOf = (type: TTransactionType): TLedgerKind[] =>
  (Object.keys(TRANSACTION_TYPE_OF_KIND) as TLedgerKind[]).filter(
    (kind) => TRANSACTION_TYPE_OF_KIND[kind] === type,
  );
