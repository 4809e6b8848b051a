import { and, eq, sql } from 'drizzle-orm';
import { LIMITS } from '@site/contracts';
import { normaliseUsername } from '../../core/members/member-store.js';
import type { TExecutor } from '../../db/client.js';
import { loginFailures } from '../../db/schema.js';

/** After this many failed logins for a username, its next logins need the captcha until one succeeds. */
export const FAILURES_BEFORE_CAPTCHA = LIMITS.captchaFailuresBeforeRequired;

const byUsername = (merchantId: number, username: string) =>
  and(eq(loginFailures.merchantId, merchantId), eq(loginFailures.username, normaliseUsername(username)));

export const countLoginFailures = (db: TExecutor, merchantId: number, username: string): number =>
  db.select().from(loginFailures).where(byUsername(merchantId, username)).get()?.count ?? 0;

/** Adds one failure and returns the new count. */
export const recordLoginFailure = (db: TExecutor, merchantId: number, username: string, now: Date): number =>
  db
    .insert(loginFailures)
    .values({ merchantId, username: normaliseUsername(username), count: 1, lastAt: now })
    .onConflictDoUpdate({
      target: [loginFailures.merchantId, loginFailures.username],
      set: { count: sql`${loginFailures.count} + 1`, lastAt: now },
    })
    .returning()
    .get().count;

export const clearLoginFailures = (db: TExecutor, merchantId: number, username: string): void => {
  db.delete(loginFailures).where(byUsername(merchantId, username)).run();
};
