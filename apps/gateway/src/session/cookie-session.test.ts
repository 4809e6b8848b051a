import { describe, expect, it } from 'vitest';
import { createCookieSession, type TCookieJar } from './cookie-session.js';
import { SessionSealer } from './sealer.js';
import type { TSessionCookieOptions } from './session-cookie.js';

const sealer = new SessionSealer('a-test-secret-of-at-least-32-characters!!');
const NOW = 1_700_000_000_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const jarWith = (cookies: Record<string, string>) => {
  const written: Array<{ name: string; value: string; options: TSessionCookieOptions; isClear: boolean }> =
    [];
  const jar: TCookieJar = {
    get: (name) => cookies[name],
    set: (name, value, options) => written.push({ name, value, options, isClear: false }),
    clear: (name, options) => written.push({ name, value: '', options, isClear: true }),
  };
  return { jar, written };
};

describe('createCookieSession', () => {
  it('opens the sid cookie', () => {
    const payload = { token: 't', remember: false, issuedAt: NOW };
    const { jar } = jarWith({ sid: sealer.seal(payload) });
    expect(createCookieSession({ jar, sealer, secure: false, now: () => NOW }).current).toEqual(payload);
  });

  it('reads and writes __Host-sid when secure', () => {
    const payload = { token: 't', remember: true, issuedAt: NOW };
    const { jar, written } = jarWith({ sid: sealer.seal(payload) });
    const session = createCookieSession({ jar, sealer, secure: true, now: () => NOW });
    expect(session.current).toBeNull();
    session.save(payload);
    expect(written[0]).toMatchObject({
      name: '__Host-sid',
      options: { httpOnly: true, sameSite: 'lax', path: '/', secure: true, maxAge: 86_400 },
    });
  });

  it('writes a browser-session cookie unless remembered', () => {
    const { jar, written } = jarWith({});
    const session = createCookieSession({ jar, sealer, secure: false, now: () => NOW });
    session.save({ token: 't', remember: false, issuedAt: NOW });
    expect(written[0]?.options.maxAge).toBeUndefined();
    expect(sealer.open(written[0]?.value ?? '')).toEqual({ token: 't', remember: false, issuedAt: NOW });
    expect(session.current?.token).toBe('t');
  });

  it('treats a tampered cookie as no session', () => {
    const { jar } = jarWith({ sid: `${sealer.seal({ token: 't', remember: false, issuedAt: NOW })}x` });
    expect(createCookieSession({ jar, sealer, secure: false, now: () => NOW }).current).toBeNull();
  });

  it('ignores a session older than 24 hours, even a browser-session one', () => {
    const { jar } = jarWith({
      sid: sealer.seal({ token: 't', remember: false, issuedAt: NOW - DAY_MS - 1 }),
    });
    expect(createCookieSession({ jar, sealer, secure: false, now: () => NOW }).current).toBeNull();
  });

  it('clears the cookie and forgets the session', () => {
    const { jar, written } = jarWith({ sid: sealer.seal({ token: 't', remember: true, issuedAt: NOW }) });
    const session = createCookieSession({ jar, sealer, secure: false, now: () => NOW });
    session.clear();
    expect(session.current).toBeNull();
    expect(written[0]).toMatchObject({ name: 'sid', isClear: true, options: { path: '/', httpOnly: true } });
  });
});
