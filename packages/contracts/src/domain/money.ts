/** Money is an integer of minor units (centavos) everywhere below the UI. */
export const MINOR_PER_MAJOR = 100;

/** Converts an upstream decimal amount to integer minor units without float drift. */
export const toMinorUnits = (major: number): number => {
  if (!Number.isFinite(major)) throw new RangeError(`not a finite amount: ${major}`);
  return Math.round(Number((major * MINOR_PER_MAJOR).toFixed(4)));
};

/** Converts integer minor units to the upstream's decimal major units. */
export const toMajorUnits = (minor: number): number => {
  if (!Number.isInteger(minor)) throw new RangeError(`not an integer of minor units: ${minor}`);
  return minor / MINOR_PER_MAJOR;
};

/** A whole number with comma thousands separators, as en-US writes it: 1234567 → 1,234,567. */
export const groupThousands = (whole: number): string =>
  String(Math.trunc(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Formats minor units with two decimals and thousands separators, e.g.
 * ₱1,234.50, by integer arithmetic: exact, and without Intl.NumberFormat,
 * whose first construction in a page costs 17–50 ms of the main thread
 * (its locale data) while the page is being taken over (issue 29).
 */
export const formatMoney = (minor: number, currencySymbol = ''): string => {
  const sign = minor < 0 ? '-' : '';
  const cents = Math.round(Math.abs(minor));
  const fraction = String(cents % MINOR_PER_MAJOR).padStart(2, '0');
  return `${sign}${currencySymbol}${groupThousands(Math.floor(cents / MINOR_PER_MAJOR))}.${fraction}`;
};
