import { type TWireRegisterRequest, VALIDATION } from '@site/contracts';
import { accountErrors } from '../../core/members/account-errors.js';
import { findMemberByEmail, findMemberByUsername } from '../../core/members/member-store.js';
import { hashPassword } from '../../core/members/password-hash.js';
import {
  enabledFieldValue,
  type TRegistrationForm,
  validateRegistration,
} from '../../core/members/register-rules.js';
import { resolveInviter } from '../../core/referrals/referral-codes.js';
import type { TDatabase } from '../../db/client.js';
import type { TMerchant } from '../../db/schema.js';
import { wireErrors } from '../../wire/envelope.js';
import { spendVerifiedEmailCode } from './email-code-store.js';
import { assertEmail, requireEmailRegistration } from './mail-register-code-service.js';
import { createPlayer, type TRegistrationValue } from './player-account.js';
import { resolveReferral } from './referrer.js';

/** The email tab (ZRegisterEmailInputSchema): username, password and the proven email; the invitation code when enabled. */
const EMAIL_REGISTRATION_FORM: TRegistrationForm = {
  fields: ['username', 'password', 'email', 'affiliateCode'],
  alwaysRequired: ['username', 'password', 'email'],
};

/**
 * `PUT /wps/member/register/mail` (EMAILREG3, ours; decision 0034): a player
 * with a username and password of their own and an email address proven by
 * the code of `…/mail/register`, verified before (`…/verify`). The code is
 * used up by the registration.
 */
export const registerByMail = async (
  db: TDatabase,
  merchant: TMerchant,
  request: TWireRegisterRequest,
  language: string,
  now: Date,
): Promise<TRegistrationValue> => {
  requireEmailRegistration(merchant);
  const settings = merchant.registerSettings;
  const fieldErrors = validateRegistration(settings, request, EMAIL_REGISTRATION_FORM);
  const verificationCode = request.verificationCode?.trim() ?? '';
  if (!verificationCode) fieldErrors.verificationCode = VALIDATION.verificationCode;
  if (Object.keys(fieldErrors).length > 0) throw wireErrors.validationFailed(fieldErrors);
  const email = assertEmail(request.email ?? '');

  const referral = resolveReferral(db, merchant.id, enabledFieldValue(settings, request, 'affiliateCode'));
  const inviterMemberId = resolveInviter(db, merchant.id, request.referralCode);
  if (findMemberByUsername(db, merchant.id, request.username)) throw accountErrors.usernameTaken();
  if (findMemberByEmail(db, merchant.id, email)) throw accountErrors.emailTaken();
  spendVerifiedEmailCode(db, { merchantId: merchant.id, email }, verificationCode, now);

  // Hashed before the transaction: better-sqlite3 transactions are synchronous.
  const passwordHash = await hashPassword(request.password);
  return createPlayer(
    db,
    {
      merchantId: merchant.id,
      username: request.username,
      passwordHash,
      mobile: null,
      countryDialingCode: null,
      email,
      payeeName: null,
      referral,
      inviterMemberId,
      language,
    },
    request.login,
    accountErrors.usernameTaken,
    now,
  );
};
