import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  flattenWhitelabel,
  SESSION_PATHS,
  SYSTEM_PATHS,
  WALLET_PATHS,
  ZWireSystemStatusSchema,
} from '@site/contracts';
import {
  createInMemoryMock,
  DEMO_PASSWORD,
  logIn,
  MERCHANT_HEADERS,
  qa,
  type TInMemoryMock,
  withToken,
} from '../test/test-app.js';

type TQaMember = {
  username: string;
  password: string;
  token: string;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string;
  payeeName?: string;
  totpSecret?: string;
};

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());
// Tests switch the site around: each starts from the seed.
beforeEach(async () => {
  await qa(testApp.app, '/reset', {});
});

const status = async () =>
  ZWireSystemStatusSchema.parse(
    (await testApp.app.inject({ method: 'GET', url: SYSTEM_PATHS.status, headers: MERCHANT_HEADERS })).json()
      .value,
  );

describe('QA API', () => {
  it('flips maintenance, region block and whitelabel flags', async () => {
    expect((await qa(testApp.app, '/maintenance', { on: true })).json()).toEqual({ maintenance: true });
    expect((await qa(testApp.app, '/region-block', { on: true })).json()).toEqual({
      regionRestriction: true,
    });
    const flag = await qa(testApp.app, '/whitelabel', { flag: 'FREEPLAY3', enabled: false });
    expect(flag.json()).toMatchObject({ flag: 'FREEPLAY3', enabled: false, flags: { FREEPLAY3: false } });

    const current = await status();
    expect(current.maintenance).toBe(true);
    expect(current.regionRestriction).toBe(true);
    expect(flattenWhitelabel(current.info.whitelabel).FREEPLAY3).toBe(false);
  });

  it("tells the merchant's gateways at once when maintenance or the region block is switched", async () => {
    const published: unknown[] = [];
    const unsubscribe = testApp.app.events.subscribe(({ event }) => published.push(event));
    await qa(testApp.app, '/maintenance', { on: true });
    await qa(testApp.app, '/maintenance', { on: false });
    await qa(testApp.app, '/region-block', { on: true });
    unsubscribe();
    expect(published).toEqual(Array.from({ length: 3 }, () => ({ type: 'site_status', memberId: null })));
  });

  it('rejects unknown flags and bad bodies with validation_failed', async () => {
    const unknown = await qa(testApp.app, '/whitelabel', { flag: 'NOPE3', enabled: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errorCode: 'validation_failed',
      value: { fieldErrors: { flag: 'validation.invalid' } },
    });
    const badBody = await qa(testApp.app, '/maintenance', { on: 'yes' });
    expect(badBody.json()).toMatchObject({
      errorCode: 'validation_failed',
      value: { fieldErrors: { on: 'validation.invalid' } },
    });
  });

  it.each([
    ['player', 0],
    ['agent', 1],
    ['trial', 4],
    ['first-login', 0],
    ['expired-password', 0],
    ['insecure-default', 0],
    ['disabled', 0],
    ['mobile', 0],
  ])('creates a %s member with a live session and its contact details', async (kind, type) => {
    const reply = await qa(testApp.app, '/members', { kind });
    expect(reply.statusCode).toBe(200);
    const member = reply.json<TQaMember>();
    expect(Object.keys(member).sort()).toEqual(
      ['countryDialingCode', 'email', 'mobileNum', 'password', 'token', 'username'].sort(),
    );
    expect(member.email).toBe(`${member.username}@example.com`);
    if (kind === 'mobile') {
      expect(member).toMatchObject({
        countryDialingCode: '+63',
        mobileNum: expect.stringMatching(/^9\d{9}$/),
      });
    } else {
      expect(member).toMatchObject({ countryDialingCode: null, mobileNum: null });
    }
    if (kind === 'insecure-default') expect(member.password).toBe('123456');
    const info = await testApp.app.inject({
      method: 'GET',
      url: SESSION_PATHS.memberInfo,
      headers: withToken(member.token),
    });
    expect(info.json().value).toMatchObject({ account: member.username, type });
  });

  it('configures a second factor and returns what answering it needs', async () => {
    const payee = (
      await qa(testApp.app, '/members', { kind: 'player', secondFactor: 'PAYEE' })
    ).json<TQaMember>();
    expect(payee.payeeName).toMatch(/^[A-Za-z ]+$/);
    const authenticator = (
      await qa(testApp.app, '/members', { kind: 'player', secondFactor: 'AUTHENTICATOR' })
    ).json<TQaMember>();
    expect(authenticator.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    const phone = (
      await qa(testApp.app, '/members', { kind: 'player', secondFactor: 'PHONE' })
    ).json<TQaMember>();
    expect(phone.mobileNum).toMatch(/^9\d{9}$/);
    const bad = await qa(testApp.app, '/members', { kind: 'player', secondFactor: 'SMS' });
    expect(bad.json().value.fieldErrors).toEqual({ secondFactor: 'validation.invalid' });
  });

  it('merges a partial register rule into a field', async () => {
    const reply = await qa(testApp.app, '/register-settings', { field: 'email', rule: { required: true } });
    expect(reply.json()).toEqual({
      field: 'email',
      rule: {
        enabled: true,
        required: true,
        minLength: 5,
        maxLength: 64,
        patternId: 3,
        acceptedPattern: null,
        type: 'email',
      },
    });
    const settings = await testApp.app.inject({
      method: 'GET',
      url: SYSTEM_PATHS.registerSettings,
      headers: MERCHANT_HEADERS,
    });
    expect(settings.json().value.email.required).toBe(true);
    const line = await qa(testApp.app, '/register-settings', {
      field: 'line',
      rule: { enabled: true, required: '1' },
    });
    expect(line.json().rule).toMatchObject({ enabled: true, required: true, type: 'text' });

    const unknown = await qa(testApp.app, '/register-settings', {
      field: 'shoeSize',
      rule: { enabled: true },
    });
    expect(unknown.json().value.fieldErrors).toEqual({ field: 'validation.invalid' });
  });

  it('lists the outbox newest first, for one recipient or all', async () => {
    const first = (await qa(testApp.app, '/members', { kind: 'mobile' })).json<TQaMember>();
    const second = (await qa(testApp.app, '/members', { kind: 'mobile' })).json<TQaMember>();
    for (const member of [first, first, second]) {
      await testApp.app.inject({
        method: 'POST',
        url: SESSION_PATHS.smsLoginCode,
        headers: MERCHANT_HEADERS,
        payload: { mobileNum: member.mobileNum, countryDialingCode: member.countryDialingCode },
      });
    }
    const mine = (await qa(testApp.app, `/outbox?to=63${first.mobileNum}`)).json().messages;
    expect(mine).toHaveLength(2);
    expect(mine[0].id).toBeGreaterThan(mine[1].id);
    expect(mine[0]).toMatchObject({ channel: 'sms', to: `63${first.mobileNum}`, purpose: 'login' });
    expect(new Date(mine[0].createdAt).getTime()).toBeGreaterThan(0);
    const all = (await qa(testApp.app, '/outbox?limit=2')).json().messages;
    expect(all.map((message: { to: string }) => message.to)).toEqual([
      `63${second.mobileNum}`,
      `63${first.mobileNum}`,
    ]);
  });

  it('gives a QA member the asked opening balance through the ledger', async () => {
    const { token } = (await qa(testApp.app, '/members', { kind: 'player', balanceMinor: 50_000 })).json();
    const balance = await testApp.app.inject({
      method: 'GET',
      url: `${WALLET_PATHS.balance}?typeId=0`,
      headers: withToken(token),
    });
    expect(balance.json().value.sumBalance).toBe(500);
  });

  it('resets to the seed', async () => {
    const created = (await qa(testApp.app, '/members', { kind: 'player' })).json();
    await testApp.app.inject({
      method: 'POST',
      url: SESSION_PATHS.smsLoginCode,
      headers: MERCHANT_HEADERS,
      payload: { mobileNum: '09171234567', countryDialingCode: '+63' },
    });
    expect((await qa(testApp.app, '/outbox')).json().messages).toHaveLength(1);
    await qa(testApp.app, '/maintenance', { on: true });
    await qa(testApp.app, '/whitelabel', { flag: 'FREEPLAY3', enabled: false });
    await qa(testApp.app, '/register-settings', { field: 'email', rule: { required: true } });
    const reset = await qa(testApp.app, '/reset', {});
    expect(reset.json()).toMatchObject({ ok: true });
    const afterReset = await status();
    expect(afterReset.maintenance).toBe(false);
    expect(flattenWhitelabel(afterReset.info.whitelabel).FREEPLAY3).toBe(true);
    expect(afterReset.info.register.email?.required).toBe(false);
    expect((await qa(testApp.app, '/outbox')).json()).toEqual({ messages: [] });
    expect((await logIn(testApp.app, created)).json().errorCode).toBe('error_password');
    const old = await testApp.app.inject({
      method: 'GET',
      url: SESSION_PATHS.memberInfo,
      headers: withToken(created.token),
    });
    expect(old.statusCode).toBe(401);
    expect((await logIn(testApp.app, { username: 'demo_player', password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for the latest captcha before any was issued', async () => {
    await qa(testApp.app, '/reset', {});
    expect((await qa(testApp.app, '/captcha/latest')).statusCode).toBe(404);
  });
});

describe('QA API switched off', () => {
  it('is absent (404)', async () => {
    const off = await createInMemoryMock({ isQaApiEnabled: false });
    try {
      for (const path of ['/maintenance', '/members', '/register-settings', '/reset']) {
        expect((await qa(off.app, path, {})).statusCode).toBe(404);
      }
      expect((await qa(off.app, '/captcha/latest')).statusCode).toBe(404);
      expect((await qa(off.app, '/outbox')).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
