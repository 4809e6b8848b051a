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

/* One formatter per locale: making an Intl.NumberFormat costs far more than formatting with one (pages show hundreds of amounts). */
const moneyFormatters = new Map<string, Intl.NumberFormat>();

const moneyFormatterFor = (locale: string): Intl.NumberFormat => {
  const known = moneyFormatters.get(locale);
  if (known) return known;
  const created = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  moneyFormatters.set(locale, created);
  return created;
};

/** Formats minor units with two decimals and thousands separators, e.g. ₱1,234.50. */
export const formatMoney = (minor: number, currencySymbol = '', locale = 'en-US'): string => {
  const sign = minor < 0 ? '-' : '';
  const amount = moneyFormatterFor(locale).format(Math.abs(minor) / MINOR_PER_MAJOR);
  return `${sign}${currencySymbol}${amount}`;
};
