import { randomInt } from 'node:crypto';
import type { TRegisterRule } from '@site/contracts';
import { isPasswordAllowed } from '../../../core/members/register-rules.js';

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
/** No 0/O, 1/l/I: the member copies this from an email. */
const ALPHABET = `${LOWER}${UPPER}${DIGITS}`;
const PREFERRED_LENGTH = 10;
/** Random tries at a password the configured rule accepts before settling for the last one. */
const MAX_TRIES = 50;

const pick = (characters: string): string => characters[randomInt(characters.length)]!;

/** The preferred length, moved inside the rule's bounds when it sets them. */
const lengthFor = (rule: TRegisterRule | undefined): number => {
  const min = rule?.minLength ?? 0;
  const max = rule?.maxLength ?? Number.POSITIVE_INFINITY;
  return Math.max(3, Math.min(Math.max(PREFERRED_LENGTH, min), max));
};

/** One lower-case letter, one capital and one digit at least, in random places. */
const candidate = (length: number): string => {
  const characters = [pick(LOWER), pick(UPPER), pick(DIGITS)];
  while (characters.length < length) characters.push(pick(ALPHABET));
  for (let index = characters.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other]!, characters[index]!];
  }
  return characters.join('');
};

/**
 * A temporary password of letters and digits (10 unless the rule bounds the
 * length) that the merchant's password rule accepts. A rule no letters-and-
 * digits password can meet (symbols required) still gets one: it only has to
 * log in once, and logging in does not check the rule.
 */
export const generateTemporaryPassword = (settings: Readonly<Record<string, TRegisterRule>>): string => {
  const length = lengthFor(settings.password);
  let password = candidate(length);
  for (let tries = 1; tries < MAX_TRIES && !isPasswordAllowed(settings, password); tries++) {
    password = candidate(length);
  }
  return password;
};
