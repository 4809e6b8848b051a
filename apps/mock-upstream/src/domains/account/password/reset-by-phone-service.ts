import { assertMerchantOpen, requireFlags } from '../../../core/access/access.js';
import { accountErrors } from '../../../core/members/account-errors.js';
import { findMemberByPhone, setPassword } from '../../../core/members/member-store.js';
import { hashPassword } from '../../../core/members/password-hash.js';
import { defaultDialingCode } from '../../../core/members/phone.js';
import { assertPhone, phoneKey } from '../../../core/members/phone.js';
import { consumeSmsCode } from '../../../core/sessions/sms-code-store.js';
import type { TDatabase } from '../../../db/client.js';
import type { TMerchant } from '../../../db/schema.js';
import { assertNewPassword } from './new-password-check.js';

type TResetByPhone = {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode?: string | undefined;
};

/**
 * `POST /wps/member/password/verification` (enc, CHNGPASSVERIF3): the reset
 * code sent by `/wps/member/password/sms` sets a new password (following the
 * password rule). The client then logs in with the mobile number as username.
 */
export const resetByPhone = async (
  db: TDatabase,
  merchant: TMerchant,
  request: TResetByPhone,
  now: Date,
): Promise<null> => {
  assertMerchantOpen(merchant);
  requireFlags(merchant, ['CHNGPASSVERIF3'], 'Password reset by phone');
  // The desktop client sends no dialing code: the number is then in the home market.
  const countryDialingCode = request.countryDialingCode?.trim() || defaultDialingCode(db);
  assertPhone(request.mobileNum, countryDialingCode);
  const member = findMemberByPhone(db, merchant.id, request.mobileNum, countryDialingCode);
  if (!member) throw accountErrors.mobileNotRegistered();
  assertNewPassword(merchant.registerSettings, request.newPassword, 'newPassword');

  const phone = phoneKey(countryDialingCode, request.mobileNum);
  consumeSmsCode(db, { merchantId: merchant.id, purpose: 'reset', phone }, request.verificationCode, now);
  setPassword(db, member.id, await hashPassword(request.newPassword), now);
  return null;
};
