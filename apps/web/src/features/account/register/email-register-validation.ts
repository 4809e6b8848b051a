import { type TRegisterEmailInput, VALIDATION, ZRegisterEmailInputSchema } from '@site/contracts/api';
import type { TRegisterSettings } from '@site/contracts/wire';
import type { TFieldErrors } from '../../../components/form/use-form';
import { fieldMessagesOf } from '../../../lib/forms/schema-messages';
import type { TMessageKey } from '../../../lib/i18n-keys';
import { verificationCodeError } from '../../shared-auth/sms/sms-validation';
import { confirmationError, newPasswordError } from '../password/new-password-check';
import { breaksRule, ruleMessageKey } from './register-validation';
import { emailAddressError } from './use-email-code';

export type TEmailRegisterField =
  'username' | 'password' | 'confirmPassword' | 'email' | 'verificationCode' | 'affiliateCode';
export type TEmailRegisterValues = Record<TEmailRegisterField, string>;

/** The invitation code is asked for when the merchant's settings enable it. */
export const hasAffiliateField = (settings: TRegisterSettings): boolean =>
  settings.affiliateCode?.enabled === true;

/** The request for `account.registerByEmail`; passwords as typed, everything else trimmed. */
export const emailRegisterPayload = (
  values: TEmailRegisterValues,
  agree: boolean,
  settings: TRegisterSettings,
): TRegisterEmailInput => {
  const affiliateCode = values.affiliateCode.trim();
  return {
    username: values.username.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    email: values.email.trim(),
    verificationCode: values.verificationCode.trim(),
    ...(hasAffiliateField(settings) && affiliateCode ? { affiliateCode } : {}),
    agree: agree as true,
  };
};

/** A value's problem under the merchant's rule for its field: required, length, pattern. */
const ruleError = (value: string, rule: TRegisterSettings[string] | undefined, isRequired: boolean) => {
  if (!value) return isRequired ? VALIDATION.required : undefined;
  return rule && breaksRule(value, rule) ? ruleMessageKey(rule) : undefined;
};

/**
 * Client-side checks of the email tab: the merchant's username, password,
 * email and invitation-code rules, the address's shape, the code, the terms,
 * then the contracts' schema for whatever is left. Field → i18n message key.
 */
export const validateEmailRegistration = (
  values: TEmailRegisterValues,
  agree: boolean,
  settings: TRegisterSettings,
): TFieldErrors<TEmailRegisterField | 'agree'> => {
  const email = values.email.trim();
  const emailRule = settings.email?.enabled ? settings.email : undefined;
  const errors: TFieldErrors<TEmailRegisterField | 'agree'> = {
    username: ruleError(values.username.trim(), settings.username, true),
    password: newPasswordError(values.password, settings.password),
    confirmPassword: confirmationError(values.password, values.confirmPassword),
    email: email ? (emailAddressError(email) ?? ruleError(email, emailRule, true)) : VALIDATION.required,
    verificationCode: verificationCodeError(values.verificationCode),
    affiliateCode: hasAffiliateField(settings)
      ? ruleError(
          values.affiliateCode.trim(),
          settings.affiliateCode,
          settings.affiliateCode?.required === true,
        )
      : undefined,
    agree: agree ? undefined : VALIDATION.termsRequired,
  };
  const parsed = ZRegisterEmailInputSchema.safeParse(emailRegisterPayload(values, agree, settings));
  if (!parsed.success) {
    const schemaErrors = fieldMessagesOf<TEmailRegisterField | 'agree'>(parsed.error.issues);
    for (const [name, key] of Object.entries(schemaErrors) as [keyof typeof errors, TMessageKey][]) {
      if (!errors[name]) errors[name] = key;
    }
  }
  return errors;
};
