import { z } from 'zod';
import { optionalText, requiredText } from './validation.js';

export const ZLoginInputSchema = z.object({
  username: requiredText(64),
  password: requiredText(128),
  captcha: optionalText(16),
  /** Remember the username and keep a 24-hour session; the password is never stored. */
  remember: z.boolean().default(false),
});
export type TLoginInput = z.input<typeof ZLoginInputSchema>;

export const ZMemberSchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
});
export type TMember = z.infer<typeof ZMemberSchema>;

export const ZLoginOutputSchema = z.object({
  member: ZMemberSchema,
  firstTimeLogin: z.boolean(),
  /** The insecure default password, or an expired one under PWDEXPFORCECHANGE3. */
  mustChangePassword: z.boolean(),
});
export type TLoginOutput = z.infer<typeof ZLoginOutputSchema>;

export const ZMeOutputSchema = z.object({ member: ZMemberSchema.nullable() });
export type TMeOutput = z.infer<typeof ZMeOutputSchema>;

export const ZCaptchaOutputSchema = z.object({ image: z.string().startsWith('data:image/png;base64,') });
export const ZLogoutOutputSchema = z.object({ ok: z.literal(true) });
