import { VALIDATION } from '@site/contracts';
import { wireErrors } from '../../wire/envelope.js';

/** Digits only, as the contracts' mobile number rule: 6 to 15 of them. */
const MOBILE_PATTERN = /^\d{6,15}$/;
const DIALING_CODE_PATTERN = /^\+?\d{1,4}$/;

/** Dialing codes arrive as `+63` or `63`; they are stored and shown as `+63`. */
export const normaliseDialingCode = (code: string): string => `+${code.trim().replace(/^\+/, '')}`;

/** The national number without trunk zeros: people type 09171234567 and 9171234567 for one phone. */
export const nationalNumber = (mobile: string): string => mobile.trim().replace(/^0+/, '');

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** Where an SMS goes, and the outbox `to`: the dialing code and the number as given, digits only (no `+`). */
export const smsAddress = (countryDialingCode: string, mobileNum: string): string =>
  `${digitsOf(countryDialingCode)}${digitsOf(mobileNum)}`;

/**
 * What an SMS code is bound to: the dialing code and the national number
 * without trunk zeros, so a code sent to 09171234567 also proves 9171234567.
 */
export const phoneKey = (countryDialingCode: string, mobileNum: string): string =>
  `${digitsOf(countryDialingCode)}${nationalNumber(digitsOf(mobileNum))}`;

/**
 * Checks a number before anything is sent to it; the field names are the
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
  if (!MOBILE_PATTERN.test(mobileNum.trim())) fieldErrors[fields.mobile] = VALIDATION.mobile;
  if (!DIALING_CODE_PATTERN.test(countryDialingCode.trim()))
    fieldErrors[fields.dialingCode] = VALIDATION.countryCode;
  if (Object.keys(fieldErrors).length > 0) throw wireErrors.validationFailed(fieldErrors);
};

/** True for a text that can only be a mobile number (a username always starts with a letter). */
export const looksLikeMobile = (text: string): boolean => MOBILE_PATTERN.test(text.trim());
