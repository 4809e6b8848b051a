import type { TRegisterSettings } from '@site/contracts/wire';
import type { TRegisterFieldSpec } from './register-fields';

/** The merchant-configured fields that mobile registration also takes (ZRegisterMobileInputSchema). */
export const MOBILE_OPTIONAL_FIELDS = ['payeeName', 'email', 'affiliateCode', 'paymentPassword'] as const;
export type TMobileOptionalField = (typeof MOBILE_OPTIONAL_FIELDS)[number];

export type TMobileRegisterField =
  | 'countryDialingCode'
  | 'mobileNum'
  | 'verificationCode'
  | 'password'
  | 'confirmPassword'
  | TMobileOptionalField;

/** Each optional field whose rule is enabled, required exactly as its rule says. */
export const mobileOptionalFields = (settings: TRegisterSettings): TRegisterFieldSpec[] =>
  MOBILE_OPTIONAL_FIELDS.flatMap((name) => {
    const rule = settings[name];
    return rule?.enabled ? [{ name, rule, isRequired: rule.required }] : [];
  });
