import { MINOR_PER_MAJOR, toMinorUnits } from '@site/contracts/domain';

/** Major units as typed: digits with at most two decimals (docs/product.md: amounts carry two decimals). */
const AMOUNT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/** The typed amount in integer minor units, or null when it is not a plain amount. */
export const parseAmount = (text: string): number | null => {
  const trimmed = text.trim();
  return AMOUNT_PATTERN.test(trimmed) ? toMinorUnits(Number(trimmed)) : null;
};

/** Minor units as the amount field shows them (no separators, two decimals). */
export const amountText = (minor: number): string => (minor / MINOR_PER_MAJOR).toFixed(2);

export type TAmountRange = { min: number; max: number };

/** What is wrong with a typed amount, if anything: its format, or its place in the range. */
export const amountProblem = (text: string, range: TAmountRange): 'invalid' | 'out_of_range' | null => {
  const minor = parseAmount(text);
  if (minor === null || minor <= 0) return 'invalid';
  return minor < range.min || minor > range.max ? 'out_of_range' : null;
};
