import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { members, sessions, type TMember, type TSession } from '../../db/schema.js';

/**
 * A session lives while it is used: each request moves its end a day past the
 * last use, so a gateway's 24-hour "remember me" cookie keeps working.
 */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;

export const createSession = (db: TExecutor, memberId: number, now: Date): TSession =>
  db
    .insert(sessions)
    .values({
      token: randomBytes(32).toString('hex'),
      memberId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    })
    .returning()
    .get();

/** The live session of a token for this merchant, extended by this use; null when gone. */
export const resolveSession = (
  db: TExecutor,
  merchantId: number,
  token: string,
  now: Date,
): { session: TSession; member: TMember } | null => {
  const found = db
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.token, token),
        eq(members.merchantId, merchantId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .get();
  if (!found) return null;
  const session = db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) })
    .where(eq(sessions.token, token))
    .returning()
    .get();
  return { session: session ?? found.session, member: found.member };
};

export const revokeSession = (db: TExecutor, token: string, now: Date): void => {
  db.update(sessions).set({ revokedAt: now }).where(eq(sessions.token, token)).run();
};

/** Signs the member out everywhere: every live session of theirs answers 401 from now on. */
export const revokeMemberSessions = (db: TExecutor, memberId: number, now: Date): void => {
  db.update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .run();
};

/** Ends a session as if its time ran out (QA); returns whether the token existed. */
export const expireSession = (db: TExecutor, token: string, now: Date): boolean =>
  db.update(sessions).set({ expiresAt: now }).where(eq(sessions.token, token)).returning().all().length > 0;
