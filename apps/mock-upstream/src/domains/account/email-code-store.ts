import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { isSameSecret, randomDigitCode } from '../../core/sessions/one-time-code.js';
import { SMS_CODE_MAX_WRONG_ATTEMPTS, SMS_CODE_MINUTES } from '../../core/sessions/sms-code-store.js';
import type { TExecutor } from '../../db/client.js';
import { emailRegisterCodes } from '../../db/schema.js';
import { WireError } from '../../wire/envelope.js';

/** An email code lives as long as an SMS code (`expiredMinutes`). */
export const EMAIL_CODE_MINUTES = SMS_CODE_MINUTES;
/** Once verified, the registration may use the code for this long (a refused registration can be corrected and sent again). */
export const VERIFIED_EMAIL_CODE_MINUTES = 30;

type TEmailCodeTarget = { merchantId: number; email: string };

const sameTarget = ({ merchantId, email }: TEmailCodeTarget) =>
  and(eq(emailRegisterCodes.merchantId, merchantId), eq(emailRegisterCodes.email, email));

const invalidCode = () => new WireError(400, 'sms_invalid_code', 'The verification code is not correct');
const expiredCode = (why: string) => new WireError(400, 'sms_code_expired', why);

/** A fresh code for an address; older pending or verified ones stop counting. */
export const issueEmailCode = (
  db: TExecutor,
  target: TEmailCodeTarget,
  now: Date,
): { code: string; expiresAt: Date } => {
  db.update(emailRegisterCodes)
    .set({ status: 'superseded' })
    .where(and(sameTarget(target), inArray(emailRegisterCodes.status, ['pending', 'verified'])))
    .run();
  const code = randomDigitCode();
  const expiresAt = new Date(now.getTime() + EMAIL_CODE_MINUTES * 60_000);
  db.insert(emailRegisterCodes)
    .values({ ...target, code, expiresAt, createdAt: now })
    .run();
  return { code, expiresAt };
};

const latestLiveCode = (db: TExecutor, target: TEmailCodeTarget) =>
  db
    .select()
    .from(emailRegisterCodes)
    .where(and(sameTarget(target), inArray(emailRegisterCodes.status, ['pending', 'verified'])))
    .orderBy(desc(emailRegisterCodes.id))
    .get();

/**
 * `…/mail/register/verify`: checks the answer against the latest code sent
 * to the address; a right one becomes `verified` for {@link VERIFIED_EMAIL_CODE_MINUTES}.
 * Verifying a verified code again with the same answer is fine (a retried
 * registration verifies first again). Errors as for SMS codes: no live code
 * or a wrong answer → `sms_invalid_code` (the wrong answer is counted, so call
 * this outside a transaction); past its time or five wrong answers → `sms_code_expired`.
 */
export const verifyEmailCode = (db: TExecutor, target: TEmailCodeTarget, answer: string, now: Date): void => {
  const latest = latestLiveCode(db, target);
  if (!latest) throw invalidCode();
  if (latest.expiresAt.getTime() <= now.getTime()) {
    throw expiredCode('The code has expired, please send a new one');
  }
  if (latest.wrongAttempts >= SMS_CODE_MAX_WRONG_ATTEMPTS) {
    throw expiredCode('Too many wrong codes, please send a new one');
  }
  if (!isSameSecret(latest.code, answer.trim())) {
    db.update(emailRegisterCodes)
      .set({ wrongAttempts: sql`${emailRegisterCodes.wrongAttempts} + 1` })
      .where(eq(emailRegisterCodes.id, latest.id))
      .run();
    throw invalidCode();
  }
  if (latest.status === 'verified') return;
  db.update(emailRegisterCodes)
    .set({ status: 'verified', expiresAt: new Date(now.getTime() + VERIFIED_EMAIL_CODE_MINUTES * 60_000) })
    .where(eq(emailRegisterCodes.id, latest.id))
    .run();
};

/**
 * The registration's use of a verified code: it must be the latest code of
 * the address, verified, in time and equal to `answer`; it is then used up.
 * A code never verified → `verify_first`; any other mismatch → `sms_invalid_code`.
 */
export const spendVerifiedEmailCode = (
  db: TExecutor,
  target: TEmailCodeTarget,
  answer: string,
  now: Date,
): void => {
  const latest = latestLiveCode(db, target);
  if (latest?.status !== 'verified') {
    throw new WireError(400, 'verify_first', 'Verify the email address with its code first');
  }
  if (latest.expiresAt.getTime() <= now.getTime() || !isSameSecret(latest.code, answer.trim())) {
    throw invalidCode();
  }
  db.update(emailRegisterCodes).set({ status: 'used' }).where(eq(emailRegisterCodes.id, latest.id)).run();
};
