import { LIMITS } from '@site/contracts';

/** The 24-hour remembered login of the spec (section 9), also the longest any session is honoured. */
export const SESSION_MAX_AGE_SECONDS = LIMITS.rememberedLoginHours * 60 * 60;

export type TSessionCookieOptions = {
  httpOnly: true;
  sameSite: 'lax';
  path: '/';
  secure: boolean;
  maxAge?: number;
};

/**
 * `__Host-` makes the browser refuse the cookie unless it is Secure, host-only
 * and Path=/, so over HTTPS no subdomain can plant or overwrite the session.
 */
export const sessionCookieName = (secure: boolean): string => (secure ? '__Host-sid' : 'sid');

/** Remembered sessions persist for 24 hours; the others end with the browser session. */
export const sessionCookieOptions = (secure: boolean, remember: boolean): TSessionCookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure,
  ...(remember ? { maxAge: SESSION_MAX_AGE_SECONDS } : {}),
});
