import { describe, expect, it } from 'vitest';
import { FakeClock } from '../test/fake-clock.js';
import { createCookieSession, type TCookieJar } from './cookie-session.js';
import { SessionSealer } from './sealer.js';
import type { TSessionCookieOptions } from './session-cookie.js';
import { newSessionPayload, type TSessionPayload } from './session-payload.js';

const sealer = new SessionSealer('a-test-secret-of-at-least-32-characters!!');
const TIMEOUTS = { idleMinutes: 30, absoluteHours: 12 };
const HOUR_MS = 60 * 60 * 1000;

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

const sessionAt = (clock: FakeClock, cookie: TSessionPayload | null, secure = false) => {
  const { jar, written } = jarWith(cookie ? { [secure ? '__Host-sid' : 'sid']: sealer.seal(cookie) } : {});
  return { session: createCookieSession({ jar, sealer, secure, clock, timeouts: TIMEOUTS }), written };
};

describe('createCookieSession', () => {
  it('opens the sid cookie', () => {
    const clock = new FakeClock();
    const payload = newSessionPayload(clock.now(), { token: 't', remember: false });
    expect(sessionAt(clock, payload).session.current).toEqual(payload);
  });

  it('reads and writes __Host-sid when secure, a remembered one until 24 hours after login', () => {
    const clock = new FakeClock();
    const payload = newSessionPayload(clock.now(), { token: 't', remember: true });
    const { jar, written } = jarWith({ sid: sealer.seal(payload) });
    const session = createCookieSession({ jar, sealer, secure: true, clock, timeouts: TIMEOUTS });
    expect(session.current).toBeNull();
    clock.advance(HOUR_MS);
    session.save(payload);
    expect(written[0]).toMatchObject({
      name: '__Host-sid',
      options: { httpOnly: true, sameSite: 'lax', path: '/', secure: true, maxAge: 23 * 60 * 60 },
    });
  });

  it('writes a browser-session cookie unless remembered', () => {
    const clock = new FakeClock();
    const { session, written } = sessionAt(clock, null);
    const payload = newSessionPayload(clock.now(), { token: 't', remember: false });
    session.save(payload);
    expect(written[0]?.options.maxAge).toBeUndefined();
    expect(sealer.open(written[0]?.value ?? '')).toEqual(payload);
    expect(session.current?.token).toBe('t');
    expect(session.isWritten).toBe(true);
  });

  it('treats a tampered cookie as no session', () => {
    const clock = new FakeClock();
    const { jar } = jarWith({ sid: `${sealer.seal(newSessionPayload(clock.now(), { remember: false }))}x` });
    expect(createCookieSession({ jar, sealer, secure: false, clock, timeouts: TIMEOUTS }).current).toBeNull();
  });

  it('clears the cookie and forgets the session', () => {
    const clock = new FakeClock();
    const { session, written } = sessionAt(
      clock,
      newSessionPayload(clock.now(), { token: 't', remember: true }),
    );
    session.clear();
    expect(session.current).toBeNull();
    expect(written[0]).toMatchObject({ name: 'sid', isClear: true, options: { path: '/', httpOnly: true } });
  });
});

describe('session timeouts', () => {
  const loginAt = (clock: FakeClock, remember: boolean) =>
    newSessionPayload(clock.now(), { token: 't', remember });

  it('holds a session used within the idle limit and ends it after 30 idle minutes', () => {
    const clock = new FakeClock();
    const payload = loginAt(clock, false);
    clock.advanceMinutes(29);
    expect(sessionAt(clock, payload).session.current).toEqual(payload);
    clock.advanceMinutes(1);
    const { session } = sessionAt(clock, payload);
    expect(session.current).toBeNull();
    expect(session.takeExpired()).toEqual(payload);
    expect(session.takeExpired()).toBeNull();
  });

  it('ends even an active session 12 hours after login', () => {
    const clock = new FakeClock();
    const issued = loginAt(clock, false);
    clock.advance(12 * HOUR_MS - 60_000);
    const active = { ...issued, lastSeenAt: clock.now() };
    expect(sessionAt(clock, active).session.current).toEqual(active);
    clock.advance(60_000);
    expect(sessionAt(clock, active).session.current).toBeNull();
  });

  it('gives a remembered session no idle limit but 24 hours in all', () => {
    const clock = new FakeClock();
    const payload = loginAt(clock, true);
    clock.advance(23 * HOUR_MS);
    expect(sessionAt(clock, payload).session.current).toEqual(payload);
    clock.advance(HOUR_MS);
    expect(sessionAt(clock, payload).session.current).toBeNull();
  });

  it('refuses a cookie stamped far in the future', () => {
    const clock = new FakeClock();
    const payload = loginAt(clock, false);
    clock.advance(-HOUR_MS);
    expect(sessionAt(clock, payload).session.current).toBeNull();
  });
});
