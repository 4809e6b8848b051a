import type { countries } from '../../db/schema.js';

/** The dialing codes offered at registration; the home market first. */
export const SEED_COUNTRIES: (typeof countries.$inferInsert)[] = [
  ['PH', '+63', 'Philippines'],
  ['MY', '+60', 'Malaysia'],
  ['SG', '+65', 'Singapore'],
  ['TH', '+66', 'Thailand'],
  ['VN', '+84', 'Vietnam'],
  ['ID', '+62', 'Indonesia'],
  ['IN', '+91', 'India'],
  ['JP', '+81', 'Japan'],
].map(([countryCode, countryDialingCode, countryName], index) => ({
  countryCode: countryCode!,
  countryDialingCode: countryDialingCode!,
  countryName: countryName!,
  sortOrder: index,
}));
