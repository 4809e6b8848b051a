import type { TDatabase } from '../../../db/client.js';
import type { TMerchant } from '../../../db/schema.js';
import { deliverSmsCode, type TPhone, type TSmsCodeValue } from '../../session/sms-code-service.js';
import { assertMerchantOpen, requireFlags } from '../../system/access.js';
import { accountErrors } from '../account-errors.js';
import { findMemberByPhone } from '../member-store.js';
import { assertPhone } from '../phone.js';

/** `POST /wps/member/password/sms`: a password-reset code for a registered number. */
export const sendResetCode = (
  db: TDatabase,
  merchant: TMerchant,
  phone: TPhone,
  now: Date,
): TSmsCodeValue => {
  assertMerchantOpen(merchant);
  requireFlags(merchant, ['CHNGPASSVERIF3'], 'Password reset by phone');
  assertPhone(phone.mobileNum, phone.countryDialingCode);
  if (!findMemberByPhone(db, merchant.id, phone.mobileNum, phone.countryDialingCode)) {
    throw accountErrors.mobileNotRegistered();
  }
  return deliverSmsCode(db, merchant, 'reset', phone, now);
};
