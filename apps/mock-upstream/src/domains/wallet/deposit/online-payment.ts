import { eq } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../../db/client.js';
import { members, merchants } from '../../../db/schema.js';
import { depositChannels, depositOrders } from '../../../db/schema-money.js';
import { vendorBanksOf } from './deposit-banks.js';
import { approveDeposit, failDeposit, type TDepositOrder } from './deposit-service.js';

export const PAYMENT_DECISIONS = ['confirm', 'fail'] as const;
export type TPaymentDecision = (typeof PAYMENT_DECISIONS)[number];

/** What failing the payment on the stand-in page writes on the order (the member's inbox says it too). */
const FAILED_PAYMENT_REMARK = 'The payment was not completed';

/** Tokens are 32 base64url characters (24 random bytes); anything else names no order. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The online order a payment page's token names, if any. */
export const orderOfPaymentToken = (db: TExecutor, token: string): TDepositOrder | undefined =>
  TOKEN_PATTERN.test(token)
    ? db.select().from(depositOrders).where(eq(depositOrders.paymentToken, token)).get()
    : undefined;

/** What the payment page shows of an order: whose, how much, from which bank, in the member's language. */
export const paymentPageFacts = (db: TExecutor, order: TDepositOrder) => {
  const row = db
    .select({
      merchantName: merchants.name,
      currencySymbol: merchants.currencySymbol,
      language: members.language,
      defaultLanguage: merchants.defaultLanguage,
      channelName: depositChannels.name,
      vendorId: depositChannels.vendorId,
    })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .innerJoin(depositChannels, eq(depositChannels.id, order.channelId))
    .where(eq(members.id, order.memberId))
    .get();
  const bank = vendorBanksOf(db, order.merchantId, row?.vendorId ?? '').find(
    (candidate) => candidate.bankCode === order.payerBankCode,
  );
  return {
    merchantName: row?.merchantName ?? '',
    currencySymbol: row?.currencySymbol ?? '',
    language: row?.language ?? row?.defaultLanguage ?? 'EN',
    channelName: row?.channelName ?? '',
    bankName: bank?.bankName ?? order.payerBankCode ?? '',
  };
};

export type TPaymentOutcome =
  | { kind: 'decided'; order: TDepositOrder }
  /** Decided before alike: nothing changed (a second click, a replayed form). */
  | { kind: 'unchanged'; order: TDepositOrder }
  /** Decided before the other way: a paid order cannot fail, a failed one cannot be paid. */
  | { kind: 'conflict'; order: TDepositOrder };

const DECIDED_STATUS: Record<TPaymentDecision, TDepositOrder['status']> = {
  confirm: 'approved',
  fail: 'failed',
};

/**
 * The payer's decision on the payment page, in one transaction: confirm
 * credits the deposit (ledger key `deposit:<orderId>`, its chosen bonus with
 * it), fail marks it failed. A decision on an order decided alike changes
 * nothing, so of two confirmations racing one pays; the other way is a
 * conflict. Publish the order's change after commit when `decided`.
 */
export const decidePayment = (
  db: TDatabase,
  order: TDepositOrder,
  decision: TPaymentDecision,
  now = new Date(),
): TPaymentOutcome =>
  db.transaction((tx): TPaymentOutcome => {
    const current = tx.select().from(depositOrders).where(eq(depositOrders.id, order.id)).get() ?? order;
    if (current.status === DECIDED_STATUS[decision]) return { kind: 'unchanged', order: current };
    if (current.status !== 'pending') return { kind: 'conflict', order: current };
    const decided =
      decision === 'confirm'
        ? approveDeposit(tx, current.id, now)
        : failDeposit(tx, current.id, FAILED_PAYMENT_REMARK, now);
    return { kind: 'decided', order: decided };
  });
