import { assertMerchantOpen, requireFlags } from '../../core/access/access.js';
import { accountErrors } from '../../core/members/account-errors.js';
import { findMemberByPhone } from '../../core/members/member-store.js';
import { assertPhone } from '../../core/members/phone.js';
import { deliverSmsCode, type TSmsCodeValue } from '../../core/sessions/sms-code-service.js';
import type { TDatabase } from '../../db/client.js';
import type { TMerchant } from '../../db/schema.js';

/** `POST /wps/verification/sms/register` (`mobileNo`): a code proving a number that is not taken yet. */
export const sendRegisterCode = (
  db: TDatabase,
  merchant: TMerchant,
  request: { mobileNo: string; countryDialingCode: string },
  now: Date,
): TSmsCodeValue => {
  assertMerchantOpen(merchant);
  requireFlags(merchant, ['DIRECTREG3', 'REGMOBVERF3'], 'Mobile verification at registration');
  assertPhone(request.mobileNo, request.countryDialingCode, {
    mobile: 'mobileNo',
    dialingCode: 'countryDialingCode',
  });
  if (findMemberByPhone(db, merchant.id, request.mobileNo, request.countryDialingCode)) {
    throw accountErrors.mobileTaken();
  }
  const phone = { mobileNum: request.mobileNo, countryDialingCode: request.countryDialingCode };
  return deliverSmsCode(db, merchant, 'register', phone, now);
};
