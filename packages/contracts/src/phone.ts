import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** One phone as every layer keys and sends it (docs/product.md §5 "enter valid mobile number"). */
export type TNormalisedPhone = {
  /** `+63`: the calling code without the zeros people type before it (`+063`). */
  countryDialingCode: string;
  /** `9187738477`: the national number without its trunk prefix (`09187738477`). */
  mobileNum: string;
  /** `+639187738477`: what SMS limits count and codes are sent to. */
  e164: string;
};

/**
 * A dialing code and a national number, however spelled, as one E.164 number;
 * null when the number cannot exist: an unknown calling code, or digits that
 * fit none of the country's number ranges. Validity rather than libphonenumber's
 * looser "possible" (a length check): for +63 any 6 to 13 digits are possible.
 */
export const normalisePhone = (countryDialingCode: string, mobileNum: string): TNormalisedPhone | null => {
  const callingCode = countryDialingCode.replace(/\D/g, '').replace(/^0+/, '');
  const national = mobileNum.replace(/[\s().-]/g, '');
  if (!callingCode || !/^\d+$/.test(national)) return null;
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(national, { defaultCallingCode: callingCode });
  } catch {
    // An unknown calling code throws rather than answering undefined.
    return null;
  }
  if (!parsed?.isValid()) return null;
  return {
    countryDialingCode: `+${parsed.countryCallingCode}`,
    mobileNum: parsed.nationalNumber,
    e164: parsed.number,
  };
};

/**
 * A whole international number as typed (`+63 0917 123 4567`, `6309171234567`)
 * in E.164, or null when it cannot exist.
 */
export const normaliseInternationalNumber = (text: string): string | null => {
  const digits = text.replace(/\D/g, '');
  const parsed = digits ? parsePhoneNumberFromString(`+${digits}`) : undefined;
  return parsed?.isValid() ? parsed.number : null;
};
