import type { TWireRegisterRequest } from '@site/contracts';
import { flattenWhitelabel, PLAYER_MEMBER_TYPE } from '@site/contracts';
import type { TDatabase } from '../../db/client.js';
import type { TMerchant } from '../../db/schema.js';
import { WireError, wireErrors } from '../../wire/envelope.js';
import { openMemberSession, type TWireLoginValueInput } from '../session/login-value.js';
import { assertMerchantOpen } from '../system/access.js';
import {
  findMemberByAffiliateCode,
  findMemberByMobile,
  findMemberByUsername,
  insertMemberWithWallet,
} from './member-store.js';
import { hashPassword } from './password.js';
import { enabledFieldValue, validateRegistration } from './register-rules.js';

const usernameTaken = () => new WireError(400, 'username_taken', 'This username is already taken');

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * Registers a player (type 0) with an empty main wallet. With `login: true`
 * (the default) the reply is a login: a new session.
 */
export const register = async (
  db: TDatabase,
  merchant: TMerchant,
  request: TWireRegisterRequest,
  language: string,
  now: Date,
): Promise<TWireLoginValueInput | { id: number; userName: string }> => {
  assertMerchantOpen(merchant);
  if (!flattenWhitelabel(merchant.whitelabel).DIRECTREG3) {
    throw wireErrors.functionNotAvailable('Registration is switched off');
  }
  const settings = merchant.registerSettings;
  const fieldErrors = validateRegistration(settings, request);
  if (Object.keys(fieldErrors).length > 0) throw wireErrors.validationFailed(fieldErrors);

  const affiliateCode = enabledFieldValue(settings, request, 'affiliateCode');
  const referrer = affiliateCode ? findMemberByAffiliateCode(db, merchant.id, affiliateCode) : undefined;
  if (affiliateCode && !referrer)
    throw new WireError(400, 'invitation_code_error', 'The invitation code is not valid');
  if (findMemberByUsername(db, merchant.id, request.username)) throw usernameTaken();
  const mobile = enabledFieldValue(settings, request, 'mobileNum');
  if (mobile && findMemberByMobile(db, merchant.id, mobile)) {
    throw new WireError(400, 'mobile_taken', 'This mobile number is already registered');
  }

  // Hash before the transaction: better-sqlite3 transactions are synchronous.
  const passwordHash = await hashPassword(request.password);
  try {
    return db.transaction((tx) => {
      const member = insertMemberWithWallet(
        tx,
        {
          merchantId: merchant.id,
          username: request.username,
          passwordHash,
          type: PLAYER_MEMBER_TYPE,
          nickname: request.username.trim(),
          mobile,
          countryDialingCode: mobile ? (request.countryDialingCode ?? null) : null,
          email: enabledFieldValue(settings, request, 'email'),
          payeeName: enabledFieldValue(settings, request, 'payeeName'),
          language,
          referrerMemberId: referrer?.id ?? null,
          // The session opened below is the first login, so the reply reports it.
          isFirstLogin: true,
        },
        now,
      );
      return request.login
        ? openMemberSession(tx, member, now)
        : { id: member.id, userName: member.username };
    });
  } catch (error) {
    // Two registrations of one name racing past the check above.
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
};
