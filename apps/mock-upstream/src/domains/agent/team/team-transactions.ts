import { notInArray, sql } from 'drizzle-orm';
import type { TTransactionType } from '@site/contracts';
import { scopeMembersSql, type TTeamScope } from '../../../core/agent-tree/team-scope.js';
import { type TRecordQuery, wirePage } from '../../../core/records/record-query.js';
import type { TExecutor } from '../../../db/client.js';
import { ledgerEntries, wallets } from '../../../db/schema.js';
import { ledgerEntriesPage, toWireTransaction } from '../../records/transactions-report.js';

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
  const { rows, total } = ledgerEntriesPage(
    db,
    sql`${wallets.memberId} IN (${scopeMembersSql(scope)})`,
    query,
    [notInArray(ledgerEntries.kind, [...GAME_KINDS])],
  );
  return wirePage(
    rows.map(({ entry, accountTypeId, username }) => {
      const { balanceAfter: _balanceAfter, ...transaction } = toWireTransaction(entry, accountTypeId);
      return { ...transaction, username };
    }),
    total,
    query,
  );
};
