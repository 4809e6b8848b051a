import { assertMerchantOpen } from '../../core/access/access.js';
import { accountErrors } from '../../core/members/account-errors.js';
import { openMemberSession, type TWireLoginValueInput } from '../../core/members/login-value.js';
import type { TDatabase } from '../../db/client.js';
import type { TMerchant } from '../../db/schema.js';
import { WireError } from '../../wire/envelope.js';
import { checkChallengeAnswer, markChallengeUsed } from './second-factor/challenge-service.js';
import { registerIp } from './second-factor/second-factor-store.js';

/**
 * `POST /wps/session/login/verification`: the answer to a second-factor
 * challenge. Right → the challenge's IP becomes registered and the reply is a
 * login; the failures are those of {@link checkChallengeAnswer}.
 */
export const verifyLogin = (
  db: TDatabase,
  merchant: TMerchant,
  answer: { verificationToken: string; method: string; code: string },
  now: Date,
): TWireLoginValueInput => {
  assertMerchantOpen(merchant);
  const { challenge, member } = checkChallengeAnswer(db, merchant.id, answer, now);
  if (member.status !== 'active') throw accountErrors.memberNoEnter();
  return db.transaction((tx) => {
    if (!markChallengeUsed(tx, challenge.token, now)) {
      throw new WireError(
        400,
        'second_factor_invalid',
        'This verification is not pending, please log in again',
      );
    }
    registerIp(tx, member.id, challenge.ip, now);
    return openMemberSession(tx, member, now);
  });
};
