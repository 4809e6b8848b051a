import { z } from 'zod';
import {
  AVATAR_TYPES,
  BIND_MOBILE_OPERATION_TYPE,
  PROFILE_FIELDS,
  type TProfileField,
} from '../domain/profile.js';
import { SECOND_FACTOR_METHODS } from '../domain/second-factor.js';

/**
 * The account group: registration, passwords, the affiliate check and the
 * member's profile: avatar, profile fields, language, security settings and
 * the binding of a mobile number (docs/upstream.md §3, docs/product.md §7
 * "Session and account").
 */
export const ACCOUNT_PATHS = {
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  registerMail: '/wps/member/register/mail',
  autoUsername: '/wps/member/register/autoUsername',
  mailRegisterCode: '/wps/v2/verification/mail/register',
  mailRegisterVerify: '/wps/v2/verification/mail/register/verify',
  smsRegisterCode: '/wps/verification/sms/register',
  smsResetCode: '/wps/member/password/sms',
  changePassword: '/wps/member/password',
  forgotByEmail: '/wps/member/password/email',
  resetByPhone: '/wps/member/password/verification',
  affiliate: '/wps/agent/affiliate',
  /** `{avatar, avatarType}` of the member. */
  playerAvatar: '/wps/relay/MCSFE_getPlayerAvatar',
  /** PROFPIC3: the avatars the member may choose (reply ours). */
  avatarChoices: '/wps/member/info/icon',
  /** Ours: choose one of them (the same path, PUT). */
  changeAvatar: '/wps/member/info/icon',
  language: '/wps/member/language',
  /** Which security items the member has set (reply ours). */
  securityConfig: '/wps/v2/member/securityConfig',
  /** Ours: the profile fields the merchant enables, with the member's values (GET) and their update (PUT). */
  profile: '/wps/member/profile',
  updateProfile: '/wps/member/profile',
  /** A code to the member's own number (`operationType` 5: bind the number). */
  bindMobileCode: '/wps/v2/verification/sms/send',
  bindMobileVerify: '/wps/v2/verification/sms/verify',
} as const;

/** The decrypted body of `PUT /wps/member/register`. */
export const ZWireRegisterRequestSchema = z
  .object({
    username: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    payeeName: z.string().optional(),
    email: z.string().optional(),
    qqNum: z.string().optional(),
    mobileNum: z.string().optional(),
    recommenderId: z.string().optional(),
    captcha: z.string().optional(),
    verificationCode: z.string().optional(),
    affiliateCode: z.string().optional(),
    paymentPassword: z.string().optional(),
    line: z.string().optional(),
    whatsapp: z.string().optional(),
    facebook: z.string().optional(),
    wechat: z.string().optional(),
    idNumber: z.string().optional(),
    referralCode: z.string().optional(),
    domain: z.string().optional(),
    countryDialingCode: z.string().optional(),
    login: z.boolean().default(true),
    registerUrl: z.string().optional(),
    registerMethod: z.literal('WEB').default('WEB'),
  })
  .passthrough();
export type TWireRegisterRequest = z.infer<typeof ZWireRegisterRequestSchema>;

/** `POST /wps/verification/sms/register` names the number `mobileNo` (docs/upstream.md §3). */
export const ZWireSmsRegisterCodeRequestSchema = z.object({
  mobileNo: z.string(),
  countryDialingCode: z.string(),
});

/** `POST /wps/v2/verification/mail/register`: a code to prove an email at registration (operationType 1). */
export const ZWireMailRegisterCodeRequestSchema = z.object({
  email: z.string(),
  operationType: z.literal(1),
});

/** `POST /wps/v2/verification/mail/register/verify`. */
export const ZWireMailRegisterVerifyRequestSchema = z.object({
  email: z.string(),
  verificationCode: z.string(),
});

/** `value` of the verify call (ours: the public material shows no reply). */
export const ZWireMailRegisterVerifyValueSchema = z.object({ verified: z.literal(true) });

/** `value` of `PUT /wps/member/register/autoUsername` (ours): a free name that follows the username rule. */
export const ZWireAutoUsernameValueSchema = z.object({ username: z.string().min(1) });

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

/** `MCSFE_getPlayerAvatar` → `{avatar:"0", avatarType:"STATIC"}` (docs/upstream.md §3); also each choice of the icon call. */
export const ZWireAvatarSchema = z.object({
  avatar: z.coerce.string().min(1),
  avatarType: z.string().min(1),
});
export type TWireAvatar = z.infer<typeof ZWireAvatarSchema>;

/** `value` of `GET /wps/member/info/icon`: the merchant's avatars. */
export const ZWireAvatarChoicesSchema = z.array(ZWireAvatarSchema);

/** `PUT /wps/member/info/icon` (ours); the reply is the avatar now set. */
export const ZWireChangeAvatarRequestSchema = z.object({
  avatar: z.string().min(1).max(16),
  avatarType: z.enum(AVATAR_TYPES),
});

/** `PUT /wps/member/language`: an upper-case language code of the merchant's. */
export const ZWireLanguageRequestSchema = z.object({ language: z.string().regex(/^[A-Z]{2,5}$/) });

/** `value` of `GET /wps/v2/member/securityConfig` (ours): what the member has set; numbers and addresses masked. */
export const ZWireSecurityConfigSchema = z.object({
  hasPaymentPassword: z.boolean(),
  mobileNum: z.string().nullish(),
  isMobileVerified: z.boolean(),
  email: z.string().nullish(),
  hasBankCard: z.boolean(),
  secondFactor: z.enum(SECOND_FACTOR_METHODS).nullish(),
});
export type TWireSecurityConfig = z.infer<typeof ZWireSecurityConfigSchema>;

/** One field of `GET /wps/member/profile` (ours): only the fields the merchant enables, in the merchant's order. */
export const ZWireProfileFieldSchema = z.object({
  field: z.enum(PROFILE_FIELDS),
  required: z.boolean(),
  value: z.string().nullish(),
});
export const ZWireProfileSchema = z.object({ fields: z.array(ZWireProfileFieldSchema) });
export type TWireProfile = z.infer<typeof ZWireProfileSchema>;

/**
 * `PUT /wps/member/profile` (ours): the enabled fields to set; an empty
 * string clears one. A field the merchant does not enable is refused.
 */
export const ZWireUpdateProfileRequestSchema = z
  .object({
    nickname: z.string().optional(),
    telegram: z.string().optional(),
    zalo: z.string().optional(),
    birthday: z.string().optional(),
    address: z.string().optional(),
    nationality: z.string().optional(),
    occupation: z.string().optional(),
    incomeSource: z.string().optional(),
  } satisfies Record<TProfileField, z.ZodType>)
  .strict();
export type TWireUpdateProfileRequest = z.infer<typeof ZWireUpdateProfileRequestSchema>;

/** `POST /wps/v2/verification/sms/send` (docs/upstream.md §3); the reply is an SMS code value. */
export const ZWireBindMobileCodeRequestSchema = z.object({
  mobileNum: z.string(),
  operationType: z.literal(BIND_MOBILE_OPERATION_TYPE),
  countryDialingCode: z.string(),
});

/** `POST /wps/v2/verification/sms/verify`: a right code binds the number to the member as verified. */
export const ZWireBindMobileVerifyRequestSchema = z.object({
  countryDialingCode: z.string(),
  mobileNum: z.string(),
  verificationCode: z.string(),
});
