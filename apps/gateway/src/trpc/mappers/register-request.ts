import type { z } from 'zod';
import {
  patternMessageKey,
  REGISTER_FIELDS,
  registerFieldRegex,
  type TRegisterField,
  type TRegisterRule,
  type TRegisterSettings,
  type TWireRegisterRequest,
  VALIDATION,
  type ZRegisterInputSchema,
  type ZRegisterMobileInputSchema,
} from '@site/contracts';

export type TRegisterInputValues = z.output<typeof ZRegisterInputSchema>;
export type TRegisterMobileInputValues = z.output<typeof ZRegisterMobileInputSchema>;

/** Username and password are always part of a registration, whatever the settings say. */
const ALWAYS_SENT: readonly TRegisterField[] = ['username', 'password'];

const filled = (value: string | undefined): value is string => value !== undefined && value !== '';

const ruleOf = (settings: TRegisterSettings, field: TRegisterField): TRegisterRule | undefined =>
  settings[field];

/** The help text key of a field's rule: `reg_pattern_<id>` carries the (min)/(max) the web app fills in. */
const ruleMessage = (rule: TRegisterRule): string =>
  rule.patternId == null ? VALIDATION.pattern : patternMessageKey(rule.patternId);

export const problemWith = (value: string | undefined, rule: TRegisterRule | undefined): string | null => {
  if (!rule) return null;
  if (!filled(value)) return rule.required ? VALIDATION.required : null;
  const length = [...value].length;
  if (
    (rule.minLength != null && length < rule.minLength) ||
    (rule.maxLength != null && length > rule.maxLength)
  ) {
    return ruleMessage(rule);
  }
  const regex = registerFieldRegex(rule);
  return regex && !regex.test(value) ? ruleMessage(rule) : null;
};

const isShown = (field: TRegisterField, rule: TRegisterRule | undefined): boolean =>
  ALWAYS_SENT.includes(field) || !rule || rule.enabled;

/**
 * Checks the input against the merchant's register settings (docs/product.md §5):
 * enabled fields only, required ones filled, lengths and patterns met.
 * Returns field → message key, or null when the input is acceptable.
 */
export const registerFieldErrors = (
  input: Partial<Record<TRegisterField, string>>,
  settings: TRegisterSettings,
  fields: readonly TRegisterField[] = REGISTER_FIELDS,
): Record<string, string> | null => {
  const fieldErrors: Record<string, string> = {};
  for (const field of fields) {
    const rule = ruleOf(settings, field);
    if (!isShown(field, rule)) continue;
    const problem = problemWith(input[field], rule);
    if (problem) fieldErrors[field] = problem;
  }
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : null;
};

/** Where the visitor registered; the upstream records both. */
export type TRegistrationPage = { domain: string; registerUrl: string };

/** The decrypted body of `PUT /wps/member/register`: shown fields only, logged in on success. */
export const toWireRegisterRequest = (
  input: TRegisterInputValues,
  settings: TRegisterSettings,
  page: TRegistrationPage,
): TWireRegisterRequest => {
  const fields: Partial<Record<TRegisterField, string>> = {};
  for (const field of REGISTER_FIELDS) {
    const value = input[field];
    if (filled(value) && isShown(field, ruleOf(settings, field))) fields[field] = value;
  }
  return {
    ...fields,
    username: input.username,
    password: input.password,
    confirmPassword: input.confirmPassword,
    // The SMS proof of the mobile number (REGMOBVERF3) travels with it.
    ...(filled(input.verificationCode) ? { verificationCode: input.verificationCode } : {}),
    ...(filled(input.countryDialingCode) ? { countryDialingCode: input.countryDialingCode } : {}),
    // Not a register setting: a referral link's code always travels (docs/history/rewards-interfaces.md).
    ...(filled(input.referralCode) ? { referralCode: input.referralCode } : {}),
    domain: page.domain,
    registerUrl: page.registerUrl,
    registerMethod: 'WEB',
    login: true,
  };
};

/** The registration page of the origin the visitor used, or of the configured public URL. */
export const registrationPage = (pageOrigin: string | null, publicUrl: string | null): TRegistrationPage => {
  const base = pageOrigin ?? publicUrl;
  if (!base) return { domain: '', registerUrl: '' };
  const url = new URL('/register', base);
  return { domain: url.hostname, registerUrl: url.toString() };
};
