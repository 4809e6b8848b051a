import type { SessionSealer } from './sealer.js';
import type { TSessionPayload } from './session-payload.js';
import {
  SESSION_MAX_AGE_SECONDS,
  sessionCookieName,
  sessionCookieOptions,
  type TSessionCookieOptions,
} from './session-cookie.js';

/** The visitor's session as procedures see it. */
export type TSessionHandle = {
  /** The opened session, or null when there is none, or it is tampered or too old. */
  readonly current: TSessionPayload | null;
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
  now?: () => number;
}): TSessionHandle => {
  const { jar, sealer, secure } = options;
  const now = options.now ?? Date.now;
  const name = sessionCookieName(secure);

  const openCookie = (): TSessionPayload | null => {
    const sealed = jar.get(name);
    const payload = sealed ? sealer.open(sealed) : null;
    if (!payload) return null;
    // Even a browser-session cookie can live for weeks in a restored browser; the server caps it.
    const ageMs = now() - payload.issuedAt;
    return ageMs >= 0 && ageMs <= SESSION_MAX_AGE_SECONDS * 1000 ? payload : null;
  };

  let current = openCookie();
  return {
    get current() {
      return current;
    },
    save(payload) {
      current = payload;
      jar.set(name, sealer.seal(payload), sessionCookieOptions(secure, payload.remember));
    },
    clear() {
      current = null;
      jar.clear(name, sessionCookieOptions(secure, false));
    },
  };
};
