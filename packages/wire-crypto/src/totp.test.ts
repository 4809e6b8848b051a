import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, generateTotpSecret, totpCode } from './index.js';

/** The RFC 6238 SHA-1 seed, "12345678901234567890" in ASCII, as base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('base32 (RFC 4648)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('encodes and decodes %j as %s', (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(plain);
  });

  it('reads the RFC 6238 seed, ignoring case, spaces and padding', () => {
    expect(base32Decode(RFC_SECRET).toString()).toBe('12345678901234567890');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq====').toString()).toBe(
      '12345678901234567890',
    );
    expect(() => base32Decode('ABC1')).toThrow(/base32/);
  });
});

describe('totpCode (RFC 6238, SHA-1)', () => {
  // Appendix B of RFC 6238: T in seconds → the 8-digit SHA-1 code.
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the reference code at T=%i', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it('gives 6 digits by default: the last six of the 8-digit code', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
  });

  it('keeps one code for the whole 30-second window', () => {
    expect(totpCode(RFC_SECRET, 30_000)).toBe(totpCode(RFC_SECRET, 59_999));
    expect(totpCode(RFC_SECRET, 60_000)).not.toBe(totpCode(RFC_SECRET, 59_999));
  });

  it('refuses nonsense parameters', () => {
    expect(() => totpCode(RFC_SECRET, 0, 0)).toThrow(RangeError);
    expect(() => totpCode(RFC_SECRET, 0, 6, 0)).toThrow(RangeError);
  });
});

describe('generateTotpSecret', () => {
  it('makes 20 random bytes as 32 base32 characters', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });
});
