import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { SECOND_FACTOR_METHODS } from '@site/contracts';

/**
 * A login waiting for its second factor (the upstream's challenge). It lives
 * only here, sealed, so the browser never sees the verification token.
 */
export const ZPendingSecondFactorSchema = z.object({
  verificationToken: z.string().min(1),
  method: z.enum(SECOND_FACTOR_METHODS),
  /** The username or full mobile number that logged in: the lockout and rate-limit subject. */
  account: z.string(),
  remember: z.boolean(),
  portal: z.enum(['member', 'agent']),
  /** How the first step was passed: decides whether the password may have to change afterwards. */
  credential: z.enum(['password', 'insecure-default-password', 'sms', 'social']),
  createdAt: z.number().int().nonnegative(),
});
export type TPendingSecondFactor = z.infer<typeof ZPendingSecondFactorSchema>;

/** What the sealed `sid` cookie holds. Only the gateway can read it. */
export const ZSessionPayloadSchema = z.object({
  /** Random, new with every login: names this browser session for per-session limits. */
  id: z.string().min(16),
  /** The bare upstream token; the browser never sees it. */
  token: z.string().min(1).optional(),
  /** The upstream's captcha binding, replayed as `Cookie: captchaId=…` on login. */
  captchaId: z.string().min(1).optional(),
  /** GEETEST3: the slide captcha's challenge, sent back with the piece's position on login. */
  slideChallenge: z.string().min(1).max(64).optional(),
  secondFactor: ZPendingSecondFactorSchema.optional(),
  /**
   * The member type the upstream reported at login (trial 4, agents 1, 2, 41, 42).
   * Lets the gateway refuse a trial session real-money calls without asking the
   * upstream. Absent in cookies sealed before it was kept, and for guests.
   */
  memberType: z.number().int().optional(),
  /**
   * The upstream's member id, for the realtime room `member:<id>`. Absent in
   * cookies sealed before it was kept (the socket handshake then asks member info).
   */
  memberId: z.string().min(1).optional(),
  /** Set at a login that must change its password; cleared when it is changed. */
  mustChangePassword: z.boolean().optional(),
  /** A 24-hour persistent cookie without an idle limit, instead of a browser-session one. */
  remember: z.boolean(),
  /** Milliseconds since the epoch: when the session began (absolute timeout). */
  issuedAt: z.number().int().nonnegative(),
  /** Milliseconds since the epoch: the last activity seen (idle timeout). */
  lastSeenAt: z.number().int().nonnegative(),
});
export type TSessionPayload = z.infer<typeof ZSessionPayloadSchema>;

export const newSessionId = (): string => randomBytes(18).toString('base64url');

/** A fresh session: a new id and both clocks started now. */
export const newSessionPayload = (
  now: number,
  fields: Pick<TSessionPayload, 'remember'> &
    Partial<
      Pick<
        TSessionPayload,
        'token' | 'captchaId' | 'secondFactor' | 'mustChangePassword' | 'memberType' | 'memberId'
      >
    >,
): TSessionPayload => ({ id: newSessionId(), issuedAt: now, lastSeenAt: now, ...fields });
