import { asc } from 'drizzle-orm';
import { VALIDATION } from '@site/contracts';
import { normalisePhone } from '@site/contracts/phone';
import type { TExecutor } from '../../db/client.js';
import { countries } from '../../db/schema.js';
import { wireErrors } from '../../wire/envelope.js';

/** Digits only, as the contracts' mobile number rule: 6 to 15 of them. */
const MOBILE_PATTERN = /^\d{6,15}$/;
const DIALING_CODE_PATTERN = /^\+?\d{1,4}$/;

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** Dialing codes arrive as `+63`, `63` or `+063`; they are stored, shown and compared as `+63`. */
export const normaliseDialingCode = (code: string): string => `+${digitsOf(code).replace(/^0+/, '')}`;

/** The national number without trunk zeros: people type 09171234567 and 9171234567 for one phone. */
export const nationalNumber = (mobile: string): string => mobile.trim().replace(/^0+/, '');

/**
 * One phone however it is spelled: `+063` `09171234567` and `63` `9171234567`
 * are `639171234567`, the E.164 number without its `+`. It is what an SMS code
 * is bound to and where it goes (the outbox `to`), so every spelling of a number
 * shares one code. A number that cannot exist keeps its digits as given.
 */
export const phoneKey = (countryDialingCode: string, mobileNum: string): string =>
  normalisePhone(countryDialingCode, mobileNum)?.e164.slice(1) ??
  `${digitsOf(countryDialingCode)}${nationalNumber(digitsOf(mobileNum))}`;

/**
 * Checks a number before anything is sent to it, refusing one that cannot exist; the field names are the
 * request's own (`mobileNum`, or `mobileNo` on the register-code call).
 */
export const assertPhone = (
  mobileNum: string,
  countryDialingCode: string,
  fields: { mobile: string; dialingCode: string } = {
    mobile: 'mobileNum',
    dialingCode: 'countryDialingCode',
  },
): void => {
  const fieldErrors: Record<string, string> = {};
  const isDialingCodeWellFormed = DIALING_CODE_PATTERN.test(countryDialingCode.trim());
  if (!isDialingCodeWellFormed) fieldErrors[fields.dialingCode] = VALIDATION.countryCode;
  // A number that cannot exist in its country gets no SMS (docs/product.md §5 "enter valid mobile number").
  if (
    !MOBILE_PATTERN.test(mobileNum.trim()) ||
    (isDialingCodeWellFormed && !normalisePhone(countryDialingCode, mobileNum))
  )
    fieldErrors[fields.mobile] = VALIDATION.mobile;
  if (Object.keys(fieldErrors).length > 0) throw wireErrors.validationFailed(fieldErrors);
};

/** True for a text that can only be a mobile number (a username always starts with a letter). */
export const looksLikeMobile = (text: string): boolean => MOBILE_PATTERN.test(text.trim());

/** The home market's dialing code (the first country), assumed when a request names none. */
export const defaultDialingCode = (db: TExecutor): string =>
  db.select().from(countries).orderBy(asc(countries.sortOrder)).limit(1).get()?.countryDialingCode ?? '+63';
