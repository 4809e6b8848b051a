import { z } from 'zod';
import { SECOND_FACTOR_METHODS } from '../domain/second-factor.js';
import { SLIDE_CAPTCHA_STEPS } from '../domain/slide-captcha.js';
import { SOCIAL_PROVIDERS } from '../wire/session.js';
import { ZRestrictionSchema } from './responsible.js';
import {
  countryDialingCode,
  mobileNumber,
  optionalText,
  requiredText,
  VALIDATION,
  verificationCode,
} from './validation.js';

export const ZLoginInputSchema = z.strictObject({
  username: requiredText(64),
  password: requiredText(128),
  captcha: optionalText(16),
  /** GEETEST3: where the slide captcha's piece was left (its challenge is kept in the session). */
  slidePosition: z.number().int().min(0).max(SLIDE_CAPTCHA_STEPS).optional(),
  /** Remember the username and keep a 24-hour session; the password is never stored. */
  remember: z.boolean().default(false),
  /** The agent login page admits agents only (`error_not_agent` otherwise). */
  portal: z.enum(['member', 'agent']).default('member'),
});
export type TLoginInput = z.input<typeof ZLoginInputSchema>;

export const ZMemberSchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  /** While set, the member may only withdraw and read records (docs/decisions/0041-responsible-gaming.md). */
  restriction: ZRestrictionSchema.nullable().default(null),
});
export type TMember = z.infer<typeof ZMemberSchema>;

export const ZLoginOutputSchema = z.object({
  member: ZMemberSchema,
  firstTimeLogin: z.boolean(),
  /** The insecure default password, or an expired one under PWDEXPFORCECHANGE3. */
  mustChangePassword: z.boolean(),
});
export type TLoginOutput = z.infer<typeof ZLoginOutputSchema>;

/**
 * A login either signs in, or asks for a second factor because the IP is new
 * to the member (the upstream's verification token stays in the sealed cookie).
 */
export const ZLoginResultSchema = z.discriminatedUnion('status', [
  ZLoginOutputSchema.extend({ status: z.literal('signed_in') }),
  z.object({
    status: z.literal('second_factor'),
    method: z.enum(SECOND_FACTOR_METHODS),
    /** Masked phone or email for PHONE and EMAIL. */
    target: z.string().nullable(),
  }),
]);
export type TLoginResult = z.infer<typeof ZLoginResultSchema>;

export const ZSmsLoginInputSchema = z.strictObject({
  mobileNum: mobileNumber(),
  countryDialingCode: countryDialingCode(),
  verificationCode: verificationCode(),
  remember: z.boolean().default(false),
});
export type TSmsLoginInput = z.input<typeof ZSmsLoginInputSchema>;

/** Sending an SMS code: for login, registration or a password reset. */
export const ZSmsCodeInputSchema = z.strictObject({
  mobileNum: mobileNumber(),
  countryDialingCode: countryDialingCode(),
});
export type TSmsCodeInput = z.input<typeof ZSmsCodeInputSchema>;

/** How long the code stays valid: the send button waits this long (docs/product.md §4). */
export const ZSmsCodeOutputSchema = z.object({ expiresInSeconds: z.number().int().positive() });

export const ZSecondFactorInputSchema = z.strictObject({ code: verificationCode() });

/**
 * Adopting `?token=` from the address bar into the sealed cookie. The token
 * travels to the upstream as the `Authorization` header (docs/upstream.md §1),
 * so it is visible ASCII only: anything else is bad input, not a network failure.
 */
export const ZAdoptTokenInputSchema = z.strictObject({
  token: z
    .string()
    .trim()
    .min(16, { error: VALIDATION.invalid })
    .max(512, { error: VALIDATION.invalid })
    .regex(/^[\x21-\x7e]+$/, { error: VALIDATION.invalid }),
});

export const ZMeOutputSchema = z.object({
  member: ZMemberSchema.nullable(),
  /**
   * The member signed in with the insecure default or an expired password
   * (PWDEXPFORCECHANGE3) and has not changed it yet: the app must ask again,
   * even after a reload.
   */
  mustChangePassword: z.boolean().default(false),
});
export type TMeOutput = z.infer<typeof ZMeOutputSchema>;

export const ZCaptchaOutputSchema = z.object({ image: z.string().startsWith('data:image/png;base64,') });
/** The slide captcha's puzzle: where its gap is, 0..SLIDE_CAPTCHA_STEPS. */
export const ZSlideCaptchaOutputSchema = z.object({ gap: z.number().int().min(0).max(SLIDE_CAPTCHA_STEPS) });
export const ZLogoutOutputSchema = z.object({ ok: z.literal(true) });

/** Social sign-in providers the site offers (the gateway runs the redirect flow at /auth/social/<provider>). */
export const ZSocialProviderSchema = z.enum(SOCIAL_PROVIDERS);
