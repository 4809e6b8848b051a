import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { TSocialProvider } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { oauthCodes, type TOauthCode } from '../../../db/schema.js';

/** How long a code from the stand-in provider page can be exchanged. */
export const OAUTH_CODE_MINUTES = 5;

export type TOauthGrant = { provider: TSocialProvider; clientId: string; email: string; redirectUri: string };

export const issueOauthCode = (db: TExecutor, grant: TOauthGrant, now: Date): string => {
  const code = randomBytes(32).toString('base64url');
  db.insert(oauthCodes)
    .values({
      code,
      ...grant,
      email: grant.email.trim().toLowerCase(),
      expiresAt: new Date(now.getTime() + OAUTH_CODE_MINUTES * 60_000),
      createdAt: now,
    })
    .run();
  return code;
};

/**
 * Uses a code up and returns what it grants, or undefined when it is unknown,
 * already used or expired. A code is burnt by its first presentation, even one
 * the caller then refuses (RFC 6749 §4.1.2: a code is used at most once).
 */
export const redeemOauthCode = (db: TExecutor, code: string, now: Date): TOauthCode | undefined => {
  const redeemed = db
    .update(oauthCodes)
    .set({ usedAt: now })
    .where(and(eq(oauthCodes.code, code), isNull(oauthCodes.usedAt)))
    .returning()
    .get();
  return redeemed && redeemed.expiresAt.getTime() > now.getTime() ? redeemed : undefined;
};
