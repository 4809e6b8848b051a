import { and, count, desc, eq, gte, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { TTransactionType } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { ledgerEntries, members, wallets } from '../../../db/schema.js';
import { pageWindow, timeRangeOf, type TRecordQuery, wirePage } from '../../records/record-query.js';
import { ledgerKindsOf } from '../../records/transaction-types.js';
import { toWireTransaction } from '../../records/transactions-report.js';
import { scopeMembersSql, type TTeamScope } from './team-scope.js';

/** Game money is the team bets' report; this one shows the rest. */
const GAME_KINDS = ['bet', 'win', 'rollback'] as const;

/**
 * `ODSFE2_TeamTransDet`: the ledger movements of the team's wallets (or one
 * member's) in the range, newest first, without bets and wins; optionally of
 * one record type. Balances after them are the members' own business.
 */
export const teamTransactionsReport = (
  db: TExecutor,
  scope: TTeamScope,
  query: TRecordQuery & { type?: TTransactionType | undefined },
) => {
  const { from, to } = timeRangeOf(query);
  const filters: SQL[] = [
    sql`${wallets.memberId} IN (${scopeMembersSql(scope)})`,
    notInArray(ledgerEntries.kind, [...GAME_KINDS]),
    gte(ledgerEntries.createdAt, from),
    lt(ledgerEntries.createdAt, to),
  ];
  if (query.type) filters.push(inArray(ledgerEntries.kind, ledgerKindsOf(query.type)));
  const where = and(...filters);
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
  return wirePage(
    rows.map(({ entry, accountTypeId, username }) => {
      const { balanceAfter: _balanceAfter, ...transaction } = toWireTransaction(entry, accountTypeId);
      return { ...transaction, username };
    }),
    total,
    query,
  );
};
