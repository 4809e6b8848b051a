import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { type TDepositChannelType, toMajorUnits } from '@site/contracts';
import { fileMoneyMessage } from '../../../core/messages/inbox-service.js';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, postLedgerEntry } from '../../../core/money/ledger.js';
import { oncePerRequest } from '../../../core/money/money-request.js';
import { parseProofImages, storeProofImages } from '../../../core/money/proof-images.js';
import { cashierSettingsOf, walletOf } from '../../../core/money/wallet-store.js';
import { pageWindow, timeRangeOf, type TRecordQuery, wirePage } from '../../../core/records/record-query.js';
import { assertCanDeposit } from '../../../core/responsible/guard.js';
import type { TDatabase, TExecutor, TTransaction } from '../../../db/client.js';
import { members, type TMerchant } from '../../../db/schema.js';
import { depositChannels, depositOrders, proofImages } from '../../../db/schema-money.js';
import { rewardPromotions } from '../../../db/schema-rewards.js';
import { WireError } from '../../../wire/envelope.js';
import { promotionTitle } from '../../rewards/claims/claim-view.js';
import { payChosenDepositBonus, requireDepositPromotion } from '../../rewards/claims/deposit-bonus.js';
import { issueDepositRewards } from '../../rewards/claims/deposit-rewards.js';
import { rewardApprovedDeposit } from '../../rewards/missions/deposit-missions.js';
import { requirePayerBank } from './deposit-banks.js';
import { enabledChannelsOf, requireChannel, wireChannel } from './deposit-channels.js';

export type TDepositOrder = typeof depositOrders.$inferSelect;

/** Manual transfers go to bank and e-wallet channels, QR deposits to QR channels, online payments to ONLINE ones. */
export const DEPOSIT_CALL_CHANNELS = {
  manual: ['BANK', 'EWALLET'],
  qr: ['QR'],
  online: ['ONLINE'],
} as const satisfies Record<string, readonly TDepositChannelType[]>;

/** Where the payer pays an online deposit: the mock's stand-in payment page (static/payment-page). */
export const paymentPagePath = (paymentToken: string) => `/pay/checkout/${paymentToken}`;

export type TDepositRequest = {
  call: keyof typeof DEPOSIT_CALL_CHANNELS;
  channelId: string;
  amountMinor: number;
  /** The name on the member's account (manual transfers). */
  payeeName: string | null;
  /** The bank the member pays from (online payments). */
  payerBankCode: string | null;
  /** The deposit bonus chosen, if any. */
  promotionId: string | null;
  pictures: readonly string[];
  requestId: string;
};

const isDepositAllowed = (db: TExecutor, merchantId: number) =>
  cashierSettingsOf(db, merchantId)?.allowDeposit !== false;

/** `MCSFE_getDepositSettings`. */
export const depositSettings = (db: TExecutor, merchant: TMerchant, memberId: number) => ({
  allowDeposit: isDepositAllowed(db, merchant.id) ? ('Y' as const) : ('N' as const),
  totalDepositSuccessCount:
    db
      .select({ total: count() })
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'approved')))
      .get()?.total ?? 0,
  depositInfo: { channels: enabledChannelsOf(db, merchant.id).map(wireChannel) },
});

/** An order as the report and the deposit calls show it, the bonus's title in `language`. */
const wireOrder = (db: TExecutor, order: TDepositOrder, language: string) => {
  const channel = db.select().from(depositChannels).where(eq(depositChannels.id, order.channelId)).get();
  const promotion =
    order.promotionId === null
      ? undefined
      : db.select().from(rewardPromotions).where(eq(rewardPromotions.id, order.promotionId)).get();
  const proofs =
    db
      .select({ total: count() })
      .from(proofImages)
      .where(and(eq(proofImages.ownerKind, 'deposit'), eq(proofImages.ownerId, order.id)))
      .get()?.total ?? 0;
  return {
    orderId: String(order.id),
    channelName: channel?.name ?? '',
    channelType: channel?.type ?? 'BANK',
    amount: toMajorUnits(order.amountMinor),
    status: order.status,
    proofCount: proofs,
    createdAt: order.createdAt.getTime(),
    decidedAt: order.decidedAt?.getTime() ?? null,
    remark: order.remark,
    promotionId: promotion ? String(promotion.id) : null,
    promotionTitle: promotion ? promotionTitle(promotion, language) : null,
    paymentUrl: order.status === 'pending' && order.paymentToken ? paymentPagePath(order.paymentToken) : null,
  };
};

const pendingOrder = (tx: TExecutor, orderId: number): TDepositOrder => {
  const order = tx.select().from(depositOrders).where(eq(depositOrders.id, orderId)).get();
  if (!order) throw new WireError(404, 'function.not.available', `No deposit ${orderId}`);
  if (order.status !== 'pending')
    throw new WireError(409, 'request_conflict', `Deposit ${orderId} is ${order.status}`);
  return order;
};

/**
 * Credits a pending order to the main wallet (ledger `deposit`), tells the
 * member, and issues the rewards it earns (deposit bonus, referral); in the
 * caller's transaction.
 */
export const approveDeposit = (tx: TTransaction, orderId: number, now = new Date()): TDepositOrder => {
  const order = pendingOrder(tx, orderId);
  const entry = postLedgerEntry(tx, {
    walletId: walletOf(tx, order.memberId, MAIN_WALLET_ACCOUNT_TYPE_ID).id,
    amountMinor: order.amountMinor,
    kind: 'deposit',
    idempotencyKey: `deposit:${order.id}`,
    reference: `deposit:${order.id}`,
    now,
  });
  fileMoneyMessage(tx, {
    memberId: order.memberId,
    type: 'DEPOSIT_CREDITED',
    amountMinor: order.amountMinor,
    now,
  });
  const approved = tx
    .update(depositOrders)
    .set({ status: 'approved', decidedAt: now, ledgerEntryId: entry.id })
    .where(eq(depositOrders.id, order.id))
    .returning()
    .get();
  // The chosen bonus first: it takes the member's waiting application of that promotion, if any.
  if (approved.promotionId !== null) payChosenDepositBonus(tx, approved, approved.promotionId, now);
  issueDepositRewards(tx, approved, now);
  rewardApprovedDeposit(tx, approved, now);
  return approved;
};

/** Refuses a pending order (nothing was credited) and tells the member why. */
export const rejectDeposit = (tx: TTransaction, orderId: number, remark: string | null, now = new Date()) =>
  closeUnpaid(tx, orderId, 'rejected', remark, now);

/** Marks a pending online order whose payment failed (nothing was credited) and tells the member. */
export const failDeposit = (tx: TTransaction, orderId: number, remark: string | null, now = new Date()) =>
  closeUnpaid(tx, orderId, 'failed', remark, now);

const closeUnpaid = (
  tx: TTransaction,
  orderId: number,
  status: 'rejected' | 'failed',
  remark: string | null,
  now: Date,
): TDepositOrder => {
  const order = pendingOrder(tx, orderId);
  fileMoneyMessage(tx, {
    memberId: order.memberId,
    type: 'DEPOSIT_FAILED',
    amountMinor: order.amountMinor,
    remark,
    now,
  });
  const closed = tx
    .update(depositOrders)
    .set({ status, decidedAt: now, remark })
    .where(eq(depositOrders.id, order.id))
    .returning()
    .get();
  if (!closed) throw new Error(`deposit ${order.id} vanished while closed`);
  return closed;
};

/** Operator decisions, each in its own transaction; the order after it. */
export const decideDeposit = (
  db: TDatabase,
  orderId: number,
  decision: { approve: true } | { approve: false; remark: string | null },
): TDepositOrder =>
  db.transaction((tx) =>
    decision.approve ? approveDeposit(tx, orderId) : rejectDeposit(tx, orderId, decision.remark),
  );

const fingerprintOf = (pictures: readonly string[]) =>
  pictures.map((picture) => createHash('sha256').update(picture).digest('hex'));

/**
 * The deposit calls: a `pending` order with its proof pictures (a test
 * channel's is approved and credited at once; an online one gets its payment
 * page), once per requestId. `deposit_not_allowed` 403, `channel_not_found`
 * 404, `amount_out_of_range` 400, `invalid_proof_image` 400; a bonus not on
 * offer 409 `promotion_not_available`; an online payer's bank not of the
 * vendor 400 `validation_failed`; while the member is restricted 403
 * `account_restricted`, and above what a deposit limit leaves 400
 * `deposit_limit_reached` (checked in the transaction that writes the order,
 * so racing requests cannot pass a limit together). Answers the order (with
 * the channel's QR image), texts in `language`.
 */
export const createDeposit = (
  db: TDatabase,
  merchant: TMerchant,
  memberId: number,
  request: TDepositRequest,
  language: string,
  now = new Date(),
) => {
  const images = parseProofImages(request.pictures);
  return db.transaction((tx) =>
    oncePerRequest(
      tx,
      {
        memberId,
        requestId: request.requestId,
        kind: 'deposit',
        fields: {
          call: request.call,
          channelId: request.channelId,
          amount: request.amountMinor,
          payeeName: request.payeeName,
          payerBankCode: request.payerBankCode,
          promotionId: request.promotionId,
          pictures: fingerprintOf(request.pictures),
        },
      },
      () => {
        if (!isDepositAllowed(tx, merchant.id))
          throw new WireError(403, 'deposit_not_allowed', 'Deposits are switched off');
        const channel = requireChannel(
          tx,
          merchant.id,
          request.channelId,
          DEPOSIT_CALL_CHANNELS[request.call],
        );
        if (request.amountMinor < channel.minMinor || request.amountMinor > channel.maxMinor)
          throw new WireError(400, 'amount_out_of_range', 'The amount is outside the channel limits');
        assertCanDeposit(tx, memberId, request.amountMinor, now);
        const promotion = request.promotionId
          ? requireDepositPromotion(
              tx,
              merchant.id,
              memberId,
              { promotionId: request.promotionId, amountMinor: request.amountMinor },
              now,
            )
          : undefined;
        const isOnline = channel.type === 'ONLINE';
        if (isOnline) requirePayerBank(tx, merchant.id, channel.vendorId, request.payerBankCode);
        const created = tx
          .insert(depositOrders)
          .values({
            merchantId: merchant.id,
            memberId,
            channelId: channel.id,
            amountMinor: request.amountMinor,
            payeeName: request.payeeName,
            payerBankCode: isOnline ? request.payerBankCode : null,
            promotionId: promotion?.id ?? null,
            paymentToken: isOnline ? randomBytes(24).toString('base64url') : null,
            status: 'pending',
            createdAt: now,
          })
          .returning()
          .get();
        storeProofImages(tx, { kind: 'deposit', id: created.id }, images, now);
        const order = channel.isTest ? approveDeposit(tx, created.id, now) : created;
        return { ...wireOrder(tx, order, language), qrImageUrl: channel.qrImageUrl };
      },
    ),
  );
};

/** `MCS2_depositTransactioNReport`: the member's orders created in the range, newest first. */
export const depositReport = (db: TExecutor, memberId: number, query: TRecordQuery, language: string) => {
  const { from, to } = timeRangeOf(query);
  const where = and(
    eq(depositOrders.memberId, memberId),
    gte(depositOrders.createdAt, from),
    lt(depositOrders.createdAt, to),
  );
  const totalCount = db.select({ total: count() }).from(depositOrders).where(where).get()?.total ?? 0;
  const { limit, offset } = pageWindow(query);
  const rows = db
    .select()
    .from(depositOrders)
    .where(where)
    .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
    .limit(limit)
    .offset(offset)
    .all();
  return wirePage(
    rows.map((row) => wireOrder(db, row, language)),
    totalCount,
    query,
  );
};

/** Every order (or those of one status) for the QA API, newest first, with the member's username. */
export const depositsForQa = (db: TExecutor, status?: TDepositOrder['status']) =>
  db
    .select({ order: depositOrders, username: members.username })
    .from(depositOrders)
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .where(status ? eq(depositOrders.status, status) : undefined)
    .orderBy(desc(depositOrders.id))
    .all()
    .map(({ order, username }) => ({ ...wireOrder(db, order, 'EN'), memberId: order.memberId, username }));

/** The order as the member sees it, for replies after an operator decision. */
export const wireDepositOrder = wireOrder;
