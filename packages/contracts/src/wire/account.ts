import { z } from 'zod';

/**
 * The account group: registration, passwords and the affiliate check
 * (docs/upstream.md §3, docs/product.md §7 "Session and account").
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
