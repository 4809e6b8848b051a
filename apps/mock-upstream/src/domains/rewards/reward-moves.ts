import type Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { connectionOf, type TExecutor } from '../../db/client.js';
import { missions, rewardClaims } from '../../db/schema-rewards.js';
import { publishMissionProgress, type TEventContext } from '../../events/member-events.js';
import { announceRewardIssued, languageOf } from './claims/issue-claim.js';
import { wireMissionsOf } from './missions/mission-views.js';
import { publishPointsBalance } from './points/points-events.js';

/** What moved for a member inside a transaction, to be told once it committed. */
type TMoves = { points: Set<number>; missions: Map<number, Set<number>>; claims: Set<number> };

/**
 * Moves noted per database connection. A transaction cannot publish (its
 * outcome is not known yet) and the round or deposit it settles may run deep
 * inside an engine or an operator call, so it notes what moved here and the
 * request that ran it publishes after its reply. Events carry the state as it
 * is when published, so a note of a transaction rolled back later is harmless.
 */
const notes = new WeakMap<Database.Database, TMoves>();

const movesOf = (executor: TExecutor): TMoves => {
  const connection = connectionOf(executor);
  let moves = notes.get(connection);
  if (!moves) {
    moves = { points: new Set(), missions: new Map(), claims: new Set() };
    notes.set(connection, moves);
  }
  return moves;
};

/** Notes, in the moving transaction, points and missions that moved and claims issued. */
export const noteRewardMoves = (
  tx: TExecutor,
  move: { memberId: number; points?: boolean; missionIds?: number[]; claimIds?: number[] },
): void => {
  const moves = movesOf(tx);
  if (move.points) moves.points.add(move.memberId);
  if (move.missionIds?.length) {
    const ofMember = moves.missions.get(move.memberId) ?? new Set<number>();
    for (const id of move.missionIds) ofMember.add(id);
    moves.missions.set(move.memberId, ofMember);
  }
  for (const id of move.claimIds ?? []) moves.claims.add(id);
};

/** Publishes what was noted (points, missions of the current cycle, issued claims) and forgets it; after commit. */
export const publishRewardMoves = (context: TEventContext): void => {
  const moves = notes.get(connectionOf(context.db));
  if (!moves) return;
  notes.delete(connectionOf(context.db));
  for (const memberId of moves.points) publishPointsBalance(context, memberId);
  const now = new Date();
  for (const [memberId, missionIds] of moves.missions) {
    const language = languageOf(context, memberId);
    for (const missionId of missionIds) {
      const mission = context.db.select().from(missions).where(eq(missions.id, missionId)).get();
      if (!mission) continue;
      for (const wire of wireMissionsOf(context.db, memberId, [mission], language, now))
        publishMissionProgress(context, memberId, wire);
    }
  }
  for (const claimId of moves.claims) {
    const claim = context.db.select().from(rewardClaims).where(eq(rewardClaims.id, claimId)).get();
    if (claim?.status === 'issued') announceRewardIssued(context, claim);
  }
};
