import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { toMajorUnits, type TTransactionType, type ZWireTransactionSchema } from '@site/contracts';
import { pageWindow, timeRangeOf, type TRecordQuery, wirePage } from '../../core/records/record-query.js';
import type { TExecutor } from '../../db/client.js';
import { ledgerEntries, members, wallets } from '../../db/schema.js';
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

/**
 * A page of the ledger entries of the wallets `ownerFilter` selects in the
 * range, newest first (optionally of one record type, and what `filters`
 * adds), with their owners' usernames and the count of the whole range.
 */
export const ledgerEntriesPage = (
  db: TExecutor,
  ownerFilter: SQL,
  query: TRecordQuery & { type?: TTransactionType | undefined },
  filters: SQL[] = [],
) => {
  const { from, to } = timeRangeOf(query);
  const conditions = [
    ownerFilter,
    gte(ledgerEntries.createdAt, from),
    lt(ledgerEntries.createdAt, to),
    ...filters,
  ];
  if (query.type) conditions.push(inArray(ledgerEntries.kind, ledgerKindsOf(query.type)));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const rows = db
    .select({ entry: ledgerEntries, accountTypeId: wallets.accountTypeId, username: members.username })
    .from(ledgerEntries)
    .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
    .innerJoin(members, eq(members.id, wallets.memberId))
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
  return { rows, total };
};

/** `GET ODSFE2_MemTransDet`: ledger entries of all the member's wallets in the range, newest first. */
export const transactionsReport = (
  db: TExecutor,
  memberId: number,
  query: TRecordQuery & { type?: TTransactionType | undefined },
) => {
  const { rows, total } = ledgerEntriesPage(db, eq(wallets.memberId, memberId), query);
  return wirePage(
    rows.map(({ entry, accountTypeId }) => toWireTransaction(entry, accountTypeId)),
    total,
    query,
  );
};
