import { describe, expect, it } from 'vitest';
import { accountKey, fullMobileNumber, ipKey } from './counter-keys.js';

describe('counter keys', () => {
  it('groups IPv6 by /64 and unwraps IPv4-mapped addresses', () => {
    expect(ipKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(ipKey('2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(ipKey('::1')).toBe('0:0:0:0::/64');
    expect(ipKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(ipKey('198.51.100.4')).toBe('198.51.100.4');
  });

  it('treats an account the same whatever its case and spacing, and hides it', () => {
    expect(accountKey(' Player9 ')).toBe(accountKey('player9'));
    expect(accountKey('player9')).not.toContain('player9');
  });

  it('joins a number with its country code as digits', () => {
    expect(fullMobileNumber('+63', '9171234567')).toBe('639171234567');
  });
});
