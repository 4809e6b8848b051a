/**
 * Money: vendor wallets, cashier (deposits, withdrawals, bank cards, payment
 * passwords), idempotent money requests, bonuses, rebate claims and the inbox
 * (docs/history/money-interfaces.md). Wallets and ledger entries live in schema.ts.
 * Loaded by drizzle-kit on its own: no local imports.
 */
import { sql } from 'drizzle-orm';
import { blob, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);

/** The contracts' lists, repeated as values because drizzle-kit loads this file without the packages' code. */
const DEPOSIT_CHANNEL_TYPE_VALUES = ['BANK', 'EWALLET', 'QR', 'ONLINE'] as const;
const DEPOSIT_STATUS_VALUES = ['pending', 'approved', 'rejected', 'failed'] as const;
const WITHDRAWAL_STATUS_VALUES = ['pending', 'approved', 'rejected', 'received', 'not_received'] as const;
const BONUS_TYPE_VALUES = ['PROMOTION', 'REBATE', 'DEPOSIT_BONUS', 'MANUAL'] as const;
const INBOX_TYPE_VALUES = [
  'DEPOSIT_CREDITED',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'NOTICE',
] as const;

/**
 * The merchant's cashier set-up: one row per merchant. `isSingleWallet`
 * false gives members a wallet per row of `vendor_wallet_types` besides main.
 */
export const cashierSettings = sqliteTable('cashier_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  isSingleWallet: integer('is_single_wallet', { mode: 'boolean' }).notNull(),
  allowDeposit: integer('allow_deposit', { mode: 'boolean' }).notNull().default(true),
  withdrawMinMinor: integer('withdraw_min_minor').notNull(),
  withdrawMaxMinor: integer('withdraw_max_minor').notNull(),
  /** After approval, an unconfirmed withdrawal counts as received once this many minutes passed. */
  withdrawAutoConfirmMinutes: integer('withdraw_auto_confirm_minutes').notNull(),
});

/** A vendor's own wallet (transfer wallet): its games bet from it. */
export const vendorWalletTypes = sqliteTable(
  'vendor_wallet_types',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    accountTypeId: integer('account_type_id').notNull(),
    vassalage: text('vassalage').notNull(),
    name: text('name').notNull(),
  },
  (table) => [
    uniqueIndex('vendor_wallet_types_account_unique').on(table.merchantId, table.accountTypeId),
    uniqueIndex('vendor_wallet_types_vendor_unique').on(table.merchantId, table.vassalage),
  ],
);

/**
 * A money request by its caller's `requestId` (transfer, deposit, withdraw,
 * upline transfer, rebate claim): a replay with the same fingerprint answers
 * `result` again; with another fingerprint it is refused.
 */
export const moneyRequests = sqliteTable(
  'money_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id').notNull(),
    requestId: text('request_id').notNull(),
    kind: text('kind').notNull(),
    /** The request's meaningful fields, as JSON text. */
    fingerprint: text('fingerprint').notNull(),
    result: text('result', { mode: 'json' }).$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('money_requests_member_request_unique').on(table.memberId, table.requestId)],
);

export const depositChannels = sqliteTable('deposit_channels', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  merchantId: integer('merchant_id').notNull(),
  type: text('type', { enum: DEPOSIT_CHANNEL_TYPE_VALUES }).notNull(),
  name: text('name').notNull(),
  bankCode: text('bank_code').notNull(),
  vendorId: text('vendor_id').notNull(),
  mcsBankCode: text('mcs_bank_code').notNull(),
  minMinor: integer('min_minor').notNull(),
  maxMinor: integer('max_minor').notNull(),
  payeeBankName: text('payee_bank_name'),
  payeeAccountName: text('payee_account_name'),
  payeeAccountNumber: text('payee_account_number'),
  qrImageUrl: text('qr_image_url'),
  /** Orders on a test channel are approved at once. */
  isTest: integer('is_test', { mode: 'boolean' }).notNull().default(false),
  isEnabled: integer('is_enabled', { mode: 'boolean' }).notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** The banks a payer can pay from through a payment vendor (ONLINE channels name their vendor). */
export const depositVendorBanks = sqliteTable(
  'deposit_vendor_banks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    vendorId: text('vendor_id').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    uniqueIndex('deposit_vendor_banks_unique').on(table.merchantId, table.vendorId, table.bankCode),
  ],
);

export const depositOrders = sqliteTable(
  'deposit_orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    channelId: integer('channel_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    payeeName: text('payee_name'),
    /** ONLINE: the bank the payer pays from. */
    payerBankCode: text('payer_bank_code'),
    /** The DEPOSIT promotion chosen with it: its bonus is paid when the deposit is approved. */
    promotionId: integer('promotion_id'),
    /** ONLINE: the secret naming its payment page, until the payment is decided and after. */
    paymentToken: text('payment_token'),
    status: text('status', { enum: DEPOSIT_STATUS_VALUES }).notNull(),
    /** Why an operator rejected it, or why the payment failed. */
    remark: text('remark'),
    /** The ledger entry that credited it. */
    ledgerEntryId: integer('ledger_entry_id'),
    createdAt: createdAt(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    index('deposit_orders_member_index').on(table.memberId),
    index('deposit_orders_status_index').on(table.status),
    uniqueIndex('deposit_orders_payment_token_unique').on(table.paymentToken),
  ],
);

export const PROOF_OWNERS = ['deposit', 'withdrawal', 'reward_claim', 'feedback'] as const;

/** A proof image (png or jpeg, at most 5 MB) of a deposit, a not-received withdrawal, a reward claim or a feedback. */
export const proofImages = sqliteTable(
  'proof_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ownerKind: text('owner_kind', { enum: PROOF_OWNERS }).notNull(),
    ownerId: integer('owner_id').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: blob('bytes', { mode: 'buffer' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('proof_images_owner_index').on(table.ownerKind, table.ownerId)],
);

export const bankCards = sqliteTable(
  'bank_cards',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('bank_cards_member_index').on(table.memberId),
    uniqueIndex('bank_cards_member_account_unique').on(table.memberId, table.bankCode, table.accountNumber),
  ],
);

/** The withdrawal password: scrypt hash like login passwords; locks after repeated failures. */
export const paymentPasswords = sqliteTable('payment_passwords', {
  memberId: integer('member_id').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: integer('locked_until', { mode: 'timestamp_ms' }),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

export const withdrawals = sqliteTable(
  'withdrawals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    bankCardId: integer('bank_card_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUS_VALUES }).notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    /** Set at approval: after it, an unconfirmed withdrawal counts as received. */
    confirmBefore: integer('confirm_before', { mode: 'timestamp_ms' }),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    isAutoConfirmed: integer('is_auto_confirmed', { mode: 'boolean' }).notNull().default(false),
    /** The member's note on a not-received confirmation. */
    confirmRemark: text('confirm_remark'),
  },
  (table) => [
    index('withdrawals_member_index').on(table.memberId),
    index('withdrawals_status_index').on(table.status),
  ],
);

export const bonuses = sqliteTable(
  'bonuses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id').notNull(),
    type: text('type', { enum: BONUS_TYPE_VALUES }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    ledgerEntryId: integer('ledger_entry_id').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (table) => [index('bonuses_member_index').on(table.memberId)],
);

/** A manual rebate claim: valid bets of rounds settled before `upTo` are paid. */
export const rebateClaims = sqliteTable(
  'rebate_claims',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    upTo: integer('up_to', { mode: 'timestamp_ms' }).notNull(),
    bonusId: integer('bonus_id'),
    createdAt: createdAt(),
  },
  (table) => [index('rebate_claims_member_index').on(table.memberId)],
);

/**
 * An inbox message: stored as its type and parameters, written in the
 * reader's language when read (EN or TY).
 */
export const inboxMessages = sqliteTable(
  'inbox_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id').notNull(),
    type: text('type', { enum: INBOX_TYPE_VALUES }).notNull(),
    params: text('params', { mode: 'json' }).$type<Record<string, string | number>>().notNull(),
    isRead: integer('is_read', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('inbox_messages_member_index').on(table.memberId, table.isRead)],
);
