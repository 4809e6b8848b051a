import { z } from 'zod';

export const LOGIN_TYPES = ['username', 'sms'] as const;

/** The decrypted body of `POST /wps/session/login`. */
export const ZWireLoginRequestSchema = z.object({
  username: z.string(),
  password: z.string(),
  captcha: z.string().default(''),
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

/** The headers that carry an encrypted body (docs/upstream.md §2.5). */
export const ENCRYPTION_HEADERS = {
  rsa: 'encryption',
  digest: 'x-digest',
  modulus: 'x-rsa',
} as const;

export const ZWireEncryptedBodySchema = z.object({ value: z.string().min(1) });
