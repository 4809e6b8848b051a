/** Shows the first three and last three digits of a mobile number, as the upstream does. */
export const maskMobile = (mobile: string | null): string | null => {
  if (!mobile) return null;
  if (mobile.length <= 6) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 6)}${mobile.slice(-3)}`;
};
