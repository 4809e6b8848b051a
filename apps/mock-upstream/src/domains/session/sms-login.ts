import { type TWireLoginRequest, VALIDATION } from '@site/contracts';
import { requireFlags } from '../../core/access/access.js';
import { accountErrors } from '../../core/members/account-errors.js';
import { findMemberByPhone } from '../../core/members/member-store.js';
import { assertPhone, phoneKey } from '../../core/members/phone.js';
import { consumeSmsCode } from '../../core/sessions/sms-code-store.js';
import type { TDatabase } from '../../db/client.js';
import type { TMember, TMerchant } from '../../db/schema.js';
import { wireErrors } from '../../wire/envelope.js';

/**
 * `type: 'sms'`: the number and the code sent to it by `/verification/sms/noLogin`
 * (username and password are empty). Unknown number → `mobile_not_registered`;
 * the code's failures are those of {@link consumeSmsCode}.
 */
export const authenticateBySms = (
  db: TDatabase,
  merchant: TMerchant,
  request: TWireLoginRequest,
  now: Date,
): TMember => {
  requireFlags(merchant, ['MOBILEVERCODELOGIN3'], 'SMS login');
  const mobileNum = request.mobileNum?.trim() ?? '';
  const countryDialingCode = request.countryDialingCode?.trim() ?? '';
  const code = request.verificationCode?.trim() ?? '';
  assertPhone(mobileNum, countryDialingCode);
  if (!code) throw wireErrors.validationFailed({ verificationCode: VALIDATION.verificationCode });
  const member = findMemberByPhone(db, merchant.id, mobileNum, countryDialingCode);
  if (!member) throw accountErrors.mobileNotRegistered();
  const phone = phoneKey(countryDialingCode, mobileNum);
  consumeSmsCode(db, { merchantId: merchant.id, purpose: 'login', phone }, code, now);
  return member;
};
