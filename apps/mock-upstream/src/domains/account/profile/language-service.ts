import { eq } from 'drizzle-orm';
import type { TExecutor } from '../../../db/client.js';
import { members, type TMember, type TMerchant } from '../../../db/schema.js';
import { wireErrors } from '../../../wire/envelope.js';

/** `PUT /wps/member/language`: one of the merchant's languages, else 400 `validation_failed`; member info then reports it. */
export const setMemberLanguage = (
  db: TExecutor,
  merchant: TMerchant,
  member: TMember,
  language: string,
): null => {
  if (!merchant.languages.includes(language)) {
    throw wireErrors.validationFailed({ language: 'validation.invalid' });
  }
  db.update(members).set({ language }).where(eq(members.id, member.id)).run();
  return null;
};
