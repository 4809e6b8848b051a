import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { RESPONSIBLE_PATHS, SESSION_PATHS } from '@site/contracts';
import { callerWith, signedInCookie } from '../../../test/caller.js';
import { FakeClock } from '../../../test/fake-clock.js';
import { UpstreamError } from '../../../upstream/upstream-error.js';
import { errorDataOf } from '../../error-shape.js';

const NOW = Date.UTC(2026, 10, 29, 4, 0, 0);
const HOUR = 3_600_000;
const RESETS_AT = NOW + 12 * HOUR;

const member = (now = NOW) => signedInCookie('member-token', now, { memberType: 0, memberId: '4242' });
const trial = () => signedInCookie('trial-token', NOW, { memberType: 4, memberId: '77' });
const atNow = () => ({ clock: new FakeClock(NOW), sessionCookie: member() });

const OVERVIEW = `GET ${RESPONSIBLE_PATHS.overview}`;
const SET_LIMIT = `PUT ${RESPONSIBLE_PATHS.setLimit}`;
const CONFIRM = `POST ${RESPONSIBLE_PATHS.confirmLimit}`;
const CANCEL = `POST ${RESPONSIBLE_PATHS.cancelLimitChange}`;
const REALITY_CHECK = `PUT ${RESPONSIBLE_PATHS.setRealityCheck}`;
const PLAY_SESSION = `GET ${RESPONSIBLE_PATHS.playSession}`;
const TAKE_BREAK = `POST ${RESPONSIBLE_PATHS.takeBreak}`;
const RETURN = `POST ${RESPONSIBLE_PATHS.askToReturn}`;
const LOGOUT = `DELETE ${SESSION_PATHS.logout}`;

const wireLimit = (fields: Record<string, unknown> = {}) => ({
  type: 'deposit',
  period: 'day',
  value: '1000',
  used: 250.5,
  resetsAt: RESETS_AT,
  pending: null,
  ...fields,
});
const TIME_OUT = { kind: 'time_out', since: NOW, until: NOW + 24 * HOUR };
const rejected = (call: string, status: number, errorCode: string, value?: unknown) =>
  new UpstreamError({ kind: 'rejected', call, status, errorCode, value });

/** The call is refused as bad input (400 validation_failed on the wire), on `field` when named. */
const expectBadInput = async (call: Promise<unknown>, field?: string) => {
  const error: unknown = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(TRPCError);
  const data = errorDataOf(error as TRPCError);
  expect((error as TRPCError).code).toBe('BAD_REQUEST');
  expect(data.key).toBe('validation_failed');
  if (field) expect(Object.keys(data.fieldErrors ?? {})).toContain(field);
};

describe('responsible.overview', () => {
  it('answers money in minor units, play time in minutes, and which waiting change can be confirmed now', async () => {
    const { caller, calls } = callerWith(
      {
        [OVERVIEW]: {
          value: {
            limits: [
              wireLimit({ pending: { value: '2000.5', effectiveAt: NOW - 1 } }),
              wireLimit({ period: 'week', value: null, used: '0' }),
              wireLimit({
                type: 'loss',
                period: 'month',
                value: 500,
                used: 0,
                pending: { value: null, effectiveAt: NOW + HOUR },
              }),
              wireLimit({ type: 'wager', period: 'day', value: 0.01, used: '1234.56' }),
              wireLimit({
                type: 'play_time',
                value: 90,
                used: 30,
                pending: { value: 120, effectiveAt: String(NOW) },
              }),
            ],
            realityCheckSeconds: '1800',
            restriction: null,
          },
        },
      },
      atNow(),
    );
    expect(await caller.responsible.overview()).toEqual({
      limits: [
        {
          type: 'deposit',
          period: 'day',
          value: 100_000,
          used: 25_050,
          resetsAt: RESETS_AT,
          pending: { value: 200_050, effectiveAt: NOW - 1, confirmable: true },
        },
        { type: 'deposit', period: 'week', value: null, used: 0, resetsAt: RESETS_AT, pending: null },
        {
          type: 'loss',
          period: 'month',
          value: 50_000,
          used: 0,
          resetsAt: RESETS_AT,
          pending: { value: null, effectiveAt: NOW + HOUR, confirmable: false },
        },
        { type: 'wager', period: 'day', value: 1, used: 123_456, resetsAt: RESETS_AT, pending: null },
        {
          type: 'play_time',
          period: 'day',
          value: 90,
          used: 30,
          resetsAt: RESETS_AT,
          pending: { value: 120, effectiveAt: NOW, confirmable: true },
        },
      ],
      realityCheckSeconds: 1800,
      restriction: null,
    });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: RESPONSIBLE_PATHS.overview,
      token: 'member-token',
    });
  });

  it('reads confirmable by the gateway clock: not before effectiveAt, from it on', async () => {
    const effectiveAt = NOW + HOUR;
    const script = {
      [OVERVIEW]: {
        value: {
          limits: [wireLimit({ pending: { value: 5000, effectiveAt } })],
          realityCheckSeconds: 0,
          restriction: null,
        },
      },
    };
    const clock = new FakeClock(NOW);
    const { caller } = callerWith(script, { clock, sessionCookie: member() });
    expect((await caller.responsible.overview()).limits[0]?.pending?.confirmable).toBe(false);
    clock.advance(HOUR - 1);
    expect((await caller.responsible.overview()).limits[0]?.pending?.confirmable).toBe(false);
    clock.advance(1);
    expect((await caller.responsible.overview()).limits[0]?.pending?.confirmable).toBe(true);
  });

  it('answers the restriction in force', async () => {
    const { caller } = callerWith(
      { [OVERVIEW]: { value: { limits: [], realityCheckSeconds: 0, restriction: TIME_OUT } } },
      atNow(),
    );
    expect((await caller.responsible.overview()).restriction).toEqual(TIME_OUT);
  });

  it('refuses a trial player (no limits) and a guest before any upstream call', async () => {
    const asTrial = callerWith({}, { clock: new FakeClock(NOW), sessionCookie: trial() });
    await expect(asTrial.caller.responsible.overview()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      errorData: { key: 'in_need_true_account' },
    });
    await expect(
      asTrial.caller.responsible.setLimit({ type: 'deposit', period: 'day', value: 1 }),
    ).rejects.toMatchObject({
      errorData: { key: 'in_need_true_account' },
    });
    const asGuest = callerWith({});
    await expect(asGuest.caller.responsible.playSession()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      errorData: { key: 'not_logged_in' },
    });
    expect([...asTrial.calls, ...asGuest.calls]).toEqual([]);
  });
});

describe('responsible.setLimit', () => {
  it('sends money in major units and answers minor units, applied now', async () => {
    const { caller, calls } = callerWith(
      { [SET_LIMIT]: { value: { limit: wireLimit({ value: 1000.01, used: 0 }), applied: 'now' } } },
      atNow(),
    );
    expect(await caller.responsible.setLimit({ type: 'deposit', period: 'day', value: 100_001 })).toEqual({
      limit: { type: 'deposit', period: 'day', value: 100_001, used: 0, resetsAt: RESETS_AT, pending: null },
      applied: 'now',
    });
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: RESPONSIBLE_PATHS.setLimit,
      body: { type: 'deposit', period: 'day', value: 1000.01 },
    });
  });

  it('sends play time as minutes and a removal as null; a raise answers pending', async () => {
    const pending = { value: 240, effectiveAt: NOW + 24 * HOUR };
    const { caller, calls } = callerWith(
      {
        [SET_LIMIT]: {
          value: {
            limit: wireLimit({ type: 'play_time', value: 120, used: 10, pending }),
            applied: 'pending',
          },
        },
      },
      atNow(),
    );
    expect(await caller.responsible.setLimit({ type: 'play_time', period: 'day', value: 240 })).toEqual({
      limit: {
        type: 'play_time',
        period: 'day',
        value: 120,
        used: 10,
        resetsAt: RESETS_AT,
        pending: { ...pending, confirmable: false },
      },
      applied: 'pending',
    });
    await caller.responsible.setLimit({ type: 'loss', period: 'week', value: null });
    expect(calls.map((call) => call.body)).toEqual([
      { type: 'play_time', period: 'day', value: 240 },
      { type: 'loss', period: 'week', value: null },
    ]);
  });

  it.each([
    ['play time by the week', { type: 'play_time', period: 'week', value: 60 }, 'period'],
    ['play time by the month', { type: 'play_time', period: 'month', value: 60 }, 'period'],
    ['more than a day of play', { type: 'play_time', period: 'day', value: 24 * 60 + 1 }, 'value'],
    ['more than the money bound', { type: 'deposit', period: 'day', value: 1_000_000_001 }, 'value'],
    ['a fraction of a centavo', { type: 'deposit', period: 'day', value: 100.5 }, 'value'],
    ['zero', { type: 'deposit', period: 'day', value: 0 }, 'value'],
    ['a negative value', { type: 'loss', period: 'day', value: -100 }, 'value'],
    ['no value', { type: 'deposit', period: 'day' }, 'value'],
    ['an unknown type', { type: 'bets', period: 'day', value: 100 }, 'type'],
    ['an unknown period', { type: 'deposit', period: 'year', value: 100 }, 'period'],
    ['an unknown field', { type: 'deposit', period: 'day', value: 100, applied: 'now' }, undefined],
  ])('refuses %s before any upstream call', async (_label, input, field) => {
    const { caller, calls } = callerWith({}, atNow());
    await expectBadInput(caller.responsible.setLimit(input as never), field);
    expect(calls).toEqual([]);
  });
});

describe('responsible.confirmLimit and cancelLimitChange', () => {
  it('post the limit key and answer the limit after', async () => {
    const { caller, calls } = callerWith(
      {
        [CONFIRM]: { value: { limit: wireLimit({ value: 2000 }) } },
        [CANCEL]: { value: { limit: wireLimit({ type: 'loss', period: 'week', value: 300 }) } },
      },
      atNow(),
    );
    expect(await caller.responsible.confirmLimit({ type: 'deposit', period: 'day' })).toEqual({
      limit: {
        type: 'deposit',
        period: 'day',
        value: 200_000,
        used: 25_050,
        resetsAt: RESETS_AT,
        pending: null,
      },
    });
    expect(await caller.responsible.cancelLimitChange({ type: 'loss', period: 'week' })).toMatchObject({
      limit: { type: 'loss', period: 'week', value: 30_000 },
    });
    expect(calls).toMatchObject([
      { method: 'POST', path: RESPONSIBLE_PATHS.confirmLimit, body: { type: 'deposit', period: 'day' } },
      { method: 'POST', path: RESPONSIBLE_PATHS.cancelLimitChange, body: { type: 'loss', period: 'week' } },
    ]);
  });

  it('pass the refusals through: not due yet, nothing waiting', async () => {
    const { caller } = callerWith(
      {
        [CONFIRM]: rejected(CONFIRM, 409, 'limit_change_not_due'),
        [CANCEL]: rejected(CANCEL, 404, 'limit_change_not_found'),
      },
      atNow(),
    );
    await expect(caller.responsible.confirmLimit({ type: 'deposit', period: 'day' })).rejects.toMatchObject({
      code: 'CONFLICT',
      errorData: { key: 'limit_change_not_due' },
    });
    await expect(
      caller.responsible.cancelLimitChange({ type: 'deposit', period: 'day' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      errorData: { key: 'limit_change_not_found' },
    });
  });

  it('refuse play time by the week and unknown fields', async () => {
    const { caller, calls } = callerWith({}, atNow());
    for (const input of [
      { type: 'play_time', period: 'week' },
      { type: 'deposit', period: 'day', value: 100 },
    ]) {
      await expectBadInput(caller.responsible.confirmLimit(input as never));
      await expectBadInput(caller.responsible.cancelLimitChange(input as never));
    }
    expect(calls).toEqual([]);
  });
});

describe('responsible.setRealityCheck and playSession', () => {
  it('sends the interval in minutes and answers it in seconds', async () => {
    const { caller, calls } = callerWith(
      { [REALITY_CHECK]: { value: { realityCheckSeconds: '900' } } },
      atNow(),
    );
    expect(await caller.responsible.setRealityCheck({ intervalMinutes: 15 })).toEqual({
      realityCheckSeconds: 900,
    });
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { intervalMinutes: 15 } });
  });

  it.each([{ intervalMinutes: 20 }, { intervalMinutes: '15' }, { intervalMinutes: 15, seconds: 900 }, {}])(
    'refuses %j',
    async (input) => {
      const { caller, calls } = callerWith({}, atNow());
      await expectBadInput(caller.responsible.setRealityCheck(input as never));
      expect(calls).toEqual([]);
    },
  );

  it("answers this sign-in's net result and wagers in minor units", async () => {
    const { caller } = callerWith(
      {
        [PLAY_SESSION]: {
          value: {
            startedAt: String(NOW - HOUR),
            realityCheckSeconds: 1800,
            net: '-150.75',
            wagered: 1200.1,
          },
        },
      },
      atNow(),
    );
    expect(await caller.responsible.playSession()).toEqual({
      startedAt: NOW - HOUR,
      realityCheckSeconds: 1800,
      netMinor: -15_075,
      wageredMinor: 120_010,
    });
  });
});

describe('responsible.takeBreak', () => {
  const input = { kind: 'time_out', period: '24h', password: 'Passw0rd!', confirm: true } as const;

  it('sends kind, period and password encrypted, ends both sessions and answers the restriction', async () => {
    const { caller, calls, session } = callerWith(
      { [TAKE_BREAK]: { value: { restriction: TIME_OUT } }, [LOGOUT]: { value: null } },
      atNow(),
    );
    expect(await caller.responsible.takeBreak(input)).toEqual({ restriction: TIME_OUT });
    expect(calls).toMatchObject([
      { method: 'POST', path: RESPONSIBLE_PATHS.takeBreak, isEncrypted: true, token: 'member-token' },
      { method: 'DELETE', path: SESSION_PATHS.logout, token: 'member-token' },
    ]);
    expect(calls[0]?.payload).toEqual({ kind: 'time_out', period: '24h', password: 'Passw0rd!' });
    expect(session.current).toBeNull();
  });

  it('clears the session even when the upstream logout fails', async () => {
    const exclusion = { kind: 'self_exclusion', since: NOW, until: NOW + 180 * 24 * HOUR };
    const { caller, session } = callerWith(
      {
        [TAKE_BREAK]: { value: { restriction: exclusion } },
        [LOGOUT]: new UpstreamError({ kind: 'network', call: LOGOUT }),
      },
      atNow(),
    );
    expect(
      await caller.responsible.takeBreak({
        kind: 'self_exclusion',
        period: '6m',
        password: 'x',
        confirm: true,
      }),
    ).toEqual({ restriction: exclusion });
    expect(session.current).toBeNull();
  });

  it('keeps the member signed in when the password is wrong or the break is shorter than the current one', async () => {
    for (const errorCode of ['error_password', 'break_shorter_than_current']) {
      const { caller, calls, session } = callerWith(
        { [TAKE_BREAK]: rejected(TAKE_BREAK, 400, errorCode) },
        atNow(),
      );
      await expect(caller.responsible.takeBreak(input)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        errorData: { key: errorCode },
      });
      expect(calls).toHaveLength(1);
      expect(session.current?.token).toBe('member-token');
    }
  });

  it.each([
    ['confirm: false', { ...input, confirm: false }, 'confirm'],
    ['no confirm', { kind: 'time_out', period: '24h', password: 'Passw0rd!' }, 'confirm'],
    ['a self-exclusion period for a time-out', { ...input, period: '6m' }, 'period'],
    ['a time-out period for a self-exclusion', { ...input, kind: 'self_exclusion', period: '7d' }, 'period'],
    ['no password', { ...input, password: '' }, 'password'],
    ['an unknown kind', { ...input, kind: 'cool_off' }, undefined],
    ['an unknown field', { ...input, until: NOW }, undefined],
  ])('refuses %s before any upstream call', async (_label, bad, field) => {
    const { caller, calls, session } = callerWith({}, atNow());
    await expectBadInput(caller.responsible.takeBreak(bad as never), field);
    expect(calls).toEqual([]);
    expect(session.current?.token).toBe('member-token');
  });

  it('counts against the login limit per member: a wrong password cannot be guessed at through the session', async () => {
    const { caller } = callerWith({ [TAKE_BREAK]: rejected(TAKE_BREAK, 400, 'error_password') }, atNow());
    const attempt = () => caller.responsible.takeBreak(input);
    for (let count = 0; count < 5; count++)
      await expect(attempt()).rejects.toMatchObject({ errorData: { key: 'error_password' } });
    await expect(attempt()).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      errorData: { key: 'too_many_requests', hint: { retryAfterSeconds: expect.any(Number) } },
    });
  });
});

describe('responsible.askToReturn', () => {
  it('posts an empty body and answers the returning restriction', async () => {
    const returning = { kind: 'returning', since: NOW, until: NOW + 24 * HOUR };
    const { caller, calls } = callerWith({ [RETURN]: { value: { restriction: returning } } }, atNow());
    expect(await caller.responsible.askToReturn()).toEqual({ restriction: returning });
    expect(calls[0]).toMatchObject({ method: 'POST', path: RESPONSIBLE_PATHS.askToReturn, body: {} });
  });

  it('passes return_not_available through and refuses any input', async () => {
    const { caller } = callerWith({ [RETURN]: rejected(RETURN, 409, 'return_not_available') }, atNow());
    await expect(caller.responsible.askToReturn()).rejects.toMatchObject({
      code: 'CONFLICT',
      errorData: { key: 'return_not_available' },
    });
    await expectBadInput(caller.responsible.askToReturn({ now: true } as never));
  });
});

describe('the responsible mutations are rate-limited per member', () => {
  it('answers 429 too_many_requests past the member limit, for the whole group', async () => {
    const { caller } = callerWith(
      {
        [SET_LIMIT]: { value: { limit: wireLimit(), applied: 'now' } },
        [REALITY_CHECK]: { value: { realityCheckSeconds: 0 } },
      },
      atNow(),
    );
    // RATE_LIMIT_RESPONSIBLE_PER_MEMBER_PER_MINUTE: 10 by default.
    for (let count = 0; count < 5; count++) {
      await caller.responsible.setLimit({ type: 'deposit', period: 'day', value: 100_000 });
      await caller.responsible.setRealityCheck({ intervalMinutes: 0 });
    }
    await expect(caller.responsible.setRealityCheck({ intervalMinutes: 15 })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      errorData: { key: 'too_many_requests' },
    });
  });
});
