import { describe, expect, it } from 'vitest';
import { BET_ODDS_HUNDREDTHS, LOTTERY_LIMITS, type TBetType, type TResultFormat } from '@site/contracts';
import { lineErrors, oddsOf, payoutOf, slipErrors } from './payouts.js';
import type { TDrawResults } from './results.js';

/** A North board: special 12345; `…27` comes up twice (first and seventh), `…45` once (special). */
const NORTH: TDrawResults = {
  special: ['12345'],
  first: ['00027'],
  second: ['11111', '22222'],
  third: ['30000', '30001', '30002', '30003', '30004', '30005'],
  fourth: ['4000', '4001', '4002', '4003'],
  fifth: ['5010', '5011', '5012', '5013', '5014', '5015'],
  sixth: ['600', '601', '602'],
  seventh: ['27', '70', '71', '72'],
};

/** A 4D board: first 1111, second 2222, third 3333, starters 4000–4009, consolations 5000–5009 (and 4000 again). */
const FOUR_D: TDrawResults = {
  first: ['1111'],
  second: ['2222'],
  third: ['3333'],
  starter: Array.from({ length: 10 }, (_, index) => `400${index}`),
  consolation: ['4000', ...Array.from({ length: 9 }, (_, index) => `500${index}`)],
};

const line = (format: TResultFormat, betType: TBetType, numbers: string[], stakeMinor = 1_000) => ({
  format,
  betType,
  numbers,
  stakeMinor,
  odds: oddsOf(format, betType),
});

describe('payoutOf', () => {
  it('LO pays per occurrence: North, stake 1,000, 27 twice → 1,000 × 350 × 2 / 100', () => {
    expect(payoutOf(line('VN_NORTH', 'LO', ['27']), NORTH)).toEqual({ hits: 2, winMinor: 7_000 });
    expect(payoutOf(line('VN_NORTH', 'LO', ['99']), NORTH)).toEqual({ hits: 0, winMinor: 0 });
    expect(payoutOf(line('VN_SOUTH', 'LO', ['45']), NORTH)).toEqual({ hits: 1, winMinor: 5_300 });
  });

  it('DE pays on the special prize’s last two digits: 45 of 12345 → 95,000', () => {
    expect(payoutOf(line('VN_NORTH', 'DE', ['45']), NORTH)).toEqual({ hits: 1, winMinor: 95_000 });
    expect(payoutOf(line('VN_NORTH', 'DE', ['27']), NORTH)).toEqual({ hits: 0, winMinor: 0 });
  });

  it('CANG3 pays on the special prize’s last three digits: 345 → 950,000', () => {
    expect(payoutOf(line('VN_NORTH', 'CANG3', ['345']), NORTH)).toEqual({ hits: 1, winMinor: 950_000 });
    expect(payoutOf(line('VN_NORTH', 'CANG3', ['027']), NORTH)).toEqual({ hits: 0, winMinor: 0 });
  });

  it('XIEN pays once when every number comes up as a lô: North XIEN2 → 16,000', () => {
    expect(payoutOf(line('VN_NORTH', 'XIEN2', ['27', '45']), NORTH)).toEqual({ hits: 1, winMinor: 16_000 });
    expect(payoutOf(line('VN_NORTH', 'XIEN3', ['27', '45', '11']), NORTH)).toEqual({
      hits: 1,
      winMinor: 65_000,
    });
    expect(payoutOf(line('VN_SOUTH', 'XIEN4', ['27', '45', '11', '00']), NORTH)).toEqual({
      hits: 1,
      winMinor: 1_200_000,
    });
    expect(payoutOf(line('VN_NORTH', 'XIEN2', ['27', '46']), NORTH)).toEqual({ hits: 0, winMinor: 0 });
  });

  it('BIG_4D pays the best prize matched: a starter → 180,000, the first → 2,500,000', () => {
    expect(payoutOf(line('SEA_4D', 'BIG_4D', ['4003']), FOUR_D)).toEqual({ hits: 1, winMinor: 180_000 });
    expect(payoutOf(line('SEA_4D', 'BIG_4D', ['1111']), FOUR_D)).toEqual({ hits: 1, winMinor: 2_500_000 });
    // 4000 is a starter and a consolation: the starter's odds.
    expect(payoutOf(line('SEA_4D', 'BIG_4D', ['4000']), FOUR_D)).toEqual({ hits: 1, winMinor: 180_000 });
    expect(payoutOf(line('SEA_4D', 'BIG_4D', ['5008']), FOUR_D)).toEqual({ hits: 1, winMinor: 60_000 });
    expect(payoutOf(line('SEA_4D', 'BIG_4D', ['9999']), FOUR_D)).toEqual({ hits: 0, winMinor: 0 });
  });

  it('SMALL_4D pays the first three prizes only: the second → 2,000,000, a starter → 0', () => {
    expect(payoutOf(line('SEA_4D', 'SMALL_4D', ['2222']), FOUR_D)).toEqual({ hits: 1, winMinor: 2_000_000 });
    expect(payoutOf(line('SEA_4D', 'SMALL_4D', ['4003']), FOUR_D)).toEqual({ hits: 0, winMinor: 0 });
  });

  it('floors the win to the minor unit', () => {
    expect(payoutOf(line('VN_NORTH', 'LO', ['45'], 101), NORTH)).toEqual({ hits: 1, winMinor: 353 });
  });

  it('pays at the odds the sub-order was placed at, not today’s', () => {
    const placed = { ...line('VN_NORTH', 'DE', ['45']), odds: 9_000 };
    expect(payoutOf(placed, NORTH).winMinor).toBe(90_000);
    expect(BET_ODDS_HUNDREDTHS.VN_NORTH.DE).toBe(9_500);
  });
});

describe('lineErrors', () => {
  const valid = { betType: 'LO', numbers: ['27'], stakeMinor: 1_000 };

  it('accepts a well-formed line', () => {
    expect(lineErrors('VN_NORTH', valid)).toBeNull();
    expect(
      lineErrors('VN_SOUTH', { betType: 'XIEN4', numbers: ['01', '02', '03', '04'], stakeMinor: 100 }),
    ).toBeNull();
    expect(lineErrors('SEA_4D', { betType: 'SMALL_4D', numbers: ['0042'], stakeMinor: 200_000 })).toBeNull();
  });

  it('refuses numbers of the wrong count, digits or repeated', () => {
    const invalid = { numbers: 'validation.invalid' };
    expect(lineErrors('VN_NORTH', { ...valid, numbers: ['7'] })).toEqual(invalid);
    expect(lineErrors('VN_NORTH', { ...valid, numbers: ['ab'] })).toEqual(invalid);
    expect(lineErrors('VN_NORTH', { ...valid, numbers: [27] })).toEqual(invalid);
    expect(lineErrors('VN_NORTH', { ...valid, numbers: ['27', '28'] })).toEqual(invalid);
    expect(lineErrors('VN_NORTH', { ...valid, betType: 'CANG3', numbers: ['27'] })).toEqual(invalid);
    expect(lineErrors('VN_NORTH', { ...valid, betType: 'XIEN2', numbers: ['12', '12'] })).toEqual(invalid);
    expect(lineErrors('VN_NORTH', { ...valid, betType: 'XIEN3', numbers: ['12', '13'] })).toEqual(invalid);
  });

  it('refuses a bet type the format does not offer', () => {
    const invalid = { betType: 'validation.invalid' };
    expect(lineErrors('VN_NORTH', { ...valid, betType: 'BIG_4D', numbers: ['1234'] })).toEqual(invalid);
    expect(lineErrors('SEA_4D', valid)).toEqual(invalid);
    expect(lineErrors('VN_NORTH', { ...valid, betType: 'PK10' })).toEqual(invalid);
  });

  it('refuses a stake outside the bet type’s limits or not whole', () => {
    const invalid = { stakeMinor: 'validation.invalid' };
    expect(lineErrors('VN_NORTH', { ...valid, stakeMinor: 99 })).toEqual(invalid);
    expect(lineErrors('VN_NORTH', { ...valid, stakeMinor: 1_000_001 })).toEqual(invalid);
    expect(
      lineErrors('VN_NORTH', { ...valid, betType: 'CANG3', numbers: ['123'], stakeMinor: 100_001 }),
    ).toEqual(invalid);
    expect(lineErrors('VN_NORTH', { ...valid, stakeMinor: 100.5 })).toEqual(invalid);
  });

  it('keys the errors by line when given its index', () => {
    expect(lineErrors('VN_NORTH', { ...valid, numbers: ['7'], stakeMinor: 1 }, 3)).toEqual({
      'lines.3.numbers': 'validation.invalid',
      'lines.3.stakeMinor': 'validation.invalid',
    });
  });
});

describe('slipErrors', () => {
  const valid = { betType: 'DE', numbers: ['45'], stakeMinor: 1_000 };

  it('refuses an empty slip and one over the line limit', () => {
    expect(slipErrors('VN_NORTH', [])).toEqual({ lines: 'validation.invalid' });
    expect(slipErrors('VN_NORTH', Array(LOTTERY_LIMITS.maxSubOrders + 1).fill(valid))).toEqual({
      lines: 'validation.invalid',
    });
    expect(slipErrors('VN_NORTH', Array(LOTTERY_LIMITS.maxSubOrders).fill(valid))).toBeNull();
  });

  it('names every bad line', () => {
    expect(
      slipErrors('VN_NORTH', [valid, { ...valid, numbers: ['450'] }, { ...valid, betType: 'BIG_4D' }]),
    ).toEqual({
      'lines.1.numbers': 'validation.invalid',
      'lines.2.betType': 'validation.invalid',
    });
  });
});
