import { and, count, desc, eq, max, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import {
  toMajorUnits,
  type ZWireDownlineDetailSchema,
  type ZWireDownlineSchema,
  type ZWireDownlinesQuerySchema,
} from '@site/contracts';
import { teamMemberById } from '../../../core/agent-tree/team-member.js';
import { normaliseUsername } from '../../../core/members/member-store.js';
import { mainWalletOf } from '../../../core/money/main-wallet.js';
import { pageWindow, wirePage } from '../../../core/records/record-query.js';
import { restrictionOf } from '../../../core/responsible/restriction.js';
import type { TDatabase, TExecutor } from '../../../db/client.js';
import { members, sessions, type TMember } from '../../../db/schema.js';
import { agentTree } from '../../../db/schema-agent.js';
import { WireError } from '../../../wire/envelope.js';
import { rebateRatesOf, saveDownlineRebates, wireRebates } from './downline-rebates.js';

type TWireDownline = z.input<typeof ZWireDownlineSchema>;

const uplines = alias(members, 'uplines');

const teamSizeOf = (db: TExecutor, memberId: number): number =>
  db.select({ size: count() }).from(agentTree).where(eq(agentTree.ancestorId, memberId)).get()?.size ?? 0;

const lastLoginOf = (db: TExecutor, memberId: number): number | null =>
  db
    .select({ at: max(sessions.createdAt) })
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .get()
    ?.at?.getTime() ?? null;

/**
 * One member of the team as the wire has it; `level` is its depth below the
 * agent; `restriction` the break or listing that stops transfers to it.
 */
const toWireDownline = (
  db: TExecutor,
  member: TMember,
  level: number,
  uplineUsername: string,
  now = new Date(),
): TWireDownline => ({
  memberId: member.id,
  username: member.username,
  nickname: member.nickname,
  type: member.type,
  level,
  uplineUsername,
  status: member.status,
  registeredAt: member.createdAt.getTime(),
  lastLoginAt: lastLoginOf(db, member.id),
  balance: toMajorUnits(mainWalletOf(db, member.id).balanceMinor),
  teamSize: teamSizeOf(db, member.id),
  rebates: wireRebates(rebateRatesOf(db, member.id)),
  restriction: restrictionOf(db, member.id, now),
});

const uplineUsernameOf = (db: TExecutor, member: TMember): string =>
  member.referrerMemberId === null
    ? ''
    : (db
        .select({ username: members.username })
        .from(members)
        .where(eq(members.id, member.referrerMemberId))
        .get()?.username ?? '');

/** `GET /wps/agent/downlines`: the team, newest first; a part of a username, or direct downlines only. */
export const listDownlines = (
  db: TExecutor,
  agent: TMember,
  query: z.output<typeof ZWireDownlinesQuerySchema>,
) => {
  const filters: SQL[] = [eq(agentTree.ancestorId, agent.id)];
  if (query.directOnly === 'true') filters.push(eq(agentTree.depth, 1));
  if (query.username) filters.push(sql`instr(${members.username}, ${normaliseUsername(query.username)}) > 0`);
  const where = and(...filters);
  const { limit, offset } = pageWindow(query);
  const rows = db
    .select({ member: members, depth: agentTree.depth, uplineUsername: uplines.username })
    .from(agentTree)
    .innerJoin(members, eq(members.id, agentTree.memberId))
    .innerJoin(uplines, eq(uplines.id, members.referrerMemberId))
    .where(where)
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total =
    db
      .select({ total: count() })
      .from(agentTree)
      .innerJoin(members, eq(members.id, agentTree.memberId))
      .where(where)
      .get()?.total ?? 0;
  const list = rows.map((row) => toWireDownline(db, row.member, row.depth, row.uplineUsername));
  return wirePage(list, total, query);
};

/** `GET /wps/agent/downline?memberId`: one member of the team and the agent's own rates (the most it may give). */
export const downlineDetail = (
  db: TExecutor,
  agent: TMember,
  memberId: number,
): z.input<typeof ZWireDownlineDetailSchema> => {
  const member = teamMemberById(db, agent, memberId);
  return {
    ...toWireDownline(db, member, member.depth, uplineUsernameOf(db, member)),
    maxRebates: wireRebates(rebateRatesOf(db, agent.id)),
  };
};

/** `POST /wps/agent/updateDownlineRebates`: a direct downline's rates (`not_direct_downline` deeper). */
export const updateDownlineRebates = (
  db: TDatabase,
  agent: TMember,
  change: { memberId: number; rebates: readonly { gameType: string; rate: number }[] },
  now: Date,
): TWireDownline => {
  const member = teamMemberById(db, agent, change.memberId);
  if (member.depth !== 1)
    throw new WireError(400, 'not_direct_downline', 'Only a direct downline’s rates can be set');
  return db.transaction((tx) => {
    saveDownlineRebates(tx, agent.id, member.id, change.rebates, now);
    return toWireDownline(tx, member, 1, agent.username);
  });
};
