import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { agentTree } from '../../db/schema-agent.js';

/**
 * Puts a new member into the team tree under its upline: one row per
 * ancestor (the upline at depth 1, the upline's uplines deeper). Called in
 * the transaction that creates the member.
 */
export const attachToUpline = (tx: TExecutor, memberId: number, uplineId: number): void => {
  tx.run(sql`
    INSERT INTO ${agentTree} (ancestor_id, member_id, depth)
    SELECT ancestor_id, ${memberId}, depth + 1 FROM ${agentTree} WHERE member_id = ${uplineId}
    UNION ALL SELECT ${uplineId}, ${memberId}, 1
  `);
};
