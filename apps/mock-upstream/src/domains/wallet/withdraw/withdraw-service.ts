import { and, eq } from 'drizzle-orm';
import { postLedgerEntry } from '../../../core/money/ledger.js';
import { mainWalletHolding } from '../../../core/money/main-wallet.js';
import { earlierResult, oncePerRequest } from '../../../core/money/money-request.js';
import { verifyPaymentPassword } from '../../../core/money/payment-password.js';
import type { TMember } from '../../../db/schema.js';
import { withdrawals } from '../../../db/schema-money.js';
import { publishBalance, type TEventContext } from '../../../events/member-events.js';
import { WireError } from '../../../wire/envelope.js';
import { findOwnBankCard } from '../bank-cards/bank-cards.js';
import { withdrawLimitsOf } from './withdraw-settings.js';
import { findWithdrawal, publishWithdrawal, wireWithdrawal } from './withdrawals.js';

export type TWithdrawRequest = {
  amountMinor: number;
  bankCardId: string;
  paymentPassword: string;
  requestId: string;
};

/**
 * `POST /wps/transaction/withdraw`: after the payment password, once per
 * requestId, in one transaction: the card must be the member's, the amount
 * within the merchant's limits, no other withdrawal pending, the main wallet
 * holding it; then the pending withdrawal and its hold (ledger withdraw_hold).
 * Publishes the withdrawal's status and the balance after commit.
 */
export const createWithdrawal = async (
  context: TEventContext,
  member: TMember,
  request: TWithdrawRequest,
  now: Date,
) => {
  const once = {
    memberId: member.id,
    requestId: request.requestId,
    kind: 'withdraw',
    fields: { amountMinor: request.amountMinor, bankCardId: request.bankCardId },
  };
  // A replay answers the first result even if the payment password changed since.
  if (!earlierResult(context.db, once))
    await verifyPaymentPassword(context.db, member.id, request.paymentPassword, now);
  const created = context.db.transaction((tx) =>
    oncePerRequest(tx, once, () => {
      const card = findOwnBankCard(tx, member.id, request.bankCardId);
      const limits = withdrawLimitsOf(tx, member.merchantId);
      if (request.amountMinor < limits.minMinor || request.amountMinor > limits.maxMinor) {
        throw new WireError(400, 'amount_out_of_range', 'The amount is outside the withdrawal limits');
      }
      const pending = tx
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.memberId, member.id), eq(withdrawals.status, 'pending')))
        .get();
      if (pending) throw new WireError(409, 'withdrawal_pending', 'Another withdrawal is still pending');
      const wallet = mainWalletHolding(tx, member.id, request.amountMinor);
      const withdrawal = tx
        .insert(withdrawals)
        .values({
          merchantId: member.merchantId,
          memberId: member.id,
          bankCardId: card.id,
          amountMinor: request.amountMinor,
          status: 'pending',
          createdAt: now,
        })
        .returning()
        .get();
      postLedgerEntry(tx, {
        walletId: wallet.id,
        amountMinor: -request.amountMinor,
        kind: 'withdraw_hold',
        idempotencyKey: `withdrawal:${withdrawal.id}:hold`,
        reference: `withdrawal:${withdrawal.id}`,
        now,
      });
      return wireWithdrawal({ withdrawal, bankName: card.bankName, accountNumber: card.accountNumber });
    }),
  );
  publishWithdrawal(context, findWithdrawal(context.db, created.withdrawalId).withdrawal);
  publishBalance(context, member.id);
  return created;
};
