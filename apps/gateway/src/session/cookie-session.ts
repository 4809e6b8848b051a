import type { TClock } from '../clock.js';
import type { SessionSealer } from './sealer.js';
import { sessionCookieName, sessionCookieOptions, type TSessionCookieOptions } from './session-cookie.js';
import type { TSessionPayload } from './session-payload.js';
import { isSessionExpired, type TSessionTimeouts } from './session-timeouts.js';

/** The visitor's session as procedures see it. */
export type TSessionHandle = {
  /** The opened session, or null when there is none, or it is tampered or timed out. */
  readonly current: TSessionPayload | null;
  /** True once this response sets or clears the cookie. */
  readonly isWritten: boolean;
  /**
   * The session the visitor brought if it had timed out, handed out once so
   * that its upstream token is ended exactly once.
   */
  takeExpired(): TSessionPayload | null;
  /** Seals the payload into the cookie of this response. */
  save(payload: TSessionPayload): void;
  /** Expires the cookie in the browser. */
  clear(): void;
};

/** The request's cookies and the response's Set-Cookie, as @fastify/cookie offers them. */
export type TCookieJar = {
  get(name: string): string | undefined;
  set(name: string, value: string, options: TSessionCookieOptions): void;
  clear(name: string, options: TSessionCookieOptions): void;
};

export const createCookieSession = (options: {
  jar: TCookieJar;
  sealer: SessionSealer;
  secure: boolean;
  clock: TClock;
  timeouts: TSessionTimeouts;
}): TSessionHandle => {
  const { jar, sealer, secure, clock, timeouts } = options;
  const name = sessionCookieName(secure);

  const sealed = jar.get(name);
  const opened = sealed ? sealer.open(sealed) : null;
  const isExpired = opened !== null && isSessionExpired(opened, timeouts, clock.now());
  let current = isExpired ? null : opened;
  let expired = isExpired ? opened : null;
  let isWritten = false;

  return {
    get current() {
      return current;
    },
    get isWritten() {
      return isWritten;
    },
    takeExpired() {
      const taken = expired;
      expired = null;
      return taken;
    },
    save(payload) {
      current = payload;
      isWritten = true;
      jar.set(name, sealer.seal(payload), sessionCookieOptions(secure, payload, timeouts, clock.now()));
    },
    clear() {
      current = null;
      isWritten = true;
      jar.clear(name, sessionCookieOptions(secure, null, timeouts, clock.now()));
    },
  };
};
