import { registerFieldRegex, VALIDATION } from '@site/contracts';
import { assertMerchantOpen, requireFlags } from '../../core/access/access.js';
import { accountErrors } from '../../core/members/account-errors.js';
import { findMemberByEmail, normaliseEmail } from '../../core/members/member-store.js';
import { emailRegisterCodeText } from '../../core/messages/message-texts.js';
import { sendMessage } from '../../core/messages/outbox.js';
import type { TDatabase } from '../../db/client.js';
import type { TMerchant } from '../../db/schema.js';
import { wireErrors } from '../../wire/envelope.js';
import { EMAIL_CODE_MINUTES, issueEmailCode, verifyEmailCode } from './email-code-store.js';

/** The email pattern of the register settings' catalogue (patternId 3). */
const EMAIL_PATTERN = registerFieldRegex({ patternId: 3 });

/** A well-formed address, lower-case; anything else is 400 `validation_failed` on `email`. */
export const assertEmail = (email: string): string => {
  const address = normaliseEmail(email);
  if (!address || !EMAIL_PATTERN?.test(address))
    throw wireErrors.validationFailed({ email: VALIDATION.email });
  return address;
};

/** Email registration is offered: DIRECTREG3 and our EMAILREG3 (decision 0034). */
export const requireEmailRegistration = (merchant: TMerchant): void => {
  assertMerchantOpen(merchant);
  requireFlags(merchant, ['DIRECTREG3', 'EMAILREG3'], 'Registration by email');
};

/**
 * `POST /wps/v2/verification/mail/register`: mails a six-digit code to an
 * address no member has yet (the outbox), and answers its lifetime as the SMS
 * code calls do.
 */
export const sendMailRegisterCode = (
  db: TDatabase,
  merchant: TMerchant,
  request: { email: string },
  now: Date,
): { expiredMinutes: number; expirationTime: number } => {
  requireEmailRegistration(merchant);
  const email = assertEmail(request.email);
  if (findMemberByEmail(db, merchant.id, email)) throw accountErrors.emailTaken();
  return db.transaction((tx) => {
    const { code, expiresAt } = issueEmailCode(tx, { merchantId: merchant.id, email }, now);
    sendMessage(
      tx,
      {
        merchantId: merchant.id,
        channel: 'email',
        to: email,
        purpose: 'register',
        code,
        body: emailRegisterCodeText(merchant.name, code, EMAIL_CODE_MINUTES),
      },
      now,
    );
    return { expiredMinutes: EMAIL_CODE_MINUTES, expirationTime: expiresAt.getTime() };
  });
};

/** `POST /wps/v2/verification/mail/register/verify`: the code is right, so the registration may use it. */
export const verifyMailRegisterCode = (
  db: TDatabase,
  merchant: TMerchant,
  request: { email: string; verificationCode: string },
  now: Date,
): { verified: true } => {
  requireEmailRegistration(merchant);
  const email = assertEmail(request.email);
  if (!request.verificationCode.trim()) {
    throw wireErrors.validationFailed({ verificationCode: VALIDATION.verificationCode });
  }
  verifyEmailCode(db, { merchantId: merchant.id, email }, request.verificationCode, now);
  return { verified: true };
};
