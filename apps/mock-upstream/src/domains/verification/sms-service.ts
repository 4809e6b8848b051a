import type { z } from 'zod';
import type { ZWireSmsCodeValueSchema } from '@site/contracts';
import type { TDatabase } from '../../db/client.js';
import type { TMerchant } from '../../db/schema.js';
import { smsCodeText } from '../messaging/message-texts.js';
import { sendMessage } from '../messaging/outbox.js';
import { accountErrors } from '../member/account-errors.js';
import { findMemberByPhone } from '../member/member-store.js';
import { assertPhone, phoneKey, smsAddress } from '../member/phone.js';
import { assertMerchantOpen, requireFlags } from '../system/access.js';
import { issueSmsCode, SMS_CODE_MINUTES, type TSmsCodePurpose } from './sms-codes.js';

type TSmsCodeValue = z.input<typeof ZWireSmsCodeValueSchema>;
type TPhone = { mobileNum: string; countryDialingCode: string };

/** Stores a new code and "sends" it: both or neither. */
const deliverCode = (
  db: TDatabase,
  merchant: TMerchant,
  purpose: TSmsCodePurpose,
  phone: TPhone,
  now: Date,
): TSmsCodeValue =>
  db.transaction((tx) => {
    const to = smsAddress(phone.countryDialingCode, phone.mobileNum);
    const key = phoneKey(phone.countryDialingCode, phone.mobileNum);
    const { code, expiresAt } = issueSmsCode(tx, { merchantId: merchant.id, purpose, phone: key }, now);
    sendMessage(
      tx,
      {
        merchantId: merchant.id,
        channel: 'sms',
        to,
        purpose,
        code,
        body: smsCodeText(merchant.name, purpose, code, SMS_CODE_MINUTES),
      },
      now,
    );
    // Desktop clients count down expiredMinutes; mobile ones read the end time.
    return { expiredMinutes: SMS_CODE_MINUTES, expirationTime: expiresAt.getTime() };
  });

/** `POST /wps/verification/sms/noLogin`: a login code for a registered number. */
export const sendLoginCode = (
  db: TDatabase,
  merchant: TMerchant,
  phone: TPhone,
  now: Date,
): TSmsCodeValue => {
  assertMerchantOpen(merchant);
  requireFlags(merchant, ['MOBILEVERCODELOGIN3'], 'SMS login');
  assertPhone(phone.mobileNum, phone.countryDialingCode);
  if (!findMemberByPhone(db, merchant.id, phone.mobileNum, phone.countryDialingCode)) {
    throw accountErrors.mobileNotRegistered();
  }
  return deliverCode(db, merchant, 'login', phone, now);
};

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
  return deliverCode(db, merchant, 'register', phone, now);
};

/** `POST /wps/member/password/sms`: a password-reset code for a registered number. */
export const sendResetCode = (
  db: TDatabase,
  merchant: TMerchant,
  phone: TPhone,
  now: Date,
): TSmsCodeValue => {
  assertMerchantOpen(merchant);
  requireFlags(merchant, ['CHNGPASSVERIF3'], 'Password reset by phone');
  assertPhone(phone.mobileNum, phone.countryDialingCode);
  if (!findMemberByPhone(db, merchant.id, phone.mobileNum, phone.countryDialingCode)) {
    throw accountErrors.mobileNotRegistered();
  }
  return deliverCode(db, merchant, 'reset', phone, now);
};
