import { VALIDATION } from '@site/contracts';
import { setPassword } from '../../../core/members/member-store.js';
import { hashPassword, verifyPassword } from '../../../core/members/password-hash.js';
import type { TDatabase } from '../../../db/client.js';
import type { TMember, TMerchant } from '../../../db/schema.js';
import { WireError, wireErrors } from '../../../wire/envelope.js';
import { assertNewPassword } from './new-password-check.js';

type TChangePassword = { oldPassword: string; newPassword: string; confirmNewPassword: string };

/**
 * `POST /wps/member/password` (token, enc): the old password must be right
 * (`old_password_incorrect`), the new one must follow the password rule,
 * match its confirmation and differ from the old (`validation_failed`).
 * Success clears `passwordExpired`; the session stays.
 */
export const changePassword = async (
  db: TDatabase,
  merchant: TMerchant,
  member: TMember,
  request: TChangePassword,
  now: Date,
): Promise<null> => {
  assertNewPassword(merchant.registerSettings, request.newPassword, 'newPassword', {
    field: 'confirmNewPassword',
    value: request.confirmNewPassword,
  });
  if (!(await verifyPassword(member.passwordHash, request.oldPassword))) {
    throw new WireError(400, 'old_password_incorrect', 'The current password is not correct');
  }
  if (request.newPassword === request.oldPassword) {
    throw wireErrors.validationFailed({ newPassword: VALIDATION.invalid });
  }
  setPassword(db, member.id, await hashPassword(request.newPassword), now);
  return null;
};
