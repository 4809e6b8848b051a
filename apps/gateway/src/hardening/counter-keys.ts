import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * Counter keys carry no personal data in the clear: usernames, mobile
 * numbers and session ids are hashed, so a shared Redis never holds a list
 * of who tried to sign in.
 */
export const hashedKeyPart = (value: string): string =>
  createHash('sha256').update(value).digest('base64url').slice(0, 22);

/** A username or number as one account: case and surrounding spaces do not make another. */
export const accountKey = (account: string): string => hashedKeyPart(account.trim().toLowerCase());

/** A mobile number with its country code, as digits only: `+63` `9171234567` → `639171234567`. */
export const fullMobileNumber = (countryDialingCode: string, mobileNum: string): string =>
  `${countryDialingCode}${mobileNum}`.replace(/\D/g, '');

const IPV6_GROUPS = 8;

/** The eight 16-bit groups of an IPv6 address, `::` expanded; null when it is not one. */
const ipv6Groups = (address: string): string[] | null => {
  if (!isIPv6(address)) return null;
  const withoutZone = address.split('%', 1)[0] ?? address;
  const [head = '', tail] = withoutZone.split('::');
  const split = (part: string) => (part ? part.split(':') : []);
  const headGroups = split(head);
  const tailGroups = tail === undefined ? [] : split(tail);
  // An embedded IPv4 tail (::ffff:1.2.3.4) counts as two groups.
  const groupCount = (groups: string[]) =>
    groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const missing = IPV6_GROUPS - groupCount(headGroups) - groupCount(tailGroups);
  return [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
};

/**
 * The visitor's IP as a rate-limit subject. IPv4-mapped IPv6 is the IPv4
 * address; any other IPv6 address counts by its /64, because one subscriber
 * usually holds a whole /64 and could otherwise rotate through it.
 */
export const ipKey = (ip: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
};
