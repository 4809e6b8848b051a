import { describe, expect, it } from 'vitest';
import { formatBalance, formatDate, formatMerchantMinute } from './format';

describe('money format', () => {
  it('has two decimals and thousands separators', () => {
    expect(formatBalance(1234567, '₱')).toBe('₱12,345.67');
    expect(formatBalance(0, '₱')).toBe('₱0.00');
    expect(formatBalance(100000000, '₱')).toBe('₱1,000,000.00');
    expect(formatBalance(-150, '₱')).toBe('-₱1.50');
  });
});

describe('date format', () => {
  it('is DD/MM/YYYY', () => {
    expect(formatDate(new Date(2025, 4, 3, 12).getTime())).toBe('03/05/2025');
  });
});

describe('merchant time', () => {
  it('is DD/MM/YYYY HH:mm in UTC+8, whatever the visitor', () => {
    expect(formatMerchantMinute(Date.UTC(2026, 10, 29, 16, 0))).toBe('30/11/2026 00:00');
    expect(formatMerchantMinute(Date.UTC(2026, 0, 1, 3, 5, 59))).toBe('01/01/2026 11:05');
  });
});
