import { randomBytes } from 'node:crypto';
import { type TWireRegisterRequest, VALIDATION } from '@site/contracts';
import { assertMerchantOpen, isFlagOn, requireFlags } from '../../core/access/access.js';
import { accountErrors } from '../../core/members/account-errors.js';
import { findMemberByPhone, findMemberByUsername } from '../../core/members/member-store.js';
import { hashPassword } from '../../core/members/password-hash.js';
import { defaultDialingCode } from '../../core/members/phone.js';
import { phoneKey } from '../../core/members/phone.js';
import {
  enabledFieldValue,
  mobileRegistrationForm,
  validateRegistration,
} from '../../core/members/register-rules.js';
import { resolveInviter } from '../../core/referrals/referral-codes.js';
import { consumeSmsCode } from '../../core/sessions/sms-code-store.js';
import type { TDatabase } from '../../db/client.js';
import type { TMerchant } from '../../db/schema.js';
import { wireErrors } from '../../wire/envelope.js';
import { createPlayer, type TRegistrationValue } from './player-account.js';
import { resolveReferral } from './referrer.js';

const DIALING_CODE_PATTERN = /^\+?\d{1,4}$/;

/**
 * `PUT /wps/member/register/mobile`: a player whose username is the mobile
 * number (MOBILENUMREG3). With REGMOBVERF3 the number is proven by the SMS
 * register code; with MOBILENUMPASSREG3 the form sets a password, otherwise
 * the account gets a random one nobody knows and the member signs in by SMS.
 */
export const registerByMobile = async (
  db: TDatabase,
  merchant: TMerchant,
  request: TWireRegisterRequest,
  language: string,
  now: Date,
): Promise<TRegistrationValue> => {
  assertMerchantOpen(merchant);
  requireFlags(merchant, ['DIRECTREG3', 'MOBILENUMREG3'], 'Registration by mobile number');
  const settings = merchant.registerSettings;
  const hasPassword = isFlagOn(merchant, 'MOBILENUMPASSREG3');
  const needsSmsCode = isFlagOn(merchant, 'REGMOBVERF3');
  const mobile = request.mobileNum?.trim() ?? '';
  const username = request.username.trim();
  const givenDialingCode = request.countryDialingCode?.trim() ?? '';
  const verificationCode = request.verificationCode?.trim() ?? '';

  const fieldErrors = validateRegistration(settings, request, mobileRegistrationForm(hasPassword));
  // The number is the username: a client that sends both must send the same text.
  if (username && username !== mobile) fieldErrors.username = VALIDATION.invalid;
  if (givenDialingCode && !DIALING_CODE_PATTERN.test(givenDialingCode)) {
    fieldErrors.countryDialingCode = VALIDATION.countryCode;
  }
  if (needsSmsCode && !verificationCode) fieldErrors.verificationCode = VALIDATION.verificationCode;
  if (Object.keys(fieldErrors).length > 0) throw wireErrors.validationFailed(fieldErrors);

  const referral = resolveReferral(db, merchant.id, enabledFieldValue(settings, request, 'affiliateCode'));
  const inviterMemberId = resolveInviter(db, merchant.id, request.referralCode);
  const countryDialingCode = givenDialingCode || defaultDialingCode(db);
  if (
    findMemberByPhone(db, merchant.id, mobile, countryDialingCode) ||
    findMemberByUsername(db, merchant.id, mobile)
  ) {
    throw accountErrors.mobileTaken();
  }
  if (needsSmsCode) {
    const phone = phoneKey(countryDialingCode, mobile);
    consumeSmsCode(db, { merchantId: merchant.id, purpose: 'register', phone }, verificationCode, now);
  }

  const password = hasPassword ? request.password : randomBytes(24).toString('base64url');
  const passwordHash = await hashPassword(password);
  return createPlayer(
    db,
    {
      merchantId: merchant.id,
      username: mobile,
      passwordHash,
      mobile,
      countryDialingCode,
      email: enabledFieldValue(settings, request, 'email'),
      payeeName: enabledFieldValue(settings, request, 'payeeName'),
      referral,
      inviterMemberId,
      language,
    },
    request.login,
    accountErrors.mobileTaken,
    now,
  );
};
