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
} as const;

export const requiredText = (max = 255) =>
  z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .max(max, { error: VALIDATION.tooLong });

export const optionalText = (max = 255) =>
  z.string({ error: VALIDATION.invalid }).trim().max(max, { error: VALIDATION.tooLong }).optional();
