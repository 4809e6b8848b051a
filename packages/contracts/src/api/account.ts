import { z } from 'zod';
import {
  AVATAR_TYPES,
  EARLIEST_BIRTHDAY,
  PROFILE_FIELD_MAX_LENGTH,
  PROFILE_FIELDS,
  type TProfileField,
} from '../domain/profile.js';
import { SECOND_FACTOR_METHODS } from '../domain/second-factor.js';
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
  .strictObject({
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
  .strictObject({
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
  .strictObject({
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
export const ZMailCodeInputSchema = z.strictObject({ email: emailAddress() });
export type TMailCodeInput = z.input<typeof ZMailCodeInputSchema>;

/** A free username that follows the merchant's username rule, for the register forms to offer. */
export const ZSuggestUsernameOutputSchema = z.object({ username: z.string().min(1) });

export const ZAffiliateCheckInputSchema = z.strictObject({ code: requiredText(64) });
export const ZAffiliateCheckOutputSchema = z.object({ valid: z.boolean() });

/** Change password: the old one is always sent; the form hides it when the app already holds it. */
export const ZChangePasswordInputSchema = z
  .strictObject({
    oldPassword: requiredText(128),
    newPassword: requiredText(128),
    confirmNewPassword: requiredText(128),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    path: ['confirmNewPassword'],
    error: VALIDATION.passwordsDiffer,
  });
export type TChangePasswordInput = z.input<typeof ZChangePasswordInputSchema>;

export const ZForgotByEmailInputSchema = z.strictObject({
  username: requiredText(64),
  email: emailAddress(),
});
export type TForgotByEmailInput = z.input<typeof ZForgotByEmailInputSchema>;
export const ZForgotByEmailOutputSchema = z.object({ sent: z.literal(true) });

export const ZResetByPhoneInputSchema = z
  .strictObject({
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

export const ZAvatarSchema = z.object({ id: z.string(), type: z.enum(AVATAR_TYPES) });
export type TAvatar = z.infer<typeof ZAvatarSchema>;

/** The member's avatar and the ones the merchant offers instead. */
export const ZAvatarOutputSchema = z.object({ current: ZAvatarSchema, choices: z.array(ZAvatarSchema) });
export type TAvatarOutput = z.infer<typeof ZAvatarOutputSchema>;

export const ZChangeAvatarInputSchema = z.strictObject({ id: requiredText(16) });
export type TChangeAvatarInput = z.input<typeof ZChangeAvatarInputSchema>;

/** A language switch of a signed-in visitor (docs/product.md §4 "Language change"). */
export const ZSetLanguageInputSchema = z.strictObject({
  language: z
    .string()
    .trim()
    .regex(/^[A-Z]{2,5}$/, { error: VALIDATION.invalid }),
});

/** A message key of the profile form: a birthday that is not a real past date. */
export const BIRTHDAY_INVALID = 'profile.birthday_invalid';

const isCalendarDate = (text: string): boolean => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** The latest date that is today somewhere (UTC+14), so no member's today is refused. */
const latestToday = (): string => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

/** `yyyy-MM-dd`, a real date from 1900 to today; empty clears it. */
const birthday = () =>
  z
    .string({ error: BIRTHDAY_INVALID })
    .trim()
    .refine(
      (text) =>
        text === '' ||
        (/^\d{4}-\d{2}-\d{2}$/.test(text) &&
          isCalendarDate(text) &&
          text >= EARLIEST_BIRTHDAY &&
          text <= latestToday()),
      { error: BIRTHDAY_INVALID },
    )
    .optional();

/**
 * The profile fields to save; an empty one is cleared, an unknown one is
 * refused. Which fields the merchant enables and requires is the upstream's
 * to check (the web shows only the enabled ones, with their required marks).
 */
const profileText = (field: TProfileField) => optionalText(PROFILE_FIELD_MAX_LENGTH[field]);

export const ZUpdateProfileInputSchema = z.strictObject({
  nickname: profileText('nickname'),
  telegram: profileText('telegram'),
  zalo: profileText('zalo'),
  birthday: birthday(),
  address: profileText('address'),
  nationality: profileText('nationality'),
  occupation: profileText('occupation'),
  incomeSource: profileText('incomeSource'),
}) satisfies z.ZodObject<Record<TProfileField, z.ZodType>>;
export type TUpdateProfileInput = z.input<typeof ZUpdateProfileInputSchema>;

export const ZProfileFieldSchema = z.object({
  field: z.enum(PROFILE_FIELDS),
  isRequired: z.boolean(),
  value: z.string(),
  maxLength: z.number().int().positive(),
});
export type TProfileFieldValue = z.infer<typeof ZProfileFieldSchema>;

/** The fields the merchant enables, in its order, with the member's values. */
export const ZProfileOutputSchema = z.object({ fields: z.array(ZProfileFieldSchema) });
export type TProfileOutput = z.infer<typeof ZProfileOutputSchema>;

/** The security centre's list: which items the member has set (numbers and addresses masked). */
export const ZSecurityConfigOutputSchema = z.object({
  hasPaymentPassword: z.boolean(),
  mobile: z.string().nullable(),
  isMobileVerified: z.boolean(),
  email: z.string().nullable(),
  hasBankCard: z.boolean(),
  secondFactor: z.enum(SECOND_FACTOR_METHODS).nullable(),
});
export type TSecurityConfigOutput = z.infer<typeof ZSecurityConfigOutputSchema>;

/** Proving the member's own number with the code texted to it. */
export const ZVerifyMobileInputSchema = z.strictObject({
  mobileNum: mobileNumber(),
  countryDialingCode: countryDialingCode(),
  verificationCode: verificationCode(),
});
export type TVerifyMobileInput = z.input<typeof ZVerifyMobileInputSchema>;
