import { and, eq } from 'drizzle-orm';
import type { TSecondFactorMethod } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { registeredIps, secondFactors, type TSecondFactor } from '../../../db/schema.js';

export const findSecondFactor = (db: TExecutor, memberId: number): TSecondFactor | undefined =>
  db.select().from(secondFactors).where(eq(secondFactors.memberId, memberId)).get();

/**
 * Sets (or replaces) a member's second factor. Their registered IPs are
 * forgotten, so the next login from anywhere is challenged with the new method.
 */
export const configureSecondFactor = (
  db: TExecutor,
  memberId: number,
  method: TSecondFactorMethod,
  totpSecret: string | null,
  now: Date,
): void => {
  db.insert(secondFactors)
    .values({ memberId, method, totpSecret, createdAt: now })
    .onConflictDoUpdate({ target: secondFactors.memberId, set: { method, totpSecret, createdAt: now } })
    .run();
  db.delete(registeredIps).where(eq(registeredIps.memberId, memberId)).run();
};

export const isIpRegistered = (db: TExecutor, memberId: number, ip: string): boolean =>
  db
    .select()
    .from(registeredIps)
    .where(and(eq(registeredIps.memberId, memberId), eq(registeredIps.ip, ip)))
    .get() !== undefined;

export const registerIp = (db: TExecutor, memberId: number, ip: string, now: Date): void => {
  db.insert(registeredIps).values({ memberId, ip, createdAt: now }).onConflictDoNothing().run();
};
