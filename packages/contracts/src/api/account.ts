import { z } from 'zod';
import {
  countryDialingCode,
  mobileNumber,
  optionalText,
  requiredText,
  VALIDATION,
  verificationCode,
} from './validation.js';

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
    /** A member's referral code (`?referralCode=` of its link): links the new member to the inviter. */
    referralCode: optionalText(),
    paymentPassword: optionalText(128),
    line: optionalText(),
    whatsapp: optionalText(),
    facebook: optionalText(),
    wechat: optionalText(),
    idNumber: optionalText(),
    /** With REGMOBVERF3 on, the mobile number is proven with an SMS code. */
    verificationCode: optionalText(255),
    countryDialingCode: countryDialingCode().optional(),
    agree: z.literal(true, { error: VALIDATION.termsRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: VALIDATION.passwordsDiffer,
  });
export type TRegisterInput = z.input<typeof ZRegisterInputSchema>;

/**
 * Registration by mobile number (MOBILENUMREG3): the number becomes the
 * username. The SMS code is required with REGMOBVERF3 on; the password with
 * MOBILENUMPASSREG3 on (otherwise the member signs in by SMS). The other
 * fields follow the register settings, as for username registration.
 */
export const ZRegisterMobileInputSchema = z
  .object({
    mobileNum: mobileNumber(),
    countryDialingCode: countryDialingCode(),
    verificationCode: optionalText(255),
    password: optionalText(128),
    confirmPassword: optionalText(128),
    payeeName: optionalText(),
    email: optionalText(),
    affiliateCode: optionalText(),
    referralCode: optionalText(),
    paymentPassword: optionalText(128),
    agree: z.literal(true, { error: VALIDATION.termsRequired }),
  })
  .refine((v) => (v.password ?? '') === (v.confirmPassword ?? ''), {
    path: ['confirmPassword'],
    error: VALIDATION.passwordsDiffer,
  });
export type TRegisterMobileInput = z.input<typeof ZRegisterMobileInputSchema>;

/** An email address as typed: trimmed, then checked for its shape (docs/product.md §5). */
const emailAddress = () => requiredText(255).pipe(z.email({ error: VALIDATION.email }));

/**
 * Registration by email (EMAILREG3, decision 0034): a username and password
 * as for username registration, plus the email, proven by the code mailed to
 * it. The merchant's register settings still rule the username, password and
 * invitation code.
 */
export const ZRegisterEmailInputSchema = z
  .object({
    username: requiredText(64),
    password: requiredText(128),
    confirmPassword: requiredText(128),
    email: emailAddress(),
    verificationCode: verificationCode(),
    affiliateCode: optionalText(),
    referralCode: optionalText(),
    agree: z.literal(true, { error: VALIDATION.termsRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: VALIDATION.passwordsDiffer,
  });
export type TRegisterEmailInput = z.input<typeof ZRegisterEmailInputSchema>;

/** Sending the registration code to an email address; the reply is `ZSmsCodeOutputSchema`'s countdown. */
export const ZMailCodeInputSchema = z.object({ email: emailAddress() });
export type TMailCodeInput = z.input<typeof ZMailCodeInputSchema>;

/** A free username that follows the merchant's username rule, for the register forms to offer. */
export const ZSuggestUsernameOutputSchema = z.object({ username: z.string().min(1) });

export const ZAffiliateCheckInputSchema = z.object({ code: requiredText(64) });
export const ZAffiliateCheckOutputSchema = z.object({ valid: z.boolean() });

/** Change password: the old one is always sent; the form hides it when the app already holds it. */
export const ZChangePasswordInputSchema = z
  .object({
    oldPassword: requiredText(128),
    newPassword: requiredText(128),
    confirmNewPassword: requiredText(128),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    path: ['confirmNewPassword'],
    error: VALIDATION.passwordsDiffer,
  });
export type TChangePasswordInput = z.input<typeof ZChangePasswordInputSchema>;

export const ZForgotByEmailInputSchema = z.object({
  username: requiredText(64),
  email: emailAddress(),
});
export type TForgotByEmailInput = z.input<typeof ZForgotByEmailInputSchema>;
export const ZForgotByEmailOutputSchema = z.object({ sent: z.literal(true) });

export const ZResetByPhoneInputSchema = z
  .object({
    mobileNum: mobileNumber(),
    countryDialingCode: countryDialingCode(),
    verificationCode: verificationCode(),
    newPassword: requiredText(128),
    confirmNewPassword: requiredText(128),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    path: ['confirmNewPassword'],
    error: VALIDATION.passwordsDiffer,
  });
export type TResetByPhoneInput = z.input<typeof ZResetByPhoneInputSchema>;
