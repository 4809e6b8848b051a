import { totpCode } from '@site/wire-crypto';
import { isSameSecret } from '../../../core/sessions/one-time-code.js';
import type { TMember, TSecondFactor, TSecondFactorChallenge } from '../../../db/schema.js';

/** RFC 6238 §5.2: accept the neighbouring 30-second steps too, for clocks that drift a little. */
const TOTP_STEP_MS = 30_000;
const TOTP_ACCEPTED_STEPS = [-1, 0, 1] as const;

/** Bank account names compare without case and extra spaces: "JUAN  dela cruz" is "Juan Dela Cruz". */
const normaliseName = (name: string): string => name.trim().replace(/\s+/g, ' ').toUpperCase();

const isTotpRight = (secret: string, answer: string, now: Date): boolean =>
  /^\d{6}$/.test(answer) &&
  TOTP_ACCEPTED_STEPS.map((step) => totpCode(secret, now.getTime() + step * TOTP_STEP_MS)).some((code) =>
    isSameSecret(code, answer),
  );

/** Whether the answer proves the challenge's method: the code sent, the payee name, or the authenticator code. */
export const isChallengeAnswerRight = (
  challenge: TSecondFactorChallenge,
  member: TMember,
  factor: TSecondFactor | undefined,
  answer: string,
  now: Date,
): boolean => {
  const given = answer.trim();
  switch (challenge.method) {
    case 'PHONE':
    case 'EMAIL':
      return challenge.code !== null && isSameSecret(challenge.code, given);
    case 'PAYEE':
      return member.payeeName !== null && isSameSecret(normaliseName(member.payeeName), normaliseName(given));
    case 'AUTHENTICATOR':
      return factor?.totpSecret != null && isTotpRight(factor.totpSecret, given, now);
  }
};
