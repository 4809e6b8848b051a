import { describe, expect, it } from 'vitest';
import { callerWith, signedInCookie, testSealer } from '../test/caller.js';
import { FakeClock } from '../test/fake-clock.js';

const memberInfo = { id: 9, account: 'player9', nickname: null, type: 0 };

describe('session activity and timeouts around every procedure', () => {
  it('re-seals the cookie with the new activity time at most once a minute', async () => {
    const clock = new FakeClock();
    const cookie = signedInCookie('tok', clock.now());
    clock.advance(30_000);
    const early = callerWith(
      { 'GET /wps/member/info': { value: memberInfo } },
      { clock, sessionCookie: cookie },
    );
    await early.caller.session.me();
    expect(early.session.isWritten).toBe(false);

    clock.advance(30_000);
    const due = callerWith(
      { 'GET /wps/member/info': { value: memberInfo } },
      { clock, sessionCookie: cookie },
    );
    await due.caller.session.me();
    expect(due.session.isWritten).toBe(true);
    expect(testSealer.open(due.cookies.get('sid') ?? '')).toMatchObject({
      token: 'tok',
      lastSeenAt: clock.now(),
    });
  });

  it('keeps an active session past the idle limit, because activity moves it along', async () => {
    const clock = new FakeClock();
    let cookie = signedInCookie('tok', clock.now());
    for (let step = 0; step < 4; step++) {
      clock.advanceMinutes(20);
      const visit = callerWith(
        { 'GET /wps/member/info': { value: memberInfo } },
        { clock, sessionCookie: cookie },
      );
      expect((await visit.caller.session.me()).member?.account).toBe('player9');
      cookie = visit.cookies.get('sid') ?? '';
    }
  });

  it('ends an idle session: the cookie is cleared and the upstream token logged out', async () => {
    const clock = new FakeClock();
    const cookie = signedInCookie('stale-token', clock.now());
    clock.advanceMinutes(31);
    const { caller, calls, session } = callerWith(
      { 'DELETE /wps/session/logout': { value: null } },
      { clock, sessionCookie: cookie },
    );
    expect(await caller.session.me()).toEqual({ member: null, mustChangePassword: false });
    expect(calls).toEqual([expect.objectContaining({ method: 'DELETE', token: 'stale-token' })]);
    expect(session.current).toBeNull();
    expect(session.isWritten).toBe(true);
  });

  it('refuses member calls once the absolute limit has passed, however active', async () => {
    const clock = new FakeClock();
    const loginAt = clock.now();
    clock.advanceMinutes(12 * 60);
    const cookie = signedInCookie('tok', loginAt, { lastSeenAt: clock.now() - 60_000 });
    const { caller } = callerWith(
      { 'DELETE /wps/session/logout': { value: null } },
      { clock, sessionCookie: cookie },
    );
    await expect(caller.wallet.balance()).rejects.toMatchObject({ errorData: { key: 'not_logged_in' } });
  });
});
