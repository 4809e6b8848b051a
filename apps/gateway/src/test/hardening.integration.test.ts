import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginResult } from '@site/contracts';
import { FakeClock } from './fake-clock.js';
import {
  createQaMember,
  DEMO_PLAYER,
  GENEROUS_GUARDS,
  startGatewayAgainstMock,
  type TQaMember,
  type TStack,
} from './gateway-against-mock.js';
import { GatewayVisitor, type TCallResult } from './gateway-visitor.js';
import { type TOutboxMessage, unusedMobileNumber } from './qa-outbox.js';

/** Small limits, one per bucket under test; time is the fake clock's. */
const LIMITS = {
  RATE_LIMIT_LOGIN_PER_MINUTE: '3',
  RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE: '2',
  RATE_LIMIT_SMS_SEND_PER_MINUTE: '4',
  RATE_LIMIT_SMS_SEND_PER_NUMBER_PER_MINUTE: '2',
  RATE_LIMIT_SMS_VERIFY_PER_MINUTE: '4',
  RATE_LIMIT_SMS_VERIFY_PER_NUMBER_PER_MINUTE: '2',
  RATE_LIMIT_CAPTCHA_PER_MINUTE: '5',
  RATE_LIMIT_CAPTCHA_PER_SESSION_PER_MINUTE: '2',
  RATE_LIMIT_REGISTER_PER_MINUTE: '2',
  LOGIN_LOCKOUT_MAX_FAILURES: '5',
  LOGIN_LOCKOUT_WINDOW_MINUTES: '15',
  SMS_DAILY_LIMIT_PER_NUMBER: '3',
  SMS_DAILY_LIMIT_PER_IP: '5',
};

const clock = new FakeClock();
let stack: TStack;
let ipCounter = 0;
/** Every test its own visitor IP, so per-IP counts never leak between tests. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  stack = await startGatewayAgainstMock({ ...GENEROUS_GUARDS, ...LIMITS }, { clock });
});
afterAll(() => stack?.stop());

const expectTooMany = (result: TCallResult, key = 'too_many_requests') => {
  expect(result.status).toBe(429);
  expect(result.error?.data.key).toBe(key);
  expect(result.error?.data.hint?.retryAfterSeconds).toBeGreaterThan(0);
  expect(result.error?.data.fieldErrors).toBeUndefined();
};

const wrongLogin = (username: string) => ({ username, password: 'Wrong1234' });

describe('the origin guard', () => {
  it('refuses a login without an allowed Origin, before calling the upstream', async () => {
    const foreign = new GatewayVisitor(stack.app, { origin: 'https://evil.example', ip: freshIp() });
    const result = await foreign.mutate('session.login', DEMO_PLAYER);
    expect(result.status).toBe(403);
    expect(result.error?.data.key).toBe('forbidden_origin');
    expect(result.setCookies).toEqual([]);
    const originless = new GatewayVisitor(stack.app, { origin: null, ip: freshIp() });
    expect((await originless.mutate('session.logout')).status).toBe(403);
  });
});

describe('login rate limits', () => {
  it('hold one IP to 3 logins a minute, tell when to retry, and reset after the minute', async () => {
    const [member, other] = await Promise.all([createQaMember(stack.mock), createQaMember(stack.mock)]);
    const credentials = { username: member.username, password: member.password };
    const visitor = new GatewayVisitor(stack.app, { ip: freshIp() });
    for (const name of ['nobody_a', 'nobody_b', 'nobody_c']) {
      expect((await visitor.mutate('session.login', wrongLogin(name))).status).toBe(400);
    }
    clock.advance(15_000);
    const limited = await visitor.send<TLoginResult>(
      'POST',
      '/trpc/session.login',
      JSON.stringify(credentials),
    );
    expectTooMany(limited);
    expect(limited.headers['retry-after']).toBe('45');
    expect(limited.error).toEqual({
      message: 'too_many_requests',
      code: -32029,
      data: {
        code: 'TOO_MANY_REQUESTS',
        httpStatus: 429,
        path: 'session.login',
        key: 'too_many_requests',
        hint: { retryAfterSeconds: 45 },
      },
    });
    const elsewhere = new GatewayVisitor(stack.app, { ip: freshIp() });
    expect(
      (await elsewhere.mutate('session.login', { username: other.username, password: other.password }))
        .status,
    ).toBe(200);
    clock.advance(45_000);
    expect((await visitor.mutate('session.login', credentials)).status).toBe(200);
  });

  it('hold one account to 2 logins a minute, whatever the IP', async () => {
    const member = await createQaMember(stack.mock);
    const attempt = () =>
      new GatewayVisitor(stack.app, { ip: freshIp() }).mutate('session.login', wrongLogin(member.username));
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(400);
    expectTooMany(await attempt());
    clock.advance(60_000);
    expect((await attempt()).status).toBe(400);
  });

  it('count a login hidden in a batch', async () => {
    const visitor = new GatewayVisitor(stack.app, { ip: freshIp() });
    const batch = () =>
      visitor.send<unknown>(
        'POST',
        '/trpc/session.logout,session.login?batch=1',
        JSON.stringify({ 1: wrongLogin('x_y') }),
      );
    for (let attempt = 0; attempt < 3; attempt++) await batch();
    const limited = await batch();
    expect(limited.status).toBe(207);
    clock.advance(60_000);
  });

  it('leave other procedures alone', async () => {
    const visitor = new GatewayVisitor(stack.app, { ip: freshIp() });
    for (let attempt = 0; attempt < 4; attempt++)
      await visitor.mutate('session.login', wrongLogin('nobody_z'));
    expect((await visitor.query('session.me')).status).toBe(200);
    clock.advance(60_000);
  });
});

describe('SMS rate limits and the pumping guard', () => {
  it('hold one number to 2 sends a minute across IPs, then reset', async () => {
    const number = { mobileNum: unusedMobileNumber(), countryDialingCode: '+63' };
    const send = () =>
      new GatewayVisitor(stack.app, { ip: freshIp() }).mutate('session.sendLoginSms', number);
    expect((await send()).status).toBe(400);
    expect((await send()).status).toBe(400);
    expectTooMany(await send());
    clock.advance(60_000);
    expect((await send()).status).toBe(400);
  });

  it('count every spelling of one number against one budget, and send to it as one number', async () => {
    const national = unusedMobileNumber();
    const send = (countryDialingCode: string, mobileNum: string) =>
      new GatewayVisitor(stack.app, { ip: freshIp() }).mutate('account.sendRegisterSms', {
        countryDialingCode,
        mobileNum,
      });
    expect((await send('+63', national)).status).toBe(200);
    expect((await send('+063', `0${national}`)).status).toBe(200);
    expectTooMany(await send('63', `0${national}`));
    const sent = await stack.mock.qa<{ messages: TOutboxMessage[] }>('GET', `/outbox?to=63${national}`);
    expect(sent.messages.map((message) => message.to)).toEqual([`63${national}`, `63${national}`]);
    clock.advance(60_000);
    // The daily quota (3 a number) is one budget too: the third spelling's send is the last.
    expect((await send('63', national)).status).toBe(200);
    clock.advance(60_000);
    expectTooMany(await send('+63', `0${national}`), 'sms_quota_exceeded');
  });

  it('refuse a number that cannot exist under the phone field, sending nothing', async () => {
    const visitor = new GatewayVisitor(stack.app, { ip: freshIp() });
    for (const procedure of ['session.sendLoginSms', 'account.sendRegisterSms', 'account.sendResetSms']) {
      const refused = await visitor.mutate(procedure, { countryDialingCode: '+63', mobileNum: '123456' });
      expect(refused.status).toBe(400);
      expect(refused.error?.data).toMatchObject({
        key: 'validation_failed',
        fieldErrors: { mobileNum: 'validation.mobile' },
      });
    }
    const sent = await stack.mock.qa<{ messages: TOutboxMessage[] }>('GET', '/outbox?to=63123456');
    expect(sent.messages).toEqual([]);
    clock.advance(60_000);
  });

  it('hold one IP to 4 sends a minute across the three send procedures', async () => {
    const visitor = new GatewayVisitor(stack.app, { ip: freshIp() });
    const number = () => ({ mobileNum: unusedMobileNumber(), countryDialingCode: '+63' });
    await visitor.mutate('session.sendLoginSms', number());
    await visitor.mutate('account.sendRegisterSms', number());
    await visitor.mutate('account.sendResetSms', number());
    await visitor.mutate('session.sendLoginSms', number());
    expectTooMany(await visitor.mutate('account.sendRegisterSms', number()));
    clock.advance(60_000);
  });

  it('hold SMS verification to 2 tries a minute per number', async () => {
    const number = { mobileNum: unusedMobileNumber(), countryDialingCode: '+63' };
    const verify = () =>
      new GatewayVisitor(stack.app, { ip: freshIp() }).mutate('session.loginBySms', {
        ...number,
        verificationCode: '123456',
      });
    expect((await verify()).status).toBe(400);
    expect((await verify()).status).toBe(400);
    expectTooMany(await verify());
    const reset = await new GatewayVisitor(stack.app, { ip: freshIp() }).mutate('account.resetByPhone', {
      ...number,
      verificationCode: '123456',
      newPassword: 'Passw0rd1',
      confirmNewPassword: 'Passw0rd1',
    });
    expectTooMany(reset);
    clock.advance(60_000);
    expect((await verify()).status).toBe(400);
  });

  it('stop sending to one number for the rest of the UTC day after 3, answering sms_quota_exceeded', async () => {
    const number = { mobileNum: unusedMobileNumber(), countryDialingCode: '+63' };
    const send = async () => {
      const result = await new GatewayVisitor(stack.app, { ip: freshIp() }).mutate(
        'session.sendLoginSms',
        number,
      );
      clock.advance(60_000);
      return result;
    };
    for (let sent = 0; sent < 3; sent++) expect((await send()).status).toBe(400);
    const refused = await send();
    expectTooMany(refused, 'sms_quota_exceeded');
    clock.advance((refused.error?.data.hint?.retryAfterSeconds ?? 0) * 1000);
    expect((await send()).status).toBe(400);
  });
});

describe('captcha and registration rate limits', () => {
  it('hold one browser session to 2 captchas a minute, and one IP to 5', async () => {
    const ip = freshIp();
    const visitor = new GatewayVisitor(stack.app, { ip });
    // The first captcha starts the browser session; the session's count runs from the next one.
    for (let captcha = 0; captcha < 3; captcha++)
      expect((await visitor.mutate('session.captcha')).status).toBe(200);
    expectTooMany(await visitor.mutate('session.captcha'));
    // Another browser on the same IP has its own session count, until the IP's is used up.
    const other = new GatewayVisitor(stack.app, { ip });
    expect((await other.mutate('session.captcha')).status).toBe(200);
    expectTooMany(await other.mutate('session.captcha'));
    clock.advance(60_000);
    expect((await visitor.mutate('session.captcha')).status).toBe(200);
  });

  it('hold one IP to 2 registrations a minute', async () => {
    const visitor = new GatewayVisitor(stack.app, { ip: freshIp() });
    const registration = (username: string) => ({
      username,
      password: 'Passw0rd1',
      confirmPassword: 'Passw0rd1',
      agree: true,
    });
    const suffix = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
    expect((await visitor.mutate('account.register', registration(`rl${suffix}a`))).status).toBe(200);
    expect((await visitor.mutate('account.register', registration(`rl${suffix}b`))).status).toBe(200);
    expectTooMany(await visitor.mutate('account.register', registration(`rl${suffix}c`)));
    expectTooMany(await visitor.mutate('session.freePlay'));
    clock.advance(60_000);
    expect((await visitor.mutate('account.register', registration(`rl${suffix}c`))).status).toBe(200);
  });
});

describe('the account lockout', () => {
  /** A wrong password as the upstream will check it: after 3 failures it wants the captcha solved. */
  const failOnce = async (member: TQaMember, password = 'Wrong1234') => {
    const visitor = new GatewayVisitor(stack.app, { ip: freshIp() });
    await visitor.mutate('session.captcha');
    const { text } = await stack.mock.qa<{ text: string }>('GET', '/captcha/latest');
    const result = await visitor.mutate<TLoginResult>('session.login', {
      username: member.username,
      password,
      captcha: text,
    });
    clock.advance(31_000);
    return result;
  };

  it('locks an account after 5 wrong passwords in 15 minutes, holds with retryAfter, then lets it in', async () => {
    const member = await createQaMember(stack.mock);
    for (let failure = 0; failure < 5; failure++)
      expect((await failOnce(member)).error?.data.key).toBe('error_password');
    const locked = await failOnce(member, member.password);
    expect(locked.status).toBe(403);
    expect(locked.error?.data.key).toBe('account_locked');
    const retryAfter = locked.error?.data.hint?.retryAfterSeconds ?? 0;
    expect(retryAfter).toBeGreaterThan(13 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    clock.advance(retryAfter * 1000 - 60_000);
    expect((await failOnce(member, member.password)).error?.data.key).toBe('account_locked');
    clock.advance(60_000);
    const back = await failOnce(member, member.password);
    expect(back.status).toBe(200);
    expect(back.data?.status).toBe('signed_in');
  });

  it('counts logins refused for a missing or wrong captcha, and answers a locked account before any rate limit', async () => {
    const member = await createQaMember(stack.mock);
    const attempt = async (password: string, captcha?: string) => {
      const visitor = new GatewayVisitor(stack.app, { ip: freshIp() });
      if (captcha !== undefined) await visitor.mutate('session.captcha');
      return visitor.mutate<TLoginResult>('session.login', { username: member.username, password, captcha });
    };
    const refusals = [];
    for (let failure = 0; failure < 3; failure++) {
      refusals.push((await attempt('Wrong1234')).error?.data.key);
      clock.advance(31_000);
    }
    // The upstream now wants the captcha: skipping it or getting it wrong are failed checks too.
    refusals.push((await attempt('Wrong1234')).error?.data.key);
    clock.advance(31_000);
    refusals.push((await attempt('Wrong1234', 'WRONG')).error?.data.key);
    expect(refusals).toEqual([
      'error_password',
      'error_password',
      'error_password',
      'captcha_required',
      'captcha_invalid',
    ]);
    // More tries than the account's 2 a minute: each reads the lock and its time left, not "too many requests".
    for (let tryAgain = 0; tryAgain < 3; tryAgain++) {
      const locked = await attempt(member.password);
      expect(locked.status).toBe(403);
      expect(locked.error?.data).toMatchObject({
        key: 'account_locked',
        hint: { retryAfterSeconds: 15 * 60 },
      });
      expect(locked.headers['retry-after']).toBe(String(15 * 60));
    }
    clock.advance(15 * 60_000);
  });

  it('forgets earlier failures after a successful login', async () => {
    const member = await createQaMember(stack.mock);
    for (let failure = 0; failure < 4; failure++) await failOnce(member);
    expect((await failOnce(member, member.password)).status).toBe(200);
    for (let failure = 0; failure < 4; failure++) await failOnce(member);
    expect((await failOnce(member, member.password)).status).toBe(200);
  });
});
