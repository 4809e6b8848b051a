import { eq } from 'drizzle-orm';
import { accountErrors } from '../../../core/members/account-errors.js';
import { findMemberByPhone } from '../../../core/members/member-store.js';
import { assertPhone, nationalNumber, normaliseDialingCode, phoneKey } from '../../../core/members/phone.js';
import { deliverSmsCode, type TPhone, type TSmsCodeValue } from '../../../core/sessions/sms-code-service.js';
import { consumeSmsCode } from '../../../core/sessions/sms-code-store.js';
import type { TDatabase } from '../../../db/client.js';
import { members, type TMember, type TMerchant } from '../../../db/schema.js';
import { saveMemberProfile } from './profile-store.js';

/** A number another member holds cannot be bound (`mobile_taken`); the member's own can be proven. */
const assertFreeFor = (db: TDatabase, member: TMember, phone: TPhone): void => {
  assertPhone(phone.mobileNum, phone.countryDialingCode);
  const holder = findMemberByPhone(db, member.merchantId, phone.mobileNum, phone.countryDialingCode);
  if (holder && holder.id !== member.id) throw accountErrors.mobileTaken();
};

/** `POST /wps/v2/verification/sms/send` with `operationType` 5: a code to the number the member binds. */
export const sendBindMobileCode = (
  db: TDatabase,
  merchant: TMerchant,
  member: TMember,
  phone: TPhone,
  now: Date,
): TSmsCodeValue => {
  assertFreeFor(db, member, phone);
  return deliverSmsCode(db, merchant, 'bind_mobile', phone, now);
};

/**
 * `POST /wps/v2/verification/sms/verify`: the right code binds the number to
 * the member, verified (it replaces a number given at registration).
 */
export const verifyBindMobileCode = (
  db: TDatabase,
  member: TMember,
  request: TPhone & { verificationCode: string },
  now: Date,
): null => {
  assertFreeFor(db, member, request);
  const target = {
    merchantId: member.merchantId,
    purpose: 'bind_mobile' as const,
    phone: phoneKey(request.countryDialingCode, request.mobileNum),
  };
  // Outside the transaction: a wrong answer must stay counted.
  consumeSmsCode(db, target, request.verificationCode, now);
  db.transaction((tx) => {
    tx.update(members)
      .set({
        mobile: nationalNumber(request.mobileNum),
        countryDialingCode: normaliseDialingCode(request.countryDialingCode),
      })
      .where(eq(members.id, member.id))
      .run();
    saveMemberProfile(tx, member.id, { mobileVerifiedAt: now }, now);
  });
  return null;
};
