import { z } from 'zod';

/**
 * Validation messages are i18n keys, so the same schema validates the web
 * form and the gateway procedure and both show the user's language.
 */
export const VALIDATION = {
  required: 'validation.required',
  tooLong: 'validation.too_long',
  pattern: 'validation.pattern',
  passwordsDiffer: 'inconsistent_twice',
  termsRequired: 'validation.terms_required',
  invalid: 'validation.invalid',
  // The other messages of docs/product.md §5.
  passwordLength: 'validation.password_length',
  verificationCode: 'validation.verification_code',
  mobile: 'validation.mobile',
  countryCode: 'validation.country_code',
  email: 'validation.email',
  realName: 'validation.real_name',
  phoneFormat: 'validation.phone_format',
  phoneDigits: 'validation.phone_digits',
  usernameAndPassword: 'validation.username_password',
  contentLength: 'validation.content_length',
  feedbackRequired: 'validation.feedback_required',
  // Cashier and records.
  paymentPasswordFormat: 'validation.payment_password_format',
  bankAccountFormat: 'validation.bank_account_format',
  proofImage: 'validation.proof_image',
  tooManyProofs: 'validation.too_many_proofs',
  proofRequired: 'validation.proof_required',
  dateRange: 'validation.date_range',
  sameWallet: 'validation.same_wallet',
} as const;

export const requiredText = (max = 255) =>
  z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .max(max, { error: VALIDATION.tooLong });

export const optionalText = (max = 255) =>
  z.string({ error: VALIDATION.invalid }).trim().max(max, { error: VALIDATION.tooLong }).optional();

/** A mobile number without its country code: digits only (docs/product.md §5 "enter valid mobile number"). */
export const mobileNumber = () =>
  z
    .string({ error: VALIDATION.mobile })
    .trim()
    .regex(/^\d{6,15}$/, { error: VALIDATION.mobile });

/** A country dialing code such as +63 or 63. */
export const countryDialingCode = () =>
  z
    .string({ error: VALIDATION.countryCode })
    .trim()
    .regex(/^\+?\d{1,4}$/, { error: VALIDATION.countryCode });

/** An SMS, email or authenticator code (docs/product.md §9: at most 255 characters). */
export const verificationCode = () =>
  z
    .string({ error: VALIDATION.verificationCode })
    .trim()
    .min(1, { error: VALIDATION.verificationCode })
    .max(255, { error: VALIDATION.verificationCode });
