import { type TWireLoginRequest, VALIDATION } from '@site/contracts';
import { isFlagOn } from '../../core/access/access.js';
import { findMemberByPhone, findMemberByUsername } from '../../core/members/member-store.js';
import { verifyPassword } from '../../core/members/password-hash.js';
import { looksLikeMobile } from '../../core/members/phone.js';
import type { TDatabase, TExecutor } from '../../db/client.js';
import type { TMember, TMerchant } from '../../db/schema.js';
import { WireError, wireErrors } from '../../wire/envelope.js';
import { consumeCaptcha, consumeSlideCaptcha } from './captcha-service.js';
import {
  clearLoginFailures,
  countLoginFailures,
  FAILURES_BEFORE_CAPTCHA,
  recordLoginFailure,
} from './login-failures.js';

const captchaRequired = () =>
  new WireError(400, 'captcha_required', 'Please enter the captcha', { captcha: true });
const captchaInvalid = () =>
  new WireError(400, 'captcha_invalid', 'The captcha is not correct', { captcha: true });

/**
 * The captcha gate of a username that has failed too often (docs/upstream.md:
 * `value.captcha`): the image captcha, or under GEETEST3 the slide's result fields.
 */
const checkCaptcha = (
  db: TDatabase,
  merchant: TMerchant,
  request: TWireLoginRequest,
  captchaId: string | undefined,
  now: Date,
) => {
  if (isFlagOn(merchant, 'GEETEST3')) {
    const { geetest_challenge: challenge, geetest_validate: validate, geetest_seccode: seccode } = request;
    if (!challenge || !validate || !seccode) throw captchaRequired();
    if (!consumeSlideCaptcha(db, { challenge, validate, seccode }, now)) throw captchaInvalid();
    return;
  }
  if (!request.captcha.trim()) throw captchaRequired();
  if (!captchaId || !consumeCaptcha(db, captchaId, request.captcha, now)) throw captchaInvalid();
};

/** The member a login name names: a username, or else a mobile number (how members sign in after a phone reset). */
const findMemberByLoginName = (db: TExecutor, merchantId: number, name: string): TMember | undefined =>
  findMemberByUsername(db, merchantId, name) ??
  (looksLikeMobile(name) ? findMemberByPhone(db, merchantId, name, null) : undefined);

/**
 * Username (or mobile number) and password. Wrong credentials answer
 * `error_password` and count a failure for the name; from the third failure
 * on, the reply says `captcha: true` and the next attempts must carry the
 * right captcha (bound by the `captchaId` cookie) until one succeeds.
 */
export const authenticateByPassword = async (
  db: TDatabase,
  merchant: TMerchant,
  request: TWireLoginRequest,
  captchaId: string | undefined,
  now: Date,
): Promise<TMember> => {
  const username = request.username.trim();
  if (!username || !request.password) {
    throw wireErrors.validationFailed({
      ...(username ? {} : { username: VALIDATION.required }),
      ...(request.password ? {} : { password: VALIDATION.required }),
    });
  }
  if (countLoginFailures(db, merchant.id, username) >= FAILURES_BEFORE_CAPTCHA) {
    checkCaptcha(db, merchant, request, captchaId, now);
  }
  const member = findMemberByLoginName(db, merchant.id, username);
  const isPasswordRight = member ? await verifyPassword(member.passwordHash, request.password) : false;
  if (!member || !isPasswordRight) {
    const failures = recordLoginFailure(db, merchant.id, username, now);
    throw new WireError(400, 'error_password', 'Incorrect username or password', {
      captcha: failures >= FAILURES_BEFORE_CAPTCHA,
    });
  }
  clearLoginFailures(db, merchant.id, username);
  return member;
};
