import { randomInt } from 'node:crypto';
import { registerFieldRegex, type TRegisterRule } from '@site/contracts';
import { assertMerchantOpen, requireFlags } from '../../core/access/access.js';
import { findMemberByUsername } from '../../core/members/member-store.js';
import type { TDatabase } from '../../db/client.js';
import type { TMerchant } from '../../db/schema.js';
import { wireErrors } from '../../wire/envelope.js';

/** Words a suggested name starts with: short, friendly, plain ASCII letters. */
const WORDS = ['lucky', 'star', 'tiger', 'jade', 'golden', 'ace', 'royal', 'swift', 'bright', 'pearl'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const ATTEMPTS = 40;
/** What the suggestion aims for when the rule sets no bounds. */
const DEFAULT_LENGTH = { min: 6, max: 16 } as const;

const randomDigits = (count: number) => Array.from({ length: count }, () => String(randomInt(10))).join('');
const randomLetters = (count: number) =>
  Array.from({ length: count }, () => LETTERS[randomInt(LETTERS.length)]).join('');
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * One candidate of `length` characters in one of three shapes, so most
 * patterns of the register settings have a shape they accept: a word and
 * digits (letter first), the same with a capital (patterns that want one),
 * or digits only.
 */
const candidate = (length: number, shape: number): string => {
  if (shape === 2) return randomDigits(length);
  const word = (WORDS[randomInt(WORDS.length)] ?? 'lucky').slice(0, Math.max(1, length - 3));
  const letters = `${word}${randomLetters(Math.max(0, length - word.length - 4))}`.slice(0, length - 1);
  const name = `${letters}${randomDigits(length - letters.length)}`;
  return shape === 1 ? capitalised(name) : name;
};

const followsRule = (name: string, rule: TRegisterRule | undefined): boolean => {
  if (!rule) return true;
  if (rule.minLength != null && name.length < rule.minLength) return false;
  if (rule.maxLength != null && name.length > rule.maxLength) return false;
  const regex = registerFieldRegex(rule);
  return regex === null || regex.test(name);
};

/**
 * `PUT /wps/member/register/autoUsername` (ours): a username nobody has that
 * the merchant's username rule accepts. A rule no shape can meet (a script
 * the generator does not write) answers `function.not.available`.
 */
export const suggestUsername = (db: TDatabase, merchant: TMerchant): { username: string } => {
  assertMerchantOpen(merchant);
  requireFlags(merchant, ['DIRECTREG3'], 'Registration');
  const rule = merchant.registerSettings.username;
  const min = Math.max(rule?.minLength ?? DEFAULT_LENGTH.min, 4);
  const max = Math.max(min, rule?.maxLength ?? DEFAULT_LENGTH.max);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const length = randomInt(min, Math.min(max, min + 4) + 1);
    const name = candidate(length, attempt % 3);
    if (followsRule(name, rule) && !findMemberByUsername(db, merchant.id, name)) return { username: name };
  }
  throw wireErrors.functionNotAvailable('No username can be suggested for this username rule');
};
