import { assertMerchantOpen, requireFlags } from '../../../core/access/access.js';
import {
  deliverSmsCodeToMember,
  type TPhone,
  type TSmsCodeValue,
} from '../../../core/sessions/sms-code-service.js';
import type { TDatabase } from '../../../db/client.js';
import type { TMerchant } from '../../../db/schema.js';

/** `POST /wps/member/password/sms`: a password-reset code for a registered number. */
export const sendResetCode = (
  db: TDatabase,
  merchant: TMerchant,
  phone: TPhone,
  now: Date,
): TSmsCodeValue => {
  assertMerchantOpen(merchant);
  requireFlags(merchant, ['CHNGPASSVERIF3'], 'Password reset by phone');
  return deliverSmsCodeToMember(db, merchant, 'reset', phone, now);
};
