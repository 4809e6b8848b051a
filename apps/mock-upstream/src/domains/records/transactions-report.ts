import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { toMajorUnits, type TTransactionType, type ZWireTransactionSchema } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import { ledgerEntries, wallets } from '../../db/schema.js';
import { pageWindow, timeRangeOf, type TRecordQuery, wirePage } from './record-query.js';
import { ledgerKindsOf, TRANSACTION_TYPE_OF_KIND } from './transaction-types.js';

type TLedgerEntry = typeof ledgerEntries.$inferSelect;

/** A ledger entry as the transaction records show it. */
export const toWireTransaction = (
  entry: TLedgerEntry,
  accountTypeId: number,
): z.input<typeof ZWireTransactionSchema> => ({
  transactionId: entry.id,
  type: TRANSACTION_TYPE_OF_KIND[entry.kind],
  amount: toMajorUnits(entry.amountMinor),
  balanceAfter: toMajorUnits(entry.balanceAfterMinor),
  accountTypeId,
  createdAt: entry.createdAt.getTime(),
  remark: entry.reference,
});

/** `GET ODSFE2_MemTransDet`: ledger entries of all the member's wallets in the range, newest first. */
export const transactionsReport = (
  db: TExecutor,
  memberId: number,
  query: TRecordQuery & { type?: TTransactionType | undefined },
) => {
  const { from, to } = timeRangeOf(query);
  const filters: SQL[] = [
    eq(wallets.memberId, memberId),
    gte(ledgerEntries.createdAt, from),
    lt(ledgerEntries.createdAt, to),
  ];
  if (query.type) filters.push(inArray(ledgerEntries.kind, ledgerKindsOf(query.type)));
  const where = and(...filters);
  const { limit, offset } = pageWindow(query);
  const rows = db
    .select({ entry: ledgerEntries, accountTypeId: wallets.accountTypeId })
    .from(ledgerEntries)
    .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
    .where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total =
    db
      .select({ total: count() })
      .from(ledgerEntries)
      .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
      .where(where)
      .get()?.total ?? 0;
  const list = rows.map(({ entry, accountTypeId }) => toWireTransaction(entry, accountTypeId));
  return wirePage(list, total, query);
};
