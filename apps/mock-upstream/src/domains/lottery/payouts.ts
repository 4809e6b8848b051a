import {
  BET_ODDS_HUNDREDTHS,
  BET_STAKE_LIMITS,
  BET_TYPE_PICKS,
  BET_TYPES,
  FORMAT_BET_TYPES,
  LOTTERY_LIMITS,
  type TBetType,
  type TPrizeKey,
  type TResultFormat,
  VALIDATION,
} from '@site/contracts';
import { tailsOf, type TDrawResults } from './results.js';

/**
 * What a sub-order wins and whether a slip line is valid
 * (docs/history/lottery-interfaces.md "Bets and payouts"), pure. Odds are hundredths
 * of the stake returned (stake included): a number, or per prize for 4D.
 */
export type TOdds = number | Partial<Record<TPrizeKey, number>>;

export type TPayoutLine = {
  format: TResultFormat;
  betType: TBetType;
  numbers: readonly string[];
  stakeMinor: number;
  /** The odds the sub-order was placed at. */
  odds: TOdds;
};

/** Lô occurrences, or 1/0 for the other types; the win in minor units (floored). */
export type TPayout = { hits: number; winMinor: number };

const flatOdds = (line: TPayoutLine): number => {
  if (typeof line.odds !== 'number') throw new Error(`${line.betType} needs a single odds number`);
  return line.odds;
};

const pay = (line: TPayoutLine, hits: number, odds: number): TPayout => ({
  hits,
  winMinor: Math.floor((line.stakeMinor * odds * hits) / 100),
});

const specialTail = (results: TDrawResults, k: number): string | undefined => results.special?.[0]?.slice(-k);

/** 4D: the best odds among the prizes the number matched (only prizes the odds table names count). */
const pay4d = (line: TPayoutLine, results: TDrawResults): TPayout => {
  if (typeof line.odds === 'number') throw new Error(`${line.betType} needs odds per prize`);
  const [number] = line.numbers;
  const matched = Object.entries(line.odds)
    .filter(([prize]) => number !== undefined && results[prize as TPrizeKey]?.includes(number))
    .map(([, odds]) => odds ?? 0);
  return matched.length === 0 ? { hits: 0, winMinor: 0 } : pay(line, 1, Math.max(...matched));
};

/** What the line wins against the board. */
export const payoutOf = (line: TPayoutLine, results: TDrawResults): TPayout => {
  const [first] = line.numbers;
  switch (line.betType) {
    case 'LO': {
      const hits = tailsOf(results, 2).filter((tail) => tail === first).length;
      return pay(line, hits, flatOdds(line));
    }
    case 'DE':
      return pay(line, specialTail(results, 2) === first ? 1 : 0, flatOdds(line));
    case 'CANG3':
      return pay(line, specialTail(results, 3) === first ? 1 : 0, flatOdds(line));
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4': {
      const tails = new Set(tailsOf(results, 2));
      return pay(line, line.numbers.every((number) => tails.has(number)) ? 1 : 0, flatOdds(line));
    }
    case 'BIG_4D':
    case 'SMALL_4D':
      return pay4d(line, results);
  }
};

/** A slip line as the player sent it (unchecked). */
export type TSlipLine = { betType: string; numbers: readonly unknown[]; stakeMinor: number };

export type TFieldErrors = Record<string, string>;

const isBetType = (value: string): value is TBetType => (BET_TYPES as readonly string[]).includes(value);

/**
 * The line's problems keyed `lines.<index>.betType|numbers|stakeMinor` (or
 * `betType|numbers|stakeMinor` without an index), or null when it is valid:
 * a bet type the format offers; exactly the type's count of numbers of its
 * digits, distinct; a stake within the type's limits.
 */
export const lineErrors = (format: TResultFormat, line: TSlipLine, index?: number): TFieldErrors | null => {
  const key = (field: string) => (index === undefined ? field : `lines.${index}.${field}`);
  const errors: TFieldErrors = {};
  if (!isBetType(line.betType) || !FORMAT_BET_TYPES[format].includes(line.betType)) {
    errors[key('betType')] = VALIDATION.invalid;
  } else {
    const picks = BET_TYPE_PICKS[line.betType];
    const pattern = new RegExp(`^\\d{${picks.digits}}$`);
    const { numbers } = line;
    const isWellFormed =
      numbers.length === picks.numbers &&
      numbers.every((number) => typeof number === 'string' && pattern.test(number)) &&
      new Set(numbers).size === numbers.length;
    if (!isWellFormed) errors[key('numbers')] = VALIDATION.invalid;
    const limits = BET_STAKE_LIMITS[line.betType];
    if (
      !Number.isSafeInteger(line.stakeMinor) ||
      line.stakeMinor < limits.minMinor ||
      line.stakeMinor > limits.maxMinor
    )
      errors[key('stakeMinor')] = VALIDATION.invalid;
  }
  return Object.keys(errors).length === 0 ? null : errors;
};

/** Every line's problems (keyed by line), and `lines` when the slip is empty or longer than allowed; null when valid. */
export const slipErrors = (format: TResultFormat, lines: readonly TSlipLine[]): TFieldErrors | null => {
  if (lines.length === 0 || lines.length > LOTTERY_LIMITS.maxSubOrders) return { lines: VALIDATION.invalid };
  const errors = Object.assign({}, ...lines.map((line, index) => lineErrors(format, line, index) ?? {}));
  return Object.keys(errors).length === 0 ? null : errors;
};

/** The odds a bet type of the format is placed at now (BET_ODDS_HUNDREDTHS); it must be one the format offers. */
export const oddsOf = (format: TResultFormat, betType: TBetType): TOdds => {
  const odds = BET_ODDS_HUNDREDTHS[format][betType];
  if (odds === undefined) throw new Error(`${format} offers no ${betType}`);
  return odds;
};
