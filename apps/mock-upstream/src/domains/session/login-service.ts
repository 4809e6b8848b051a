import { VALIDATION, type TWireLoginRequest } from '@site/contracts';
import type { TDatabase } from '../../db/client.js';
import type { TMerchant } from '../../db/schema.js';
import { WireError, wireErrors } from '../../wire/envelope.js';
import { findMemberByUsername } from '../member/member-store.js';
import { verifyPassword } from '../member/password.js';
import { assertMerchantOpen } from '../system/access.js';
import { consumeCaptcha } from './captcha-service.js';
import {
  clearLoginFailures,
  countLoginFailures,
  FAILURES_BEFORE_CAPTCHA,
  recordLoginFailure,
} from './login-failures.js';
import { openMemberSession, type TWireLoginValueInput } from './login-value.js';

/** The captcha gate of a username that has failed too often (wire facts: `value.captcha`). */
const checkCaptcha = (db: TDatabase, answer: string, captchaId: string | undefined, now: Date) => {
  if (!answer.trim())
    throw new WireError(400, 'captcha_required', 'Please enter the captcha', { captcha: true });
  if (!captchaId || !consumeCaptcha(db, captchaId, answer, now)) {
    throw new WireError(400, 'captcha_invalid', 'The captcha is not correct', { captcha: true });
  }
};

/**
 * Username login. Wrong credentials answer `error_password` and count a
 * failure for the username; from the third failure on, the reply says
 * `captcha: true` and the next attempts must carry the right captcha (bound
 * by the `captchaId` cookie) until one succeeds.
 */
export const logIn = async (
  db: TDatabase,
  merchant: TMerchant,
  request: TWireLoginRequest,
  captchaId: string | undefined,
  now: Date,
): Promise<TWireLoginValueInput> => {
  assertMerchantOpen(merchant);
  if (request.type !== 'username') {
    throw wireErrors.functionNotAvailable('SMS login is not offered by this mock yet');
  }
  const username = request.username.trim();
  if (!username || !request.password) {
    throw wireErrors.validationFailed({
      ...(username ? {} : { username: VALIDATION.required }),
      ...(request.password ? {} : { password: VALIDATION.required }),
    });
  }
  if (countLoginFailures(db, merchant.id, username) >= FAILURES_BEFORE_CAPTCHA) {
    checkCaptcha(db, request.captcha, captchaId, now);
  }
  const member = findMemberByUsername(db, merchant.id, username);
  const isPasswordRight = member ? await verifyPassword(member.passwordHash, request.password) : false;
  if (!member || !isPasswordRight) {
    const failures = recordLoginFailure(db, merchant.id, username, now);
    throw new WireError(400, 'error_password', 'Incorrect username or password', {
      captcha: failures >= FAILURES_BEFORE_CAPTCHA,
    });
  }
  if (member.status !== 'active') {
    throw new WireError(400, 'member_no_enter', 'This account cannot log in');
  }
  return db.transaction((tx) => {
    clearLoginFailures(tx, merchant.id, username);
    return openMemberSession(tx, member, now);
  });
};
