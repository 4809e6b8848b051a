import { type TRegisterMobileInput, VALIDATION, ZRegisterMobileInputSchema } from '@site/contracts/api';
import type { TRegisterSettings } from '@site/contracts/wire';
import type { TFieldErrors } from '../../../components/form/use-form';
import { fieldMessagesOf } from '../../../lib/forms/schema-messages';
import type { TMessageKey } from '../../../lib/i18n-keys';
import { phoneErrors, verificationCodeError } from '../../shared-auth/sms/sms-validation';
import { confirmationError, newPasswordError } from '../password/new-password-check';
import type { TMobileRegisterField } from './mobile-register-fields';
import type { TRegisterFieldSpec } from './register-fields';
import { breaksRule, ruleMessageKey } from './register-validation';

export type TMobileRegisterValues = Record<TMobileRegisterField, string>;

export type TMobileRegisterOptions = {
  settings: TRegisterSettings;
  optionalFields: readonly TRegisterFieldSpec[];
  /** REGMOBVERF3: the number is proven with an SMS code. */
  needsCode: boolean;
  /** MOBILENUMPASSREG3: the member chooses a password (otherwise signs in by SMS). */
  needsPassword: boolean;
};

/** Passwords are taken exactly as typed; every other field is trimmed (as the gateway does). */
const cleanedValue = (values: TMobileRegisterValues, name: TMobileRegisterField): string =>
  name === 'paymentPassword' || name === 'password' || name === 'confirmPassword'
    ? values[name]
    : values[name].trim();

/** The request for `account.registerByMobile`: shown fields only, empty optional ones left out. */
export const mobileRegisterPayload = (
  values: TMobileRegisterValues,
  agree: boolean,
  { optionalFields, needsCode, needsPassword }: TMobileRegisterOptions,
): TRegisterMobileInput => {
  const payload: Record<string, unknown> = {
    countryDialingCode: values.countryDialingCode.trim(),
    mobileNum: values.mobileNum.trim(),
    agree,
  };
  if (needsCode) payload.verificationCode = values.verificationCode.trim();
  if (needsPassword) {
    payload.password = values.password;
    payload.confirmPassword = values.confirmPassword;
  }
  for (const { name } of optionalFields) {
    const value = cleanedValue(values, name as TMobileRegisterField);
    if (value) payload[name] = value;
  }
  return payload as TRegisterMobileInput;
};

/**
 * Client-side checks of mobile registration: the contracts' phone and code
 * schemas, the merchant's rules for the mobile number, password and optional
 * fields, and the terms. Returns field → i18n message key.
 */
export const validateMobileRegistration = (
  values: TMobileRegisterValues,
  agree: boolean,
  options: TMobileRegisterOptions,
): TFieldErrors<TMobileRegisterField | 'agree'> => {
  const { settings, optionalFields, needsCode, needsPassword } = options;
  const mobileNum = values.mobileNum.trim();
  const errors: TFieldErrors<TMobileRegisterField | 'agree'> = {
    ...phoneErrors({ countryDialingCode: values.countryDialingCode, mobileNum }),
  };
  const mobileRule = settings.mobileNum;
  if (!errors.mobileNum && mobileRule?.enabled && breaksRule(mobileNum, mobileRule)) {
    errors.mobileNum = ruleMessageKey(mobileRule);
  }
  if (needsCode) errors.verificationCode = verificationCodeError(values.verificationCode);
  if (needsPassword) {
    errors.password = newPasswordError(values.password, settings.password);
    errors.confirmPassword = confirmationError(values.password, values.confirmPassword);
  }
  for (const { name, rule, isRequired } of optionalFields) {
    const field = name as TMobileRegisterField;
    const value = cleanedValue(values, field);
    if (!value) {
      if (isRequired) errors[field] = VALIDATION.required;
    } else if (rule && breaksRule(value, rule)) {
      errors[field] = ruleMessageKey(rule);
    }
  }
  if (!agree) errors.agree = VALIDATION.termsRequired;
  const parsed = ZRegisterMobileInputSchema.safeParse(mobileRegisterPayload(values, agree, options));
  if (!parsed.success) {
    const schemaErrors = fieldMessagesOf<TMobileRegisterField | 'agree'>(parsed.error.issues);
    for (const [name, key] of Object.entries(schemaErrors) as [keyof typeof errors, TMessageKey][]) {
      if (!errors[name]) errors[name] = key;
    }
  }
  return errors;
};
