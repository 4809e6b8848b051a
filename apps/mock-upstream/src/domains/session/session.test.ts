import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTCHA_COOKIE,
  GEETEST_SECCODE_SUFFIX,
  SESSION_PATHS,
  WALLET_PATHS,
  ZWireBalanceSchema,
  ZWireGeetestValueSchema,
  ZWireLoginValueSchema,
  ZWireMemberInfoSchema,
} from '@site/contracts';
import {
  createInMemoryMock,
  DEMO_PASSWORD,
  logIn,
  MERCHANT_HEADERS,
  qa,
  type TInMemoryMock,
  withToken,
} from '../../test/test-app.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = MERCHANT_HEADERS) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('login', () => {
  it('logs in over the encrypted wire and the token works on member info and balance', async () => {
    const reply = await logIn(testApp.app, { username: 'demo_player', password: DEMO_PASSWORD });
    expect(reply.statusCode).toBe(200);
    const login = ZWireLoginValueSchema.parse(reply.json().value);
    expect(login).toMatchObject({
      userName: 'demo_player',
      customerType: 0,
      firstTimeLogin: false,
      passwordExpired: false,
    });
    expect(login.token).toMatch(/^[0-9a-f]{64}$/);

    const info = ZWireMemberInfoSchema.parse(
      (await get(SESSION_PATHS.memberInfo, withToken(login.token))).json().value,
    );
    expect(info).toMatchObject({
      account: 'demo_player',
      nickname: 'Demo Player',
      type: 0,
      mobile: '091*****567',
    });

    const balance = ZWireBalanceSchema.parse(
      (await get(`${WALLET_PATHS.balance}?typeId=0`, withToken(login.token))).json().value,
    );
    expect(balance).toEqual({
      sumBalance: 12345.67,
      // The demo merchant's vendor wallets are listed too, empty.
      balance: expect.arrayContaining([{ accountTypeId: 1, availBalance: 12345.67 }]),
      currency: 'PHP',
      currencySymbol: '₱',
    });
  });

  it('accepts the username in any case', async () => {
    const reply = await logIn(testApp.app, { username: 'Demo_Agent', password: DEMO_PASSWORD });
    expect(reply.json().value).toMatchObject({ userName: 'demo_agent', customerType: 1 });
  });

  it('reports the first login once, and an expired password', async () => {
    const firstTimer = (await qa(testApp.app, '/members', { kind: 'first-login' })).json();
    const first = await logIn(testApp.app, firstTimer);
    expect(first.json().value.firstTimeLogin).toBe(true);
    const second = await logIn(testApp.app, firstTimer);
    expect(second.json().value.firstTimeLogin).toBe(false);

    const expired = (await qa(testApp.app, '/members', { kind: 'expired-password' })).json();
    expect((await logIn(testApp.app, expired)).json().value.passwordExpired).toBe(true);
  });

  it('refuses an account that may not log in with member_no_enter', async () => {
    const disabled = (await qa(testApp.app, '/members', { kind: 'disabled' })).json();
    const reply = await logIn(testApp.app, disabled);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorCode).toBe('member_no_enter');
  });

  it('answers member info for guests with an empty payload, and 401 for a bad token', async () => {
    expect((await get(SESSION_PATHS.memberInfo)).json()).toEqual({ success: true, message: '', value: {} });
    const reply = await get(SESSION_PATHS.memberInfo, withToken('nope'));
    expect(reply.statusCode).toBe(401);
    expect(reply.json().errorCode).toBe('login.not.session');
  });
});

describe('failed logins and the captcha', () => {
  it('answers error_password, then asks for the captcha after 3 failures until a success', async () => {
    const member = (await qa(testApp.app, '/members', { kind: 'player' })).json();
    const wrong = { username: member.username, password: 'wrong1' };

    for (const isCaptchaExpected of [false, false, true]) {
      const reply = await logIn(testApp.app, wrong);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({
        errorCode: 'error_password',
        value: { captcha: isCaptchaExpected },
      });
    }

    // Right password, but no captcha: refused.
    const noCaptcha = await logIn(testApp.app, member);
    expect(noCaptcha.json()).toMatchObject({ errorCode: 'captcha_required', value: { captcha: true } });

    const image = await get(SESSION_PATHS.captcha);
    const captchaId = image.cookies.find((cookie) => cookie.name === CAPTCHA_COOKIE)?.value ?? '';
    const { text } = (await qa(testApp.app, '/captcha/latest')).json();
    const badCaptcha = await logIn(
      testApp.app,
      { ...member, captcha: 'ZZZZZZ' },
      { [CAPTCHA_COOKIE]: captchaId },
    );
    expect(badCaptcha.json().errorCode).toBe('captcha_invalid');

    // A captcha is good for one answer: fetch another one.
    const second = await get(SESSION_PATHS.captcha);
    const secondId = second.cookies.find((cookie) => cookie.name === CAPTCHA_COOKIE)?.value ?? '';
    const secondText = (await qa(testApp.app, '/captcha/latest')).json().text;
    expect(secondId).not.toBe(captchaId);
    const noCookie = await logIn(testApp.app, { ...member, captcha: secondText });
    expect(noCookie.json().errorCode).toBe('captcha_invalid');

    const third = await get(SESSION_PATHS.captcha);
    const thirdId = third.cookies.find((cookie) => cookie.name === CAPTCHA_COOKIE)?.value ?? '';
    const thirdText = (await qa(testApp.app, '/captcha/latest')).json().text as string;
    const success = await logIn(
      testApp.app,
      { ...member, captcha: thirdText.toLowerCase() },
      { [CAPTCHA_COOKIE]: thirdId },
    );
    expect(success.statusCode).toBe(200);
    expect(text).toMatch(/^[A-Z2-9]{4,5}$/);

    // The success cleared the counter: no captcha needed any more.
    expect((await logIn(testApp.app, member)).statusCode).toBe(200);
  });
});

describe('the slide captcha (GEETEST3)', () => {
  const slide = async () => ZWireGeetestValueSchema.parse((await get(SESSION_PATHS.geetest)).json().value);
  const result = (challenge: string, position: number, seccode = `${position}${GEETEST_SECCODE_SUFFIX}`) => ({
    geetest_challenge: challenge,
    geetest_validate: String(position),
    geetest_seccode: seccode,
  });

  it('answers a GeeTest register reply whose gap the piece must reach, once per challenge', async () => {
    await qa(testApp.app, '/whitelabel', { flag: 'GEETEST3', enabled: true });
    try {
      const member = (await qa(testApp.app, '/members', { kind: 'player' })).json();
      for (let failure = 0; failure < 3; failure += 1)
        await logIn(testApp.app, { username: member.username, password: 'wrong1' });

      const first = await slide();
      expect(first).toMatchObject({ success: 1, gt: 'demo', new_captcha: true });
      // The image captcha's field does not pass the slide's gate.
      const typed = await logIn(testApp.app, { ...member, captcha: 'ABCD' });
      expect(typed.json()).toMatchObject({ errorCode: 'captcha_required', value: { captcha: true } });
      // Short of the gap: refused, and the challenge is used up.
      const short = await logIn(testApp.app, { ...member, ...result(first.challenge, first.gap - 10) });
      expect(short.json().errorCode).toBe('captcha_invalid');
      const again = await logIn(testApp.app, { ...member, ...result(first.challenge, first.gap) });
      expect(again.json().errorCode).toBe('captcha_invalid');

      const second = await slide();
      const forged = await logIn(testApp.app, { ...member, ...result(second.challenge, second.gap, 'x') });
      expect(forged.json().errorCode).toBe('captcha_invalid');

      const third = await slide();
      const near = await logIn(testApp.app, { ...member, ...result(third.challenge, third.gap + 3) });
      expect(near.statusCode).toBe(200);
    } finally {
      await qa(testApp.app, '/whitelabel', { flag: 'GEETEST3', enabled: false });
    }
  });
});

describe('logout', () => {
  it.each(['POST', 'DELETE'] as const)('revokes the session with %s', async (method) => {
    const { token } = (await logIn(testApp.app, { username: 'demo_trial', password: DEMO_PASSWORD })).json()
      .value;
    const reply = await testApp.app.inject({ method, url: SESSION_PATHS.logout, headers: withToken(token) });
    expect(reply.json()).toMatchObject({ success: true });
    expect((await get(SESSION_PATHS.memberInfo, withToken(token))).statusCode).toBe(401);
  });

  it('needs a token', async () => {
    const reply = await testApp.app.inject({
      method: 'POST',
      url: SESSION_PATHS.logout,
      headers: MERCHANT_HEADERS,
    });
    expect(reply.statusCode).toBe(401);
  });
});

describe('a closed site', () => {
  it('refuses logins under maintenance and in a blocked region', async () => {
    await qa(testApp.app, '/maintenance', { on: true });
    const closed = await logIn(testApp.app, { username: 'demo_player', password: DEMO_PASSWORD });
    expect(closed.json().errorCode).toBe('function.not.available');
    await qa(testApp.app, '/maintenance', { on: false });

    await qa(testApp.app, '/region-block', { on: true });
    const blocked = await logIn(testApp.app, { username: 'demo_player', password: DEMO_PASSWORD });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errorCode).toBe('blockip');
    await qa(testApp.app, '/region-block', { on: false });
  });
});
