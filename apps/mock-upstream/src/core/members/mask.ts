/** Shows the first three and last three digits of a mobile number, as the upstream does. */
export const maskMobile = (mobile: string | null): string | null => {
  if (!mobile) return null;
  if (mobile.length <= 6) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 6)}${mobile.slice(-3)}`;
};

/** `+63 917****567`: enough for the member to recognise the phone a code went to. */
export const maskPhone = (countryDialingCode: string | null, mobile: string | null): string | null => {
  const masked = maskMobile(mobile);
  if (!masked) return null;
  return countryDialingCode ? `${countryDialingCode} ${masked}` : masked;
};

/** `de***@example.com`: the first two characters of the name, and the domain. */
export const maskEmail = (email: string | null): string | null => {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length - 1))}***${email.slice(at)}`;
};

/** `ab***yz`: the first and last two characters of a username, for lists other members see. */
export const maskUsername = (username: string): string =>
  username.length <= 4 ? `${username.slice(0, 1)}***` : `${username.slice(0, 2)}***${username.slice(-2)}`;
