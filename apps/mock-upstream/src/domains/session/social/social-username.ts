import { randomInt } from 'node:crypto';
import { findMemberByUsername } from '../../../core/members/member-store.js';
import type { TExecutor } from '../../../db/client.js';
import type { TMerchant } from '../../../db/schema.js';

const FALLBACK_MIN_LENGTH = 6;
const FALLBACK_MAX_LENGTH = 16;
const SUFFIX_DIGITS = 4;
const MAX_TRIES = 20;

const randomDigits = (count: number): string =>
  Array.from({ length: count }, () => String(randomInt(10))).join('');

/**
 * A free username from an email's name, in the shape the username rule asks
 * (letter first, then letters and digits, within its length): `Juan.Dela-Cruz@…`
 * → `juandelacruz`, or `juandela4821` when that is taken.
 */
export const deriveSocialUsername = (db: TExecutor, merchant: TMerchant, email: string): string => {
  const rule = merchant.registerSettings.username;
  const min = rule?.minLength ?? FALLBACK_MIN_LENGTH;
  const max = Math.max(rule?.maxLength ?? FALLBACK_MAX_LENGTH, min, SUFFIX_DIGITS + 2);
  let base = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!/^[a-z]/.test(base)) base = `u${base}`;
  base = base.slice(0, max);
  if (base.length < min) base += randomDigits(min - base.length);
  if (!findMemberByUsername(db, merchant.id, base)) return base;
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const candidate = `${base.slice(0, max - SUFFIX_DIGITS)}${randomDigits(SUFFIX_DIGITS)}`;
    if (!findMemberByUsername(db, merchant.id, candidate)) return candidate;
  }
  throw new Error(`no free username for ${email}`);
};
