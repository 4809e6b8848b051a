import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CASHIER_LIMITS,
  VALIDATION,
  type ZWireAddBankCardBodySchema,
  type ZWireBankCardSchema,
} from '@site/contracts';
import { oncePerRequest } from '../../../core/money/money-request.js';
import type { TDatabase, TExecutor, TTransaction } from '../../../db/client.js';
import { bankCards } from '../../../db/schema-money.js';
import { WireError, wireErrors } from '../../../wire/envelope.js';
import { findWithdrawBank } from './banks.js';

export type TBankCard = typeof bankCards.$inferSelect;

/** Only the last four digits show: `****1234`. */
export const maskAccountNumber = (accountNumber: string): string => `****${accountNumber.slice(-4)}`;

export const wireBankCard = (card: TBankCard): z.input<typeof ZWireBankCardSchema> => ({
  id: card.id,
  bankCode: card.bankCode,
  bankName: card.bankName,
  accountName: card.accountName,
  accountNumber: maskAccountNumber(card.accountNumber),
});

export const listBankCards = (db: TExecutor, memberId: number): TBankCard[] =>
  db.select().from(bankCards).where(eq(bankCards.memberId, memberId)).orderBy(asc(bankCards.id)).all();

/** The member's own card; any other id (unknown, not a number, another member's) is 404 `bank_card_not_found`. */
export const findOwnBankCard = (db: TExecutor, memberId: number, bankCardId: string): TBankCard => {
  const id = Number(bankCardId);
  const card = Number.isSafeInteger(id)
    ? db
        .select()
        .from(bankCards)
        .where(and(eq(bankCards.id, id), eq(bankCards.memberId, memberId)))
        .get()
    : undefined;
  if (!card) throw new WireError(404, 'bank_card_not_found', 'No such bank card');
  return card;
};

/**
 * `POST /wps/member/bankCard`: at most five cards (`bank_card_limit`), each
 * bank and number once; once per requestId, a replay answering the card added.
 */
export const addBankCard = (
  db: TDatabase,
  memberId: number,
  input: z.output<typeof ZWireAddBankCardBodySchema>,
  now: Date,
): z.input<typeof ZWireBankCardSchema> =>
  db.transaction((tx) =>
    oncePerRequest(
      tx,
      {
        memberId,
        requestId: input.requestId,
        kind: 'bank_card',
        fields: { bankCode: input.bankCode, accountNumber: input.accountNumber },
      },
      () => wireBankCard(insertBankCard(tx, memberId, input, now)),
    ),
  );

const insertBankCard = (
  tx: TTransaction,
  memberId: number,
  input: z.output<typeof ZWireAddBankCardBodySchema>,
  now: Date,
): TBankCard => {
  const bank = findWithdrawBank(input.bankCode);
  if (!bank) throw wireErrors.validationFailed({ bankCode: VALIDATION.invalid });
  const held = tx.select({ cards: count() }).from(bankCards).where(eq(bankCards.memberId, memberId)).get();
  if ((held?.cards ?? 0) >= CASHIER_LIMITS.maxBankCards) {
    throw new WireError(400, 'bank_card_limit', `At most ${CASHIER_LIMITS.maxBankCards} bank cards`);
  }
  const duplicate = tx
    .select({ id: bankCards.id })
    .from(bankCards)
    .where(
      and(
        eq(bankCards.memberId, memberId),
        eq(bankCards.bankCode, bank.bankCode),
        eq(bankCards.accountNumber, input.accountNumber),
      ),
    )
    .get();
  if (duplicate) throw wireErrors.validationFailed({ accountNumber: VALIDATION.invalid });
  return tx
    .insert(bankCards)
    .values({
      memberId,
      bankCode: bank.bankCode,
      bankName: bank.bankName,
      accountName: input.accountName.trim(),
      accountNumber: input.accountNumber,
      createdAt: now,
    })
    .returning()
    .get();
};
