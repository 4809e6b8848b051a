import { assertMerchantOpen } from '../../../core/access/access.js';
import { findMemberByUsername, setExpiredPassword } from '../../../core/members/member-store.js';
import { hashPassword } from '../../../core/members/password-hash.js';
import { temporaryPasswordText } from '../../../core/messages/message-texts.js';
import { sendMessage } from '../../../core/messages/outbox.js';
import type { TDatabase } from '../../../db/client.js';
import type { TMerchant } from '../../../db/schema.js';
import { WireError } from '../../../wire/envelope.js';
import { generateTemporaryPassword } from './temporary-password.js';

const noMatch = () =>
  new WireError(400, 'username_or_email_not_exist', 'The username or email does not exist');

/**
 * `POST /wps/member/password/email` (form-urlencoded): when the username and
 * its email match (email without case), a temporary password replaces the
 * old one, expired at once so PWDEXPFORCECHANGE3 forces a change at the next
 * login, and is emailed (to the outbox).
 */
export const forgotByEmail = async (
  db: TDatabase,
  merchant: TMerchant,
  request: { username: string; email: string },
  now: Date,
): Promise<null> => {
  assertMerchantOpen(merchant);
  const member = findMemberByUsername(db, merchant.id, request.username);
  const email = request.email.trim().toLowerCase();
  if (!member || !email || member.email?.toLowerCase() !== email) throw noMatch();

  const password = generateTemporaryPassword(merchant.registerSettings);
  const passwordHash = await hashPassword(password);
  db.transaction((tx) => {
    setExpiredPassword(tx, member.id, passwordHash, now);
    sendMessage(
      tx,
      {
        merchantId: merchant.id,
        channel: 'email',
        to: email,
        purpose: 'temporary_password',
        code: password,
        body: temporaryPasswordText(merchant.name, member.username, password),
      },
      now,
    );
  });
  return null;
};
