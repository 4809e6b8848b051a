/**
 * Constants of the money issue: wallets, cashier, records and inbox
 * (docs/history/money-interfaces.md). Plain values only: the web's first load may
 * import this module.
 */

/** The main wallet every member has; vendor wallets carry other ids. */
export const MAIN_WALLET_ACCOUNT_TYPE_ID = 1;

/** Kinds of money movement as records and the ledger name them. */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_RETURN',
  'TRANSFER',
  'UPLINE_TRANSFER',
  'BET',
  'WIN',
  'BET_REFUND',
  'BONUS',
  'REBATE',
  'ADJUSTMENT',
  /** An agent's transfer to a downline (both sides). */
  'DOWNLINE_TRANSFER',
  /** An agent's daily, hourly or real-time salary. */
  'SALARY',
  'DIVIDEND',
] as const;
export type TTransactionType = (typeof TRANSACTION_TYPES)[number];

/** Deposit channels: bank transfer with payee details, e-wallet, QR, online payment (a payment page). */
export const DEPOSIT_CHANNEL_TYPES = ['BANK', 'EWALLET', 'QR', 'ONLINE'] as const;
export type TDepositChannelType = (typeof DEPOSIT_CHANNEL_TYPES)[number];

/**
 * A deposit: `pending` until an operator decides (`approved` credits it,
 * `rejected`) or, online, until the payer pays (`approved`) or the payment
 * fails (`failed`).
 */
export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected', 'failed'] as const;
export type TDepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * A withdrawal: `pending` holds the amount; `rejected` returns it;
 * `approved` waits for the member's confirmation; then `received` (also after
 * the confirmation window ran out, `isAutoConfirmed`) or `not_received`.
 */
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected', 'received', 'not_received'] as const;
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const BONUS_TYPES = ['PROMOTION', 'REBATE', 'DEPOSIT_BONUS', 'MANUAL'] as const;
export type TBonusType = (typeof BONUS_TYPES)[number];

/** Inbox message kinds of docs/product.md §4: deposit credited or failed, withdrawal approved or rejected. */
export const INBOX_MESSAGE_TYPES = [
  'DEPOSIT_CREDITED',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'NOTICE',
] as const;
export type TInboxMessageType = (typeof INBOX_MESSAGE_TYPES)[number];

export const CASHIER_LIMITS = {
  /** Rows per page of every record table. */
  recordsPageSize: 10,
  /** The longest date range a record query may span, inclusive. */
  maxRecordRangeDays: 90,
  /** Bank cards a member may keep. */
  maxBankCards: 5,
  /** The payment password: digits only. */
  paymentPasswordLength: 6,
  /** Wrong payment passwords in a row before it locks. */
  paymentPasswordAttempts: 5,
  paymentPasswordLockMinutes: 15,
  /** The largest amount any single money action may carry, in minor units (₱10,000,000.00). */
  maxAmountMinor: 1_000_000_000,
  /** Remark of a not-received confirmation (docs/product.md §9: 140 characters). */
  remarkMaxChars: 140,
} as const;

/** Record dates are calendar days of the merchant (yyyy-MM-dd), in UTC+8. */
export const MERCHANT_UTC_OFFSET_MINUTES = 8 * 60;
