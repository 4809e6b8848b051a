import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { toMajorUnits, type TWithdrawalStatus, type ZWireWithdrawalSchema } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { bankCards, withdrawals } from '../../../db/schema-money.js';
import type { TEventContext } from '../../../events/member-events.js';
import { WireError } from '../../../wire/envelope.js';
import { maskAccountNumber } from '../bank-cards/bank-cards.js';

export type TWithdrawal = typeof withdrawals.$inferSelect;
export type TWithdrawalWithCard = { withdrawal: TWithdrawal; bankName: string; accountNumber: string };

/** A withdrawal as the wire shows it: the card's bank and masked number, times in ms. */
export const wireWithdrawal = ({
  withdrawal,
  bankName,
  accountNumber,
}: TWithdrawalWithCard): z.input<typeof ZWireWithdrawalSchema> => ({
  withdrawalId: withdrawal.id,
  amount: toMajorUnits(withdrawal.amountMinor),
  status: withdrawal.status,
  bankName,
  accountNumber: maskAccountNumber(accountNumber),
  createdAt: withdrawal.createdAt.getTime(),
  decidedAt: withdrawal.decidedAt?.getTime() ?? null,
  confirmBefore: withdrawal.confirmBefore?.getTime() ?? null,
  confirmedAt: withdrawal.confirmedAt?.getTime() ?? null,
  isAutoConfirmed: withdrawal.isAutoConfirmed,
  remark: withdrawal.remark,
});

/** Withdrawals joined to their bank card (the columns {@link wireWithdrawal} reads). */
export const selectWithdrawalsWithCard = (db: TExecutor) =>
  db
    .select({ withdrawal: withdrawals, bankName: bankCards.bankName, accountNumber: bankCards.accountNumber })
    .from(withdrawals)
    .innerJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId));

/** The withdrawal by id, of this member when one is given; unknown is 404 `withdrawal_not_found`. */
export const findWithdrawal = (db: TExecutor, withdrawalId: string | number, memberId?: number) => {
  const id = Number(withdrawalId);
  const found = Number.isSafeInteger(id)
    ? selectWithdrawalsWithCard(db)
        .where(
          memberId === undefined
            ? eq(withdrawals.id, id)
            : and(eq(withdrawals.id, id), eq(withdrawals.memberId, memberId)),
        )
        .get()
    : undefined;
  if (!found) throw new WireError(404, 'withdrawal_not_found', 'No such withdrawal');
  return found;
};

/** Moves a withdrawal from one status only; any other status is 409 `withdrawal_not_confirmable`. */
export const assertWithdrawalStatus = (withdrawal: TWithdrawal, expected: TWithdrawalStatus): void => {
  if (withdrawal.status !== expected) {
    throw new WireError(
      409,
      'withdrawal_not_confirmable',
      `The withdrawal is ${withdrawal.status}, not ${expected}`,
    );
  }
};

/** The withdrawal's status event (after commit). */
export const publishWithdrawal = (context: TEventContext, withdrawal: TWithdrawal): void => {
  context.events.publish({
    type: 'withdrawal',
    memberId: withdrawal.memberId,
    withdrawalId: withdrawal.id,
    status: withdrawal.status,
    amount: toMajorUnits(withdrawal.amountMinor),
  });
};
