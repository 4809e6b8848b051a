import { describe, expect, it } from 'vitest';
import { amountProblem, amountText, parseAmount } from './amount';

describe('cashier amounts', () => {
  it('reads major units with up to two decimals as minor units', () => {
    expect(parseAmount('100')).toBe(10_000);
    expect(parseAmount(' 0.1 ')).toBe(10);
    expect(parseAmount('19.99')).toBe(1_999);
  });

  it('refuses more than two decimals, signs and separators', () => {
    for (const text of ['1.234', '-5', '1,000', '', 'abc', '1e3']) expect(parseAmount(text)).toBeNull();
  });

  it('checks the range inclusively', () => {
    const range = { min: 10_000, max: 50_000 };
    expect(amountProblem('100', range)).toBeNull();
    expect(amountProblem('500.00', range)).toBeNull();
    expect(amountProblem('99.99', range)).toBe('out_of_range');
    expect(amountProblem('500.01', range)).toBe('out_of_range');
    expect(amountProblem('0', range)).toBe('invalid');
  });

  it('writes minor units back with two decimals', () => {
    expect(amountText(123_456)).toBe('1234.56');
  });
});
