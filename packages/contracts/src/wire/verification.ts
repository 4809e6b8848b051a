import { z } from 'zod';
import { SECOND_FACTOR_METHODS } from '../domain/second-factor.js';

/** `POST /wps/verification/sms/noLogin` and `POST /wps/member/password/sms`. */
export const ZWireSmsCodeRequestSchema = z.object({
  mobileNum: z.string(),
  countryDialingCode: z.string(),
});

/** `POST /wps/verification/sms/register` names the number `mobileNo` (docs/upstream.md §3). */
export const ZWireSmsRegisterCodeRequestSchema = z.object({
  mobileNo: z.string(),
  countryDialingCode: z.string(),
});

/** Desktop clients read `expiredMinutes`; mobile ones read `expirationTime` (ms epoch). */
export const ZWireSmsCodeValueSchema = z.object({
  expiredMinutes: z.coerce.number().positive(),
  expirationTime: z.number().optional(),
});

/** The decrypted body of `POST /wps/member/password` (token). */
export const ZWireChangePasswordRequestSchema = z.object({
  oldPassword: z.string(),
  newPassword: z.string(),
  confirmNewPassword: z.string(),
});

/** `POST /wps/member/password/email`, form-urlencoded. */
export const ZWireForgotByEmailRequestSchema = z.object({ username: z.string(), email: z.string() });

/** The decrypted body of `POST /wps/member/password/verification`. */
export const ZWireResetByPhoneRequestSchema = z.object({
  newPassword: z.string(),
  mobileNum: z.string(),
  verificationCode: z.string(),
  countryDialingCode: z.string().optional(),
});

/** `GET /wps/agent/affiliate?code&domain`: `success` tells validity. */
export const ZWireAffiliateQuerySchema = z.object({ code: z.string(), domain: z.string().optional() });

/** `POST /wps/session/login/freeplay` (desktop: docs/upstream.md §3). */
export const ZWireFreePlayRequestSchema = z.object({
  os: z.string(),
  platform: z.literal('W'),
  Encryption: z.string(),
  'X-Gateway-Version': z.coerce.number(),
});

/**
 * `value` of a login refused with errorCode `login_verification_required`:
 * the challenge to answer through `/wps/session/login/verification`. For PHONE
 * and EMAIL the upstream has just sent the code; `target` is masked.
 */
export const ZWireSecondFactorChallengeSchema = z.object({
  verificationToken: z.string().min(1),
  method: z.enum(SECOND_FACTOR_METHODS),
  target: z.string().nullish(),
});
export type TWireSecondFactorChallenge = z.infer<typeof ZWireSecondFactorChallengeSchema>;

/** The decrypted body of `POST /wps/session/login/verification`; success answers a login value. */
export const ZWireLoginVerificationRequestSchema = z.object({
  verificationToken: z.string(),
  method: z.enum(SECOND_FACTOR_METHODS),
  /** The SMS or email code, the bank account name, or the authenticator code. */
  code: z.string(),
});

/** `POST /wps/session/login/<provider>`: the authorization code of the provider's redirect. */
export const ZWireSocialLoginRequestSchema = z.object({ code: z.string().min(1), redirectUri: z.string() });
