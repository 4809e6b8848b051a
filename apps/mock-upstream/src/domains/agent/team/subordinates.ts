import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZWireSubordinateSchema } from '@site/contracts';
import { teamMemberByUsername } from '../../../core/agent-tree/team-member.js';
import { pageWindow, type TRecordQuery, wirePage } from '../../../core/records/record-query.js';
import type { TExecutor } from '../../../db/client.js';
import { members, type TMember } from '../../../db/schema.js';
import { agentTree } from '../../../db/schema-agent.js';
import { teamKpiB } from './team-kpi.js';

/**
 * `ODSFE2_Subordinate`: the agent's direct downlines, newest first, each
 * with the money of its line (itself and everyone below it) in the range;
 * `username` shows that member of the team alone. Team sizes count the
 * members below.
 */
export const subordinatesReport = (
  db: TExecutor,
  agent: TMember,
  query: TRecordQuery & { username?: string | undefined },
) => {
  const filtered = query.username ? teamMemberByUsername(db, agent, query.username) : undefined;
  const where = filtered
    ? eq(members.id, filtered.id)
    : inArray(
        members.id,
        db
          .select({ id: agentTree.memberId })
          .from(agentTree)
          .where(and(eq(agentTree.ancestorId, agent.id), eq(agentTree.depth, 1))),
      );
  const { limit, offset } = pageWindow(query);
  const page = db
    .select()
    .from(members)
    .where(where)
    .orderBy(desc(members.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total = db.select({ total: count() }).from(members).where(where).get()?.total ?? 0;
  const list = page.map((member): z.input<typeof ZWireSubordinateSchema> => {
    const { betAmount, validBetAmount, winAmount, profitLoss, depositAmount, withdrawAmount } = teamKpiB(
      db,
      { kind: 'line', memberId: member.id },
      query,
    );
    const teamSize =
      db.select({ size: count() }).from(agentTree).where(eq(agentTree.ancestorId, member.id)).get()?.size ??
      0;
    return {
      memberId: member.id,
      username: member.username,
      type: member.type,
      teamSize,
      betAmount,
      validBetAmount,
      winAmount,
      profitLoss,
      depositAmount,
      withdrawAmount,
    };
  });
  return wirePage(list, total, query);
};
