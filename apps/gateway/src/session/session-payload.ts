import { z } from 'zod';

/** What the sealed `sid` cookie holds. Only the gateway can read it. */
export const ZSessionPayloadSchema = z.object({
  /** The bare upstream token; the browser never sees it. */
  token: z.string().min(1).optional(),
  /** The upstream's captcha binding, replayed as `Cookie: captchaId=…` on login. */
  captchaId: z.string().min(1).optional(),
  /** A 24-hour persistent cookie instead of a browser-session one. */
  remember: z.boolean(),
  /** Milliseconds since the epoch; sessions older than the maximum age are ignored. */
  issuedAt: z.number().int().nonnegative(),
});
export type TSessionPayload = z.infer<typeof ZSessionPayloadSchema>;
