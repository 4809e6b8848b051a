import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { members, type TMember } from '../../db/schema.js';
import { agentTree } from '../../db/schema-agent.js';
import { WireError } from '../../wire/envelope.js';
import { normaliseUsername } from '../members/member-store.js';

/** How far below the agent the member is (1 for a direct downline), or undefined outside its team. */
export const depthInTeam = (db: TExecutor, agentId: number, memberId: number): number | undefined =>
  db
    .select({ depth: agentTree.depth })
    .from(agentTree)
    .where(and(eq(agentTree.ancestorId, agentId), eq(agentTree.memberId, memberId)))
    .get()?.depth;

const outsideTeam = () => new WireError(404, 'downline_not_found', 'No such member in your team');

/** A member of the agent's team by id; anyone else (or no one) is 404 `downline_not_found`. */
export const teamMemberById = (
  db: TExecutor,
  agent: TMember,
  memberId: number,
): TMember & { depth: number } => {
  const depth = Number.isSafeInteger(memberId) ? depthInTeam(db, agent.id, memberId) : undefined;
  const member =
    depth === undefined ? undefined : db.select().from(members).where(eq(members.id, memberId)).get();
  if (!member || depth === undefined) throw outsideTeam();
  return { ...member, depth };
};

/** A member of the agent's team by username; anyone else (or no one) is 404 `downline_not_found`. */
export const teamMemberByUsername = (
  db: TExecutor,
  agent: TMember,
  username: string,
): TMember & { depth: number } => {
  const member = db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, agent.merchantId), eq(members.username, normaliseUsername(username))))
    .get();
  if (!member) throw outsideTeam();
  return teamMemberById(db, agent, member.id);
};
