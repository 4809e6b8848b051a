import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  AGENT_MEMBER_TYPES,
  flattenWhitelabel,
  isAgentType,
  LIMITS,
  PLAYER_MEMBER_TYPE,
  REGISTER_FIELDS,
  type TRegisterRule,
  TRIAL_MEMBER_TYPE,
  type TSecondFactorMethod,
} from '@site/contracts';
import { generateTotpSecret } from '@site/wire-crypto';
import {
  findMemberByPhone,
  findMemberByUsername,
  insertMemberWithWallet,
  type TNewMember,
} from '../core/members/member-store.js';
import { hashPassword } from '../core/members/password-hash.js';
import { defaultDialingCode } from '../core/members/phone.js';
import { savePaymentPasswordHash } from '../core/money/payment-password.js';
import { createSession } from '../core/sessions/session-store.js';
import type { TDatabase, TExecutor } from '../db/client.js';
import { merchants, type TMerchant } from '../db/schema.js';
import { configureSecondFactor } from '../domains/session/second-factor/second-factor-store.js';
import {
  saveRegisterSettings,
  saveWhitelabel,
  switchWhitelabelFlag,
} from '../domains/system/system-service.js';
import { wireErrors } from '../wire/envelope.js';

export const QA_MEMBER_KINDS = [
  'player',
  'agent',
  'trial',
  'first-login',
  'expired-password',
  'insecure-default',
  'disabled',
  'mobile',
] as const;
export type TQaMemberKind = (typeof QA_MEMBER_KINDS)[number];

/** What makes each kind of QA member different from a plain player. */
const KIND_TRAITS: Record<TQaMemberKind, { prefix: string } & Partial<TNewMember>> = {
  player: { prefix: 'qaplayer', type: PLAYER_MEMBER_TYPE },
  agent: { prefix: 'qaagent', type: AGENT_MEMBER_TYPES[0] },
  trial: { prefix: 'qatrial', type: TRIAL_MEMBER_TYPE },
  'first-login': { prefix: 'qafirst', type: PLAYER_MEMBER_TYPE, isFirstLogin: true },
  'expired-password': { prefix: 'qaexpired', type: PLAYER_MEMBER_TYPE, isPasswordExpired: true },
  'insecure-default': { prefix: 'qainsecure', type: PLAYER_MEMBER_TYPE },
  disabled: { prefix: 'qadisabled', type: PLAYER_MEMBER_TYPE, status: 'disabled' },
  mobile: { prefix: 'qamobile', type: PLAYER_MEMBER_TYPE },
};

/** Bank account names for PAYEE members: letters and spaces, as the payeeName rule (pattern 8) asks. */
const PAYEE_NAMES = ['Juan Dela Cruz', 'Maria Santos', 'Jose Reyes', 'Ana Bautista', 'Pedro Garcia'] as const;

export type TQaMemberOptions = {
  kind: TQaMemberKind;
  /** Opening balance of the main wallet, in minor units (written as a ledger entry). */
  openingBalanceMinor: number;
  /** Configures the second factor; the member starts with no registered IP. */
  secondFactor?: TSecondFactorMethod | undefined;
  /** An agent's username: the new member registers under that agent (its upline). */
  uplineUsername?: string | undefined;
  /** A payment (withdrawal) password to start with. */
  paymentPassword?: string | undefined;
};

export type TQaMember = {
  username: string;
  password: string;
  token: string;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string;
  payeeName?: string;
  totpSecret?: string;
};

export const findQaMerchant = (db: TDatabase, code: string): TMerchant => {
  const merchant = db.select().from(merchants).where(eq(merchants.code, code)).get();
  if (!merchant) throw wireErrors.validationFailed({ merchant: 'validation.invalid' });
  return merchant;
};

/** A home-market mobile number (9 and nine digits, as PH numbers without their trunk 0) nobody has. */
const freeMobileNumber = (db: TExecutor, merchantId: number, countryDialingCode: string): string => {
  for (;;) {
    const mobile = `9${String(randomInt(1e9)).padStart(9, '0')}`;
    if (!findMemberByPhone(db, merchantId, mobile, countryDialingCode)) return mobile;
  }
};

/**
 * A fresh member of the given kind with a live session. The username and
 * password satisfy the demo register rules (letter first, letters and digits);
 * `insecure-default` gets the password the product forces a change of.
 * Every member has an email (for forgot-by-email); `mobile` members and PHONE
 * second factors have a number whose SMS address is dialing code + number.
 */
export const createQaMember = async (
  db: TDatabase,
  merchant: TMerchant,
  { kind, openingBalanceMinor, secondFactor, uplineUsername, paymentPassword }: TQaMemberOptions,
  now: Date,
): Promise<TQaMember> => {
  const { prefix, ...traits } = KIND_TRAITS[kind];
  const upline =
    uplineUsername === undefined ? undefined : findMemberByUsername(db, merchant.id, uplineUsername);
  if (uplineUsername !== undefined && !(upline && isAgentType(upline.type))) {
    throw wireErrors.validationFailed({ uplineUsername: 'validation.invalid' });
  }
  const paymentPasswordHash = paymentPassword === undefined ? undefined : await hashPassword(paymentPassword);
  const username = `${prefix}${randomBytes(3).toString('hex')}`;
  const password =
    kind === 'insecure-default' ? LIMITS.insecureDefaultPassword : `Qa${randomBytes(4).toString('hex')}7`;
  const passwordHash = await hashPassword(password);
  return db.transaction((tx) => {
    const hasMobile = kind === 'mobile' || secondFactor === 'PHONE';
    const countryDialingCode = hasMobile ? defaultDialingCode(tx) : null;
    const mobile = countryDialingCode ? freeMobileNumber(tx, merchant.id, countryDialingCode) : null;
    const payeeName = secondFactor === 'PAYEE' ? PAYEE_NAMES[randomInt(PAYEE_NAMES.length)] : undefined;
    const totpSecret = secondFactor === 'AUTHENTICATOR' ? generateTotpSecret() : undefined;
    const email = `${username}@example.com`;
    const member = insertMemberWithWallet(
      tx,
      {
        merchantId: merchant.id,
        username,
        passwordHash,
        type: PLAYER_MEMBER_TYPE,
        nickname: username,
        mobile,
        countryDialingCode,
        email,
        payeeName: payeeName ?? null,
        language: merchant.defaultLanguage,
        isFirstLogin: false,
        openingBalanceMinor,
        ...(kind === 'agent' ? { affiliateCode: `QA${randomBytes(3).toString('hex').toUpperCase()}` } : {}),
        referrerMemberId: upline?.id ?? null,
        ...traits,
      },
      now,
    );
    if (paymentPasswordHash) savePaymentPasswordHash(tx, member.id, paymentPasswordHash, now);
    if (secondFactor) configureSecondFactor(tx, member.id, secondFactor, totpSecret ?? null, now);
    return {
      username,
      password,
      token: createSession(tx, member.id, now).token,
      mobileNum: mobile,
      countryDialingCode,
      email,
      ...(payeeName ? { payeeName } : {}),
      ...(totpSecret ? { totpSecret } : {}),
    };
  });
};

/** Switches one whitelabel flag; the reply carries the flattened flags after the change. */
export const setWhitelabelFlag = (db: TDatabase, merchant: TMerchant, flag: string, isEnabled: boolean) => {
  const whitelabel = switchWhitelabelFlag(merchant.whitelabel, flag, isEnabled);
  if (!whitelabel) throw wireErrors.validationFailed({ flag: 'validation.invalid' });
  saveWhitelabel(db, merchant.id, whitelabel);
  return { flag, enabled: isEnabled, flags: flattenWhitelabel(whitelabel) };
};

/** A field the settings do not have yet starts switched off, like the seed's unused fields. */
const DISABLED_RULE: TRegisterRule = {
  enabled: false,
  required: false,
  minLength: null,
  maxLength: null,
  patternId: null,
  acceptedPattern: null,
  type: 'text',
};

/** Merges part of a rule into one field's register rule; the reply is the field's rule after the change. */
export const mergeRegisterRule = (
  db: TDatabase,
  merchant: TMerchant,
  field: string,
  rule: Partial<TRegisterRule>,
): { field: string; rule: TRegisterRule } => {
  const settings = merchant.registerSettings;
  const isKnown = field in settings || (REGISTER_FIELDS as readonly string[]).includes(field);
  if (!isKnown) throw wireErrors.validationFailed({ field: 'validation.invalid' });
  const merged = { ...(settings[field] ?? DISABLED_RULE), ...rule };
  saveRegisterSettings(db, merchant.id, { ...settings, [field]: merged });
  return { field, rule: merged };
};
