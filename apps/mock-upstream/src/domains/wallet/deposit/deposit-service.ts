import { createHash } from 'node:crypto';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { type TDepositChannelType, toMajorUnits } from '@site/contracts';
import type { TDatabase, TExecutor, TTransaction } from '../../../db/client.js';
import { members, type TMerchant } from '../../../db/schema.js';
import { depositChannels, depositOrders, proofImages } from '../../../db/schema-money.js';
import { WireError } from '../../../wire/envelope.js';
import { fileMoneyMessage } from '../../content/inbox/inbox-service.js';
import { pageWindow, timeRangeOf, type TRecordQuery, wirePage } from '../../records/record-query.js';
import { issueDepositRewards } from '../../rewards/claims/deposit-rewards.js';
import { rewardApprovedDeposit } from '../../rewards/missions/deposit-missions.js';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, postLedgerEntry } from '../ledger.js';
import { oncePerRequest } from '../money-request.js';
import { parseProofImages, storeProofImages } from '../proof-images.js';
import { cashierSettingsOf, walletOf } from '../wallet-store.js';
import { enabledChannelsOf, requireChannel, wireChannel } from './deposit-channels.js';

export type TDepositOrder = typeof depositOrders.$inferSelect;

/** Manual transfers go to bank and e-wallet channels; QR deposits to QR channels. */
export const DEPOSIT_CALL_CHANNELS = {
  manual: ['BANK', 'EWALLET'],
  qr: ['QR'],
} as const satisfies Record<string, readonly TDepositChannelType[]>;

export type TDepositRequest = {
  call: keyof typeof DEPOSIT_CALL_CHANNELS;
  channelId: string;
  amountMinor: number;
  /** The name on the member's account (manual transfers). */
  payeeName: string | null;
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

/** An order as the report and the deposit calls show it. */
const wireOrder = (db: TExecutor, order: TDepositOrder) => {
  const channel = db.select().from(depositChannels).where(eq(depositChannels.id, order.channelId)).get();
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
  issueDepositRewards(tx, approved, now);
  rewardApprovedDeposit(tx, approved, now);
  return approved;
};

/** Refuses a pending order (nothing was credited) and tells the member why. */
export const rejectDeposit = (tx: TTransaction, orderId: number, remark: string | null, now = new Date()) => {
  const order = pendingOrder(tx, orderId);
  fileMoneyMessage(tx, {
    memberId: order.memberId,
    type: 'DEPOSIT_FAILED',
    amountMinor: order.amountMinor,
    remark,
    now,
  });
  return tx
    .update(depositOrders)
    .set({ status: 'rejected', decidedAt: now, remark })
    .where(eq(depositOrders.id, order.id))
    .returning()
    .get();
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
 * Both deposit calls: a `pending` order with its proof pictures (a test
 * channel's is approved and credited at once), once per requestId.
 * `deposit_not_allowed` 403, `channel_not_found` 404, `amount_out_of_range`
 * 400, `invalid_proof_image` 400. Answers the order (with the channel's QR
 * image) and its member id, for the events after commit.
 */
export const createDeposit = (
  db: TDatabase,
  merchant: TMerchant,
  memberId: number,
  request: TDepositRequest,
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
        const created = tx
          .insert(depositOrders)
          .values({
            merchantId: merchant.id,
            memberId,
            channelId: channel.id,
            amountMinor: request.amountMinor,
            payeeName: request.payeeName,
            status: 'pending',
            createdAt: now,
          })
          .returning()
          .get();
        storeProofImages(tx, { kind: 'deposit', id: created.id }, images, now);
        const order = channel.isTest ? approveDeposit(tx, created.id, now) : created;
        return { ...wireOrder(tx, order), qrImageUrl: channel.qrImageUrl };
      },
    ),
  );
};

/** `MCS2_depositTransactioNReport`: the member's orders created in the range, newest first. */
export const depositReport = (db: TExecutor, memberId: number, query: TRecordQuery) => {
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
    rows.map((row) => wireOrder(db, row)),
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
    .map(({ order, username }) => ({ ...wireOrder(db, order), memberId: order.memberId, username }));

/** The order as the member sees it, for replies after an operator decision. */
export const wireDepositOrder = wireOrder;
