import { countryDialingCode, mobileNumber, verificationCode } from '@site/contracts/api';
import type { TMessageKey } from '../../../lib/i18n-keys';

/*
 * The contracts' schemas check the SMS fields in the browser exactly as the
 * gateway does; each answers the i18n key of its message, or undefined.
 */
type TStringSchema = ReturnType<typeof mobileNumber>;

const messageOf = (schema: TStringSchema, value: string): TMessageKey | undefined => {
  const result = schema.safeParse(value);
  // The contracts' schemas give catalogue keys as their messages (i18n-keys.test.ts).
  return result.success ? undefined : (result.error.issues[0]?.message as TMessageKey | undefined);
};

export const mobileNumberError = (value: string) => messageOf(mobileNumber(), value);
export const countryCodeError = (value: string) => messageOf(countryDialingCode(), value);
export const verificationCodeError = (value: string) => messageOf(verificationCode(), value);

/** The country code and mobile number problems, if any, keyed by field name. */
export const phoneErrors = (phone: { countryDialingCode: string; mobileNum: string }) => {
  const errors: { countryDialingCode?: TMessageKey; mobileNum?: TMessageKey } = {};
  const countryError = countryCodeError(phone.countryDialingCode);
  const mobileError = mobileNumberError(phone.mobileNum);
  if (countryError) errors.countryDialingCode = countryError;
  if (mobileError) errors.mobileNum = mobileError;
  return errors;
};
