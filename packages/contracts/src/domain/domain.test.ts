import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_ROUTES,
  flattenWhitelabel,
  formatMoney,
  groupThousands,
  isAgentType,
  isTrialType,
  patternLengthLabel,
  REGISTER_PATTERN_IDS,
  registerFieldRegex,
  ROUTE_CATEGORIES,
  toMinorUnits,
} from './index.js';

describe('registration patterns', () => {
  it('has a default regex for every documented pattern message', () => {
    expect(REGISTER_PATTERN_IDS).toEqual(Array.from({ length: 19 }, (_, i) => i));
  });

  it.each([
    [1, 'abc123', true],
    [1, '1abc23', false],
    [5, 'abcdef', false],
    [5, 'abc123', true],
    [6, '0917123', true],
    [6, '09a7123', false],
    [7, 'abcdef1', false],
    [7, 'Abcdef1', true],
    [18, 'Abcdef1!', true],
    [18, 'Abcdef12', false],
    [3, 'player@example.com', true],
    [3, 'player@example', false],
  ])('pattern %i on %s → %s', (patternId, value, ok) => {
    const regex = registerFieldRegex({ patternId, minLength: 6, maxLength: 20 });
    expect(regex?.test(value)).toBe(ok);
  });

  it('applies min and max lengths', () => {
    const regex = registerFieldRegex({ patternId: 4, minLength: 6, maxLength: 8 })!;
    expect(regex.test('abc12')).toBe(false);
    expect(regex.test('abc123')).toBe(true);
    expect(regex.test('abc123456')).toBe(false);
  });

  it('treats * as any value and prefers the accepted pattern', () => {
    expect(registerFieldRegex({ acceptedPattern: '*', patternId: 6 })).toBeNull();
    expect(registerFieldRegex({ acceptedPattern: '^x+$', patternId: 6 })!.test('xxx')).toBe(true);
  });

  it('labels equal bounds with a single number', () => {
    expect(patternLengthLabel(6, 6)).toBe('6');
    expect(patternLengthLabel(6, 12)).toBe('6-12');
  });
});

describe('whitelabel', () => {
  it('flattens the tree to a flag map', () => {
    const flags = flattenWhitelabel([
      { modId: 'COMM3', enabled: '1', childrenNodes: [{ modId: 'USERNAMEREG3', enabled: '1' }] },
      { modId: 'FREEPLAY3', enabled: '0' },
    ]);
    expect(flags).toEqual({ COMM3: true, USERNAMEREG3: true, FREEPLAY3: false });
  });
});

describe('members and routes', () => {
  it('recognises agent and trial types', () => {
    expect([1, 2, 41, 42].every(isAgentType)).toBe(true);
    expect(isAgentType(0)).toBe(false);
    expect(isTrialType(4)).toBe(true);
  });

  it('maps routes back to categories except HOT and BINGO', () => {
    for (const [category, route] of Object.entries(CATEGORY_ROUTES)) {
      if (category === 'HOT' || category === 'BINGO') expect(ROUTE_CATEGORIES[route]).toBeUndefined();
      else expect(ROUTE_CATEGORIES[route]).toBe(category);
    }
  });
});

describe('money', () => {
  it('converts decimals to minor units without float drift', () => {
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(1234.565)).toBe(123457);
    expect(toMinorUnits(19.99)).toBe(1999);
  });

  it('formats two decimals with thousands separators', () => {
    expect(formatMoney(123456789, '₱')).toBe('₱1,234,567.89');
    expect(formatMoney(-5, '₱')).toBe('-₱0.05');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(100000)).toBe('1,000.00');
  });

  it('writes every amount as Intl.NumberFormat en-US with two decimals does', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (minor) => {
        const expected = `${minor < 0 ? '-' : ''}₱${intl.format(Math.abs(minor) / 100)}`;
        expect(formatMoney(minor, '₱')).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('groups whole numbers by thousands', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(12500)).toBe('12,500');
    expect(groupThousands(-1234567)).toBe('-1,234,567');
  });
});
