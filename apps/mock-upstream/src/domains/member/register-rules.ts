import {
  patternMessageKey,
  REGISTER_FIELDS,
  registerFieldRegex,
  VALIDATION,
  type TRegisterRule,
  type TWireRegisterRequest,
} from '@site/contracts';

/** Username and password make the account, whatever the settings say. */
const ALWAYS_REQUIRED = new Set<string>(['username', 'password']);

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The message key of a value that breaks its rule: the pattern's help text carries min and max. */
const ruleMessageKey = (rule: TRegisterRule): string =>
  rule.patternId == null ? VALIDATION.pattern : patternMessageKey(rule.patternId);

const breaksRule = (value: string, rule: TRegisterRule): boolean => {
  if (rule.minLength != null && value.length < rule.minLength) return true;
  if (rule.maxLength != null && value.length > rule.maxLength) return true;
  const regex = registerFieldRegex(rule);
  return regex !== null && !regex.test(value);
};

/**
 * Checks a registration against the merchant's register settings: every
 * enabled field for required, length and pattern; confirmPassword against
 * password. Returns field → i18n message key; empty when all is well.
 * Disabled fields are ignored (and not stored).
 */
export const validateRegistration = (
  settings: Readonly<Record<string, TRegisterRule>>,
  request: TWireRegisterRequest,
): Record<string, string> => {
  const fieldErrors: Record<string, string> = {};
  for (const field of REGISTER_FIELDS) {
    const rule = settings[field];
    const isAlwaysRequired = ALWAYS_REQUIRED.has(field);
    if (!rule?.enabled && !isAlwaysRequired) continue;
    // Passwords are taken as typed; other fields are trimmed.
    const value = field === 'password' ? request.password : textOf(request[field]);
    if (!value) {
      if (rule?.required || isAlwaysRequired) fieldErrors[field] = VALIDATION.required;
      continue;
    }
    if (rule && breaksRule(value, rule)) fieldErrors[field] = ruleMessageKey(rule);
  }
  if (request.password !== request.confirmPassword) fieldErrors.confirmPassword = VALIDATION.passwordsDiffer;
  return fieldErrors;
};

/** The value of an enabled field, trimmed; null for empty or disabled fields. */
export const enabledFieldValue = (
  settings: Readonly<Record<string, TRegisterRule>>,
  request: TWireRegisterRequest,
  field: (typeof REGISTER_FIELDS)[number],
): string | null => (settings[field]?.enabled ? textOf(request[field]) || null : null);
