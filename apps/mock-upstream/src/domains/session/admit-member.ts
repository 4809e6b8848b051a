import { accountErrors } from '../../core/members/account-errors.js';
import { openMemberSession, type TWireLoginValueInput } from '../../core/members/login-value.js';
import type { TDatabase } from '../../db/client.js';
import type { TMember, TMerchant } from '../../db/schema.js';
import { challengeIfNeeded } from './second-factor/challenge-service.js';

/**
 * The last steps of `/wps/session/login` once the credentials are proven: a
 * disabled account is refused, a new IP of a member with a second factor is
 * challenged, and everyone else gets a session.
 */
export const admitMember = (
  db: TDatabase,
  merchant: TMerchant,
  member: TMember,
  ip: string,
  now: Date,
): TWireLoginValueInput => {
  if (member.status !== 'active') throw accountErrors.memberNoEnter();
  challengeIfNeeded(db, merchant, member, ip, now);
  return db.transaction((tx) => openMemberSession(tx, member, now));
};
