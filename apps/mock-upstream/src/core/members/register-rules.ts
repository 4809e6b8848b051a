import {
  patternMessageKey,
  REGISTER_FIELDS,
  registerFieldRegex,
  type TRegisterField,
  type TRegisterRule,
  type TWireRegisterRequest,
  VALIDATION,
} from '@site/contracts';

type TSettings = Readonly<Record<string, TRegisterRule>>;

/** Which fields a registration form has, and which of them it needs whatever the settings say. */
export type TRegistrationForm = {
  fields: readonly TRegisterField[];
  alwaysRequired: readonly TRegisterField[];
};

/** The username tab: every field of the settings; username and password make the account. */
export const USERNAME_REGISTRATION_FORM: TRegistrationForm = {
  fields: REGISTER_FIELDS,
  alwaysRequired: ['username', 'password'],
};

/**
 * The mobile tab (ZRegisterMobileInputSchema): the number is the username, the
 * password only with MOBILENUMPASSREG3, and the few optional fields it shows.
 */
export const mobileRegistrationForm = (hasPassword: boolean): TRegistrationForm => ({
  fields: [
    'mobileNum',
    ...(hasPassword ? (['password'] as const) : []),
    'payeeName',
    'email',
    'affiliateCode',
    'paymentPassword',
  ],
  alwaysRequired: ['mobileNum', ...(hasPassword ? (['password'] as const) : [])],
});

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

/** The message key of a password that breaks the register rule of `password`, or null when it is fine. */
export const passwordRuleError = (settings: TSettings, password: string): string | null => {
  if (!password) return VALIDATION.required;
  const rule = settings.password;
  return rule && breaksRule(password, rule) ? ruleMessageKey(rule) : null;
};

/** Whether a password satisfies the register rule of `password`. */
export const isPasswordAllowed = (settings: TSettings, password: string): boolean =>
  passwordRuleError(settings, password) === null;

/**
 * Checks a registration against the merchant's register settings: every
 * field of the form that is enabled (or always required) for required,
 * length and pattern; confirmPassword against password. Returns field → i18n
 * message key; empty when all is well. Disabled fields are ignored (and not stored).
 */
export const validateRegistration = (
  settings: TSettings,
  request: TWireRegisterRequest,
  form: TRegistrationForm = USERNAME_REGISTRATION_FORM,
): Record<string, string> => {
  const fieldErrors: Record<string, string> = {};
  for (const field of form.fields) {
    const rule = settings[field];
    const isAlwaysRequired = form.alwaysRequired.includes(field);
    if (!rule?.enabled && !isAlwaysRequired) continue;
    // Passwords are taken as typed; other fields are trimmed.
    const value = field === 'password' ? request.password : textOf(request[field]);
    if (!value) {
      if (rule?.required || isAlwaysRequired) fieldErrors[field] = VALIDATION.required;
      continue;
    }
    if (rule && breaksRule(value, rule)) fieldErrors[field] = ruleMessageKey(rule);
  }
  if (form.fields.includes('password') && request.password !== request.confirmPassword) {
    fieldErrors.confirmPassword = VALIDATION.passwordsDiffer;
  }
  return fieldErrors;
};

/** The value of an enabled field, trimmed; null for empty or disabled fields. */
export const enabledFieldValue = (
  settings: TSettings,
  request: TWireRegisterRequest,
  field: TRegisterField,
): string | null => (settings[field]?.enabled ? textOf(request[field]) || null : null);
