import { type TRegisterInput, VALIDATION, ZRegisterInputSchema } from '@site/contracts/api';
import { registerFieldRegex } from '@site/contracts/domain';
import type { TRegisterRule } from '@site/contracts/wire';
import { patternKey } from '../../../lib/forms/pattern-messages';
import type { TMessageKey } from '../../../lib/i18n-keys';
import type { TRegisterFieldSpec, TRegisterFormField } from './register-fields';

export type TRegisterValues = Record<TRegisterFormField, string>;
export type TRegisterErrors = Partial<Record<TRegisterFormField | 'agree', TMessageKey>>;

/** Passwords are taken exactly as typed; every other field is trimmed (as the gateway does). */
const cleaned = (name: TRegisterFormField, value: string): string =>
  name === 'password' || name === 'confirmPassword' || name === 'paymentPassword' ? value : value.trim();

/** Whether a value breaks the merchant's length or pattern rule. */
export const breaksRule = (value: string, rule: TRegisterRule): boolean => {
  if (rule.minLength != null && value.length < rule.minLength) return true;
  if (rule.maxLength != null && value.length > rule.maxLength) return true;
  const regex = registerFieldRegex(rule);
  return regex !== null && !regex.test(value);
};

/** The message of a broken rule: its pattern's message, or the generic format message. */
export const ruleMessageKey = (rule: TRegisterRule): TMessageKey =>
  rule.patternId == null ? VALIDATION.pattern : patternKey(rule.patternId);

/** The request for `account.register`: shown fields only, empty optional ones left out. */
export const registerPayload = (
  fields: readonly TRegisterFieldSpec[],
  values: TRegisterValues,
  agree: boolean,
) => {
  const payload: Record<string, unknown> = { agree };
  for (const { name } of fields) {
    const value = cleaned(name, values[name]);
    if (value || name === 'username' || name === 'password' || name === 'confirmPassword')
      payload[name] = value;
  }
  return payload as TRegisterInput;
};

/**
 * Client-side checks with the merchant's rules (required, length, pattern)
 * and the shared zod schema (bounds, matching passwords, terms). Returns
 * field → i18n message key; empty when the form may be sent.
 */
export const validateRegistration = (
  fields: readonly TRegisterFieldSpec[],
  values: TRegisterValues,
  agree: boolean,
): TRegisterErrors => {
  const errors: TRegisterErrors = {};
  for (const { name, rule, isRequired } of fields) {
    const value = cleaned(name, values[name]);
    if (!value) {
      if (isRequired) errors[name] = VALIDATION.required;
    } else if (rule && breaksRule(value, rule)) {
      errors[name] = ruleMessageKey(rule);
    }
  }
  const parsed = ZRegisterInputSchema.safeParse(registerPayload(fields, values, agree));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '') as TRegisterFormField | 'agree';
      // The contracts' schemas give catalogue keys as their messages (i18n-keys.test.ts).
      if (name && !errors[name]) errors[name] = issue.message as TMessageKey;
    }
  }
  if (values.confirmPassword && values.confirmPassword !== values.password) {
    errors.confirmPassword = VALIDATION.passwordsDiffer;
  }
  return errors;
};
