import { z } from 'zod';
import { optionalText, requiredText, VALIDATION } from './validation.js';

/**
 * Registration input. Which optional fields are shown and required comes from
 * the register settings at run time; the gateway checks them against the
 * settings, so this schema only bounds the shape.
 */
export const ZRegisterInputSchema = z
  .object({
    username: requiredText(64),
    password: requiredText(128),
    confirmPassword: requiredText(128),
    payeeName: optionalText(),
    email: optionalText(),
    qqNum: optionalText(),
    mobileNum: optionalText(32),
    recommenderId: optionalText(),
    captcha: optionalText(16),
    affiliateCode: optionalText(),
    paymentPassword: optionalText(128),
    line: optionalText(),
    whatsapp: optionalText(),
    facebook: optionalText(),
    wechat: optionalText(),
    idNumber: optionalText(),
    agree: z.literal(true, { error: VALIDATION.termsRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: VALIDATION.passwordsDiffer,
  });
export type TRegisterInput = z.input<typeof ZRegisterInputSchema>;
