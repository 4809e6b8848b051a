import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TWireSecondFactorChallenge } from '@site/contracts';
import { maskEmail, maskPhone } from '../../../core/members/mask.js';
import { phoneKey } from '../../../core/members/phone.js';
import { secondFactorCodeText } from '../../../core/messages/message-texts.js';
import { sendMessage } from '../../../core/messages/outbox.js';
import { randomDigitCode } from '../../../core/sessions/one-time-code.js';
import type { TDatabase, TExecutor } from '../../../db/client.js';
import {
  members,
  secondFactorChallenges,
  type TMember,
  type TMerchant,
  type TSecondFactor,
  type TSecondFactorChallenge,
} from '../../../db/schema.js';
import { WireError } from '../../../wire/envelope.js';
import { isChallengeAnswerRight } from './answer-check.js';
import { findSecondFactor, isIpRegistered } from './second-factor-store.js';

/** A challenge can be answered for five minutes, like an SMS code. */
export const CHALLENGE_MINUTES = 5;
/** The fifth wrong answer kills the challenge: the member logs in again for a new one. */
export const CHALLENGE_MAX_WRONG_ATTEMPTS = 5;

const secondFactorInvalid = (why: string) => new WireError(400, 'second_factor_invalid', why);

/** Sends the PHONE or EMAIL code; returns the masked place it went to. */
const deliverChallengeCode = (
  tx: TExecutor,
  merchant: TMerchant,
  member: TMember,
  method: 'PHONE' | 'EMAIL',
  code: string,
  now: Date,
): string | null => {
  const body = secondFactorCodeText(merchant.name, code, CHALLENGE_MINUTES);
  const message = { merchantId: merchant.id, purpose: 'second_factor', code, body } as const;
  if (method === 'PHONE') {
    // A configuration without the means to deliver is a bug of whoever configured it: a 500.
    if (!member.mobile) throw new Error(`member ${member.id} has PHONE verification but no mobile number`);
    sendMessage(
      tx,
      { ...message, channel: 'sms', to: phoneKey(member.countryDialingCode ?? '', member.mobile) },
      now,
    );
    return maskPhone(member.countryDialingCode, member.mobile);
  }
  if (!member.email) throw new Error(`member ${member.id} has EMAIL verification but no email`);
  sendMessage(tx, { ...message, channel: 'email', to: member.email }, now);
  return maskEmail(member.email);
};

const openChallenge = (
  tx: TExecutor,
  merchant: TMerchant,
  member: TMember,
  factor: TSecondFactor,
  ip: string,
  now: Date,
): TWireSecondFactorChallenge => {
  const { method } = factor;
  const isCodeSent = method === 'PHONE' || method === 'EMAIL';
  const code = isCodeSent ? randomDigitCode() : null;
  const verificationToken = randomBytes(32).toString('hex');
  tx.insert(secondFactorChallenges)
    .values({
      token: verificationToken,
      memberId: member.id,
      method,
      code,
      ip,
      expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
      createdAt: now,
    })
    .run();
  const target = isCodeSent && code ? deliverChallengeCode(tx, merchant, member, method, code, now) : null;
  return { verificationToken, method, target };
};

/**
 * The second-factor gate of a login whose credentials were right: a member
 * with a second factor, logging in from an IP they have not registered, gets
 * 400 `login_verification_required` with the challenge in `value` (PHONE and
 * EMAIL codes are sent now). Everyone else passes.
 */
export const challengeIfNeeded = (
  db: TDatabase,
  merchant: TMerchant,
  member: TMember,
  ip: string,
  now: Date,
): void => {
  const factor = findSecondFactor(db, member.id);
  if (!factor || isIpRegistered(db, member.id, ip)) return;
  // Committed before the refusal is thrown: the challenge must outlive this request.
  const challenge = db.transaction((tx) => openChallenge(tx, merchant, member, factor, ip, now));
  throw new WireError(
    400,
    'login_verification_required',
    'Please verify this login from a new device',
    challenge,
  );
};

/**
 * Checks an answer to a challenge of this merchant. Unknown, used, expired or
 * dead challenges and wrong answers all answer `second_factor_invalid`; a
 * wrong answer is counted (so call this outside a transaction).
 */
export const checkChallengeAnswer = (
  db: TDatabase,
  merchantId: number,
  answer: { verificationToken: string; method: string; code: string },
  now: Date,
): { challenge: TSecondFactorChallenge; member: TMember } => {
  const found = db
    .select({ challenge: secondFactorChallenges, member: members })
    .from(secondFactorChallenges)
    .innerJoin(members, eq(members.id, secondFactorChallenges.memberId))
    .where(
      and(eq(secondFactorChallenges.token, answer.verificationToken), eq(members.merchantId, merchantId)),
    )
    .get();
  if (!found || found.challenge.usedAt !== null) {
    throw secondFactorInvalid('This verification is not pending, please log in again');
  }
  const { challenge, member } = found;
  if (challenge.expiresAt.getTime() <= now.getTime()) {
    throw secondFactorInvalid('This verification has expired, please log in again');
  }
  if (challenge.wrongAttempts >= CHALLENGE_MAX_WRONG_ATTEMPTS) {
    throw secondFactorInvalid('Too many wrong answers, please log in again');
  }
  const isRight =
    answer.method === challenge.method &&
    isChallengeAnswerRight(challenge, member, findSecondFactor(db, member.id), answer.code, now);
  if (!isRight) {
    db.update(secondFactorChallenges)
      .set({ wrongAttempts: sql`${secondFactorChallenges.wrongAttempts} + 1` })
      .where(eq(secondFactorChallenges.token, challenge.token))
      .run();
    throw secondFactorInvalid('The verification answer is not correct');
  }
  return { challenge, member };
};

/** Uses a passed challenge up; false when another request used it first. */
export const markChallengeUsed = (db: TExecutor, token: string, now: Date): boolean =>
  db
    .update(secondFactorChallenges)
    .set({ usedAt: now })
    .where(and(eq(secondFactorChallenges.token, token), isNull(secondFactorChallenges.usedAt)))
    .returning()
    .all().length > 0;
