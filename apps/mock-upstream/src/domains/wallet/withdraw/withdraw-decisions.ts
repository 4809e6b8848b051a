import { and, eq, lte, type SQL } from 'drizzle-orm';
import { fileMoneyMessage } from '../../../core/messages/inbox-service.js';
import { postLedgerEntry } from '../../../core/money/ledger.js';
import { mainWalletOf } from '../../../core/money/main-wallet.js';
import { withdrawals } from '../../../db/schema-money.js';
import { publishBalance, publishUnread, type TEventContext } from '../../../events/member-events.js';
import { withdrawLimitsOf } from './withdraw-settings.js';
import {
  assertWithdrawalStatus,
  findWithdrawal,
  publishWithdrawal,
  type TWithdrawal,
} from './withdrawals.js';

const MINUTE_MS = 60 * 1000;

/**
 * The operator approves a pending withdrawal: the member then has the
 * merchant's confirmation window to say whether the money arrived.
 */
export const approveWithdrawal = (context: TEventContext, withdrawalId: string, now: Date): TWithdrawal => {
  const approved = context.db.transaction((tx) => {
    const { withdrawal } = findWithdrawal(tx, withdrawalId);
    assertWithdrawalStatus(withdrawal, 'pending');
    const { autoConfirmMinutes } = withdrawLimitsOf(tx, withdrawal.merchantId);
    const updated = tx
      .update(withdrawals)
      .set({
        status: 'approved',
        decidedAt: now,
        confirmBefore: new Date(now.getTime() + autoConfirmMinutes * MINUTE_MS),
      })
      .where(eq(withdrawals.id, withdrawal.id))
      .returning()
      .get();
    fileMoneyMessage(tx, {
      memberId: withdrawal.memberId,
      type: 'WITHDRAWAL_APPROVED',
      amountMinor: withdrawal.amountMinor,
      now,
    });
    return updated;
  });
  publishWithdrawal(context, approved);
  publishUnread(context, approved.memberId);
  return approved;
};

/** The operator rejects a pending withdrawal: the hold goes back to the main wallet (ledger withdraw_return). */
export const rejectWithdrawal = (
  context: TEventContext,
  withdrawalId: string,
  remark: string | undefined,
  now: Date,
): TWithdrawal => {
  const rejected = context.db.transaction((tx) => {
    const { withdrawal } = findWithdrawal(tx, withdrawalId);
    assertWithdrawalStatus(withdrawal, 'pending');
    const updated = tx
      .update(withdrawals)
      .set({ status: 'rejected', decidedAt: now, remark: remark ?? null })
      .where(eq(withdrawals.id, withdrawal.id))
      .returning()
      .get();
    postLedgerEntry(tx, {
      walletId: mainWalletOf(tx, withdrawal.memberId).id,
      amountMinor: withdrawal.amountMinor,
      kind: 'withdraw_return',
      idempotencyKey: `withdrawal:${withdrawal.id}:return`,
      reference: `withdrawal:${withdrawal.id}`,
      now,
    });
    fileMoneyMessage(tx, {
      memberId: withdrawal.memberId,
      type: 'WITHDRAWAL_REJECTED',
      amountMinor: withdrawal.amountMinor,
      remark,
      now,
    });
    return updated;
  });
  publishWithdrawal(context, rejected);
  publishBalance(context, rejected.memberId);
  publishUnread(context, rejected.memberId);
  return rejected;
};

/**
 * Approved withdrawals whose confirmation window has run out by `now` count
 * as received (`isAutoConfirmed`). All of them, or one member's.
 */
export const autoConfirmWithdrawals = (
  context: TEventContext,
  now: Date,
  memberId?: number,
): TWithdrawal[] => {
  const due: SQL[] = [eq(withdrawals.status, 'approved'), lte(withdrawals.confirmBefore, now)];
  if (memberId !== undefined) due.push(eq(withdrawals.memberId, memberId));
  const confirmed = context.db
    .update(withdrawals)
    .set({ status: 'received', confirmedAt: now, isAutoConfirmed: true })
    .where(and(...due))
    .returning()
    .all();
  for (const withdrawal of confirmed) publishWithdrawal(context, withdrawal);
  return confirmed;
};
