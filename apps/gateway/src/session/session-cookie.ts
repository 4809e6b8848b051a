import type { TSessionPayload } from './session-payload.js';
import { absoluteExpiry, type TSessionTimeouts } from './session-timeouts.js';

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

/**
 * A remembered session persists until its absolute end (24 hours after login,
 * however often it is re-sealed); the others end with the browser session.
 */
export const sessionCookieOptions = (
  secure: boolean,
  session: Pick<TSessionPayload, 'remember' | 'issuedAt' | 'lastSeenAt'> | null,
  timeouts: TSessionTimeouts,
  now: number,
): TSessionCookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure,
  ...(session?.remember
    ? { maxAge: Math.max(1, Math.ceil((absoluteExpiry(session, timeouts) - now) / 1000)) }
    : {}),
});
