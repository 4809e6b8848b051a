import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '@site/contracts';
import { SealedBox } from '../session/sealed-box.js';

/** How long a visitor may spend at the provider before the sign-in has to start again. */
export const SOCIAL_STATE_LIFETIME_MS = 10 * 60_000;

/**
 * What the gateway remembers across the trip to the provider, sealed in a
 * short-lived httpOnly cookie: the `state` that must come back (so nobody
 * can feed the visitor someone else's code), and where the trip started.
 */
export const ZSocialStateSchema = z.object({
  state: z.string().min(32),
  provider: z.enum(SOCIAL_PROVIDERS),
  remember: z.boolean(),
  /** The exact redirect URI sent to the provider; the code is bound to it. */
  redirectUri: z.string(),
  createdAt: z.number().int().nonnegative(),
});
export type TSocialState = z.infer<typeof ZSocialStateSchema>;

export class SocialStateSealer extends SealedBox<typeof ZSocialStateSchema> {
  constructor(secret: string) {
    super(secret, {
      keyPurpose: 'social-state-cookie',
      associatedData: 'site-gateway/social-state/v1',
      schema: ZSocialStateSchema,
    });
  }
}

export const newStateValue = (): string => randomBytes(32).toString('base64url');

/** Same length first: timingSafeEqual throws on different lengths. */
export const isSameState = (expected: string, received: string): boolean => {
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** `__Host-` over HTTPS, like the session cookie. */
export const socialStateCookieName = (secure: boolean): string =>
  secure ? '__Host-social_state' : 'social_state';

/**
 * SameSite=Lax still travels on the provider's top-level redirect back to
 * the callback (a GET navigation), which is exactly when it is needed.
 */
export const socialStateCookieOptions = (secure: boolean) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure,
  maxAge: SOCIAL_STATE_LIFETIME_MS / 1000,
});
