import { and, desc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { type SMS_CODE_PURPOSES, smsCodes } from '../../db/schema.js';
import { WireError } from '../../wire/envelope.js';
import { isSameSecret, randomDigitCode } from './one-time-code.js';

/** What `expiredMinutes` says: a code can be used for five minutes. */
export const SMS_CODE_MINUTES = 5;
/** After this many wrong answers the code is dead and a new one must be sent. */
export const SMS_CODE_MAX_WRONG_ATTEMPTS = 5;

export type TSmsCodePurpose = (typeof SMS_CODE_PURPOSES)[number];

type TSmsCodeTarget = { merchantId: number; purpose: TSmsCodePurpose; phone: string };

const sameTarget = ({ merchantId, purpose, phone }: TSmsCodeTarget) =>
  and(eq(smsCodes.merchantId, merchantId), eq(smsCodes.purpose, purpose), eq(smsCodes.phone, phone));

/** A fresh code for a purpose and number; older pending ones stop counting. */
export const issueSmsCode = (
  db: TExecutor,
  target: TSmsCodeTarget,
  now: Date,
): { code: string; expiresAt: Date } => {
  db.update(smsCodes)
    .set({ status: 'superseded' })
    .where(and(sameTarget(target), eq(smsCodes.status, 'pending')))
    .run();
  const code = randomDigitCode();
  const expiresAt = new Date(now.getTime() + SMS_CODE_MINUTES * 60_000);
  db.insert(smsCodes)
    .values({ ...target, code, expiresAt, createdAt: now })
    .run();
  return { code, expiresAt };
};

const invalidCode = () => new WireError(400, 'sms_invalid_code', 'The verification code is not correct');
const expiredCode = (why: string) => new WireError(400, 'sms_code_expired', why);

/**
 * Checks an answer against the latest code sent for this purpose and number,
 * and uses the code up when it is right. A wrong answer is counted, so call
 * this outside a transaction that the failure would roll back.
 * No pending code (never sent, used, superseded) → `sms_invalid_code`;
 * past its five minutes or its five wrong answers → `sms_code_expired`.
 */
export const consumeSmsCode = (db: TExecutor, target: TSmsCodeTarget, answer: string, now: Date): void => {
  const latest = db
    .select()
    .from(smsCodes)
    .where(and(sameTarget(target), eq(smsCodes.status, 'pending')))
    .orderBy(desc(smsCodes.id))
    .get();
  if (!latest) throw invalidCode();
  if (latest.expiresAt.getTime() <= now.getTime())
    throw expiredCode('The code has expired, please send a new one');
  if (latest.wrongAttempts >= SMS_CODE_MAX_WRONG_ATTEMPTS) {
    throw expiredCode('Too many wrong codes, please send a new one');
  }
  if (!isSameSecret(latest.code, answer.trim())) {
    db.update(smsCodes)
      .set({ wrongAttempts: sql`${smsCodes.wrongAttempts} + 1` })
      .where(eq(smsCodes.id, latest.id))
      .run();
    throw invalidCode();
  }
  db.update(smsCodes).set({ status: 'used' }).where(eq(smsCodes.id, latest.id)).run();
};
