import type { z } from 'zod';
import type { ZWireSmsCodeValueSchema } from '@site/contracts';
import type { TDatabase } from '../../db/client.js';
import type { TMerchant } from '../../db/schema.js';
import { assertMerchantOpen, requireFlags } from '../access/access.js';
import { accountErrors } from '../members/account-errors.js';
import { findMemberByPhone } from '../members/member-store.js';
import { assertPhone, phoneKey } from '../members/phone.js';
import { smsCodeText } from '../messages/message-texts.js';
import { sendMessage } from '../messages/outbox.js';
import { issueSmsCode, SMS_CODE_MINUTES, type TSmsCodePurpose } from './sms-code-store.js';

export type TSmsCodeValue = z.input<typeof ZWireSmsCodeValueSchema>;
export type TPhone = { mobileNum: string; countryDialingCode: string };

/** Stores a new code and "sends" it: both or neither (login, register and reset codes alike). */
export const deliverSmsCode = (
  db: TDatabase,
  merchant: TMerchant,
  purpose: TSmsCodePurpose,
  phone: TPhone,
  now: Date,
): TSmsCodeValue =>
  db.transaction((tx) => {
    // One number however it was typed: one code, one recipient.
    const to = phoneKey(phone.countryDialingCode, phone.mobileNum);
    const { code, expiresAt } = issueSmsCode(tx, { merchantId: merchant.id, purpose, phone: to }, now);
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

/** A login or password-reset code: only a number that belongs to a member gets one. */
export const deliverSmsCodeToMember = (
  db: TDatabase,
  merchant: TMerchant,
  purpose: Exclude<TSmsCodePurpose, 'register'>,
  phone: TPhone,
  now: Date,
): TSmsCodeValue => {
  assertPhone(phone.mobileNum, phone.countryDialingCode);
  if (!findMemberByPhone(db, merchant.id, phone.mobileNum, phone.countryDialingCode)) {
    throw accountErrors.mobileNotRegistered();
  }
  return deliverSmsCode(db, merchant, purpose, phone, now);
};

/** `POST /wps/verification/sms/noLogin`: a login code for a registered number. */
export const sendLoginCode = (
  db: TDatabase,
  merchant: TMerchant,
  phone: TPhone,
  now: Date,
): TSmsCodeValue => {
  assertMerchantOpen(merchant);
  requireFlags(merchant, ['MOBILEVERCODELOGIN3'], 'SMS login');
  return deliverSmsCodeToMember(db, merchant, 'login', phone, now);
};
