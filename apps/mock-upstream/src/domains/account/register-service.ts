import { type TWireRegisterRequest, VALIDATION } from '@site/contracts';
import { assertMerchantOpen, isFlagOn, requireFlags } from '../../core/access/access.js';
import { accountErrors } from '../../core/members/account-errors.js';
import { findMemberByPhone, findMemberByUsername } from '../../core/members/member-store.js';
import { hashPassword } from '../../core/members/password-hash.js';
import { defaultDialingCode } from '../../core/members/phone.js';
import { phoneKey } from '../../core/members/phone.js';
import { enabledFieldValue, validateRegistration } from '../../core/members/register-rules.js';
import { resolveInviter } from '../../core/referrals/referral-codes.js';
import { consumeSmsCode } from '../../core/sessions/sms-code-store.js';
import type { TDatabase } from '../../db/client.js';
import type { TMerchant } from '../../db/schema.js';
import { wireErrors } from '../../wire/envelope.js';
import { createPlayer, type TRegistrationValue } from './player-account.js';
import { resolveReferral } from './referrer.js';

/**
 * `PUT /wps/member/register`: a player by username. Every field is checked
 * against the register settings; with REGMOBVERF3 on, a mobile number given
 * must come with the SMS register code sent to it.
 */
export const register = async (
  db: TDatabase,
  merchant: TMerchant,
  request: TWireRegisterRequest,
  language: string,
  now: Date,
): Promise<TRegistrationValue> => {
  assertMerchantOpen(merchant);
  requireFlags(merchant, ['DIRECTREG3'], 'Registration');
  const settings = merchant.registerSettings;
  const mobile = enabledFieldValue(settings, request, 'mobileNum');
  const verificationCode = request.verificationCode?.trim() ?? '';
  const needsSmsCode = mobile !== null && isFlagOn(merchant, 'REGMOBVERF3');
  const fieldErrors = validateRegistration(settings, request);
  if (needsSmsCode && !verificationCode) fieldErrors.verificationCode = VALIDATION.verificationCode;
  if (Object.keys(fieldErrors).length > 0) throw wireErrors.validationFailed(fieldErrors);

  const referral = resolveReferral(db, merchant.id, enabledFieldValue(settings, request, 'affiliateCode'));
  const inviterMemberId = resolveInviter(db, merchant.id, request.referralCode);
  if (findMemberByUsername(db, merchant.id, request.username)) throw accountErrors.usernameTaken();
  // A number without its country is taken to be in the home market, where SMS codes are sent.
  const countryDialingCode = mobile ? request.countryDialingCode?.trim() || defaultDialingCode(db) : null;
  if (mobile && findMemberByPhone(db, merchant.id, mobile, countryDialingCode))
    throw accountErrors.mobileTaken();
  if (needsSmsCode && mobile && countryDialingCode) {
    const phone = phoneKey(countryDialingCode, mobile);
    consumeSmsCode(db, { merchantId: merchant.id, purpose: 'register', phone }, verificationCode, now);
  }

  // Hashed before the transaction: better-sqlite3 transactions are synchronous.
  const passwordHash = await hashPassword(request.password);
  return createPlayer(
    db,
    {
      merchantId: merchant.id,
      username: request.username,
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
    accountErrors.usernameTaken,
    now,
  );
};
