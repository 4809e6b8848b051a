import type { TExecutor } from '../../db/client.js';
import { WireError } from '../../wire/envelope.js';
import { listingOf, merchantNow, personKeyOf } from './restriction.js';
import type { TPersonRow } from './rg-statements.js';

/** What a registration tells about the person: any of it may be missing. */
export type TRegisteringPerson = Pick<TPersonRow, 'mobile' | 'dialingCode' | 'fullName' | 'birthday'>;

/**
 * Refuses to open an account for a person on the restricted persons list
 * (PAGCOR's NDRP, or a self-exclusion of another account), matched as a
 * member is (`personKeyOf`: mobile with its country code; name, and the
 * birth date when the entry has one) on the merchant's clock. The refusal
 * is neutral, 403 `registration_not_available`: it does not say the person
 * is listed. Call it in the transaction that creates the member.
 */
export const assertMayRegister = (
  executor: TExecutor,
  merchantId: number,
  person: TRegisteringPerson,
  realNow: Date,
): void => {
  const key = personKeyOf(person);
  if (key.mobile === null && key.fullName === null) return;
  if (listingOf(executor, merchantId, key, merchantNow(executor, merchantId, realNow)))
    throw new WireError(
      403,
      'registration_not_available',
      'Registration is not available. Please contact customer service.',
    );
};
