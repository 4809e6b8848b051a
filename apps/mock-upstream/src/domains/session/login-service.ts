import type { TWireLoginRequest } from '@site/contracts';
import { assertMerchantOpen } from '../../core/access/access.js';
import type { TWireLoginValueInput } from '../../core/members/login-value.js';
import type { TDatabase } from '../../db/client.js';
import type { TMerchant } from '../../db/schema.js';
import { admitMember } from './admit-member.js';
import { authenticateByPassword } from './password-login.js';
import { authenticateBySms } from './sms-login.js';

export type TLoginContext = {
  /** The `captchaId` cookie, binding the captcha answer to the image shown. */
  captchaId: string | undefined;
  /** The visitor's IP (first `X-Forwarded-For` entry): new ones may need the second factor. */
  ip: string;
  now: Date;
};

/** `POST /wps/session/login`: by username (or mobile number) and password, or by SMS code. */
export const logIn = async (
  db: TDatabase,
  merchant: TMerchant,
  request: TWireLoginRequest,
  context: TLoginContext,
): Promise<TWireLoginValueInput> => {
  assertMerchantOpen(merchant);
  const member =
    request.type === 'sms'
      ? authenticateBySms(db, merchant, request, context.now)
      : await authenticateByPassword(db, merchant, request, context.captchaId, context.now);
  return admitMember(db, merchant, member, context.ip, context.now);
};
