import { z } from 'zod';
import { SECOND_FACTOR_METHODS } from '../domain/second-factor.js';
import { SLIDE_CAPTCHA_STEPS } from '../domain/slide-captcha.js';
import { ZWireRestrictionSchema } from './responsible.js';

/**
 * The session group: the RSA key and captcha of a login, password, SMS,
 * second-factor, social and free-play logins, the member's info and logout
 * (docs/upstream.md §3, docs/product.md §7 "Session and account").
 */
export const SESSION_PATHS = {
  rsaKey: '/wps/session/key/rsa',
  captcha: '/wps/captcha',
  /** GEETEST3's slide captcha: a GeeTest v3 register reply, with our stand-in puzzle (decision 0035). */
  geetest: '/wps/captcha/geetest',
  login: '/wps/session/login',
  loginVerification: '/wps/session/login/verification',
  freePlay: '/wps/session/login/freeplay',
  /** Social sign-in with our own providers, `:provider` google or facebook (ours). */
  socialLogin: '/wps/session/login/:provider',
  /** The catalogue's social sign-ins, one call each (docs/upstream.md §3). */
  socialLoginLine: '/wps/session/login/line',
  socialLoginApple: '/wps/session/login/apple',
  socialLoginTelegram: '/wps/session/login/telegram',
  socialLoginMaya: '/wps/session/login/maya',
  smsLoginCode: '/wps/verification/sms/noLogin',
  memberInfo: '/wps/member/info',
  logout: '/wps/session/logout',
} as const;

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'line', 'apple', 'telegram', 'maya'] as const;
export type TSocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The cookie the upstream binds a captcha with (docs/upstream.md §1). */
export const CAPTCHA_COOKIE = 'captchaId';

export const LOGIN_TYPES = ['username', 'sms'] as const;

/** The decrypted body of `POST /wps/session/login`. */
export const ZWireLoginRequestSchema = z.object({
  username: z.string(),
  password: z.string(),
  captcha: z.string().default(''),
  /** GEETEST3: the slide captcha's result fields, in GeeTest v3's names. */
  geetest_challenge: z.string().max(64).optional(),
  geetest_validate: z.string().max(64).optional(),
  geetest_seccode: z.string().max(80).optional(),
  type: z.enum(LOGIN_TYPES).default('username'),
  mobileNum: z.string().optional(),
  verificationCode: z.string().optional(),
  countryDialingCode: z.string().optional(),
});
export type TWireLoginRequest = z.infer<typeof ZWireLoginRequestSchema>;

/** `value` of a successful login or registration. */
export const ZWireLoginValueSchema = z.object({
  token: z.string().min(1),
  id: z.union([z.string(), z.number()]).optional(),
  userName: z.string().optional(),
  customerType: z.number().optional(),
  firstTimeLogin: z.boolean().default(false),
  passwordExpired: z.boolean().default(false),
  mobileNum: z.string().nullish(),
});
export type TWireLoginValue = z.infer<typeof ZWireLoginValueSchema>;

/** `value` of a rejected login: the captcha flag. */
export const ZWireLoginFailureValueSchema = z
  .object({ captcha: z.boolean().optional() })
  .passthrough()
  .nullish();

/** `value` of `GET /wps/captcha`: a base64 PNG. */
export const ZWireCaptchaValueSchema = z.string().min(1);

/**
 * `value` of `GET /wps/captcha/geetest`: GeeTest v3's register reply
 * (`success`, `gt`, `challenge`, `new_captcha`). GeeTest's own widget is a
 * third-party script the site does not load; `gap` is our stand-in puzzle,
 * where the piece must be slid to (decision 0035).
 */
export const ZWireGeetestValueSchema = z.object({
  success: z.union([z.literal(0), z.literal(1)]),
  gt: z.string(),
  challenge: z.string().min(1).max(64),
  new_captcha: z.boolean(),
  gap: z.number().int().min(0).max(SLIDE_CAPTCHA_STEPS),
});

/** GeeTest's seccode is its validate with this suffix. */
export const GEETEST_SECCODE_SUFFIX = '|jordan';

/** `value` of `GET /wps/member/info`: empty for guests. */
export const ZWireMemberInfoSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  account: z.string(),
  nickname: z.string().nullish(),
  type: z.coerce.number().int(),
  language: z.string().nullish(),
  clubLabel: z.object({ labelName: z.string().nullish() }).nullish(),
  regDate: z.number().nullish(),
  mobile: z.string().nullish(),
  /** Ours: a time-out, self-exclusion or listing in force (docs/decisions/0041-responsible-gaming.md). */
  restriction: ZWireRestrictionSchema.nullish(),
});
export type TWireMemberInfo = z.infer<typeof ZWireMemberInfoSchema>;

/** `POST /wps/verification/sms/noLogin` and `POST /wps/member/password/sms`. */
export const ZWireSmsCodeRequestSchema = z.object({
  mobileNum: z.string(),
  countryDialingCode: z.string(),
});

/** Desktop clients read `expiredMinutes`; mobile ones read `expirationTime` (ms epoch). */
export const ZWireSmsCodeValueSchema = z.object({
  expiredMinutes: z.coerce.number().positive(),
  expirationTime: z.number().optional(),
});

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
