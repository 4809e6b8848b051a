import { flattenWhitelabel, WIRE_PATHS, ZWireSystemStatusSchema } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInMemoryMock,
  DEMO_PASSWORD,
  logIn,
  MERCHANT_HEADERS,
  qa,
  withToken,
  type TInMemoryMock,
} from '../test/test-app.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

const status = async () =>
  ZWireSystemStatusSchema.parse(
    (
      await testApp.app.inject({ method: 'GET', url: WIRE_PATHS.systemStatus, headers: MERCHANT_HEADERS })
    ).json().value,
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
  ])('creates a %s member with a live session', async (kind, type) => {
    const reply = await qa(testApp.app, '/members', { kind });
    expect(reply.statusCode).toBe(200);
    const member = reply.json<{ username: string; password: string; token: string }>();
    const info = await testApp.app.inject({
      method: 'GET',
      url: WIRE_PATHS.memberInfo,
      headers: withToken(member.token),
    });
    expect(info.json().value).toMatchObject({ account: member.username, type });
  });

  it('gives a QA member the asked opening balance through the ledger', async () => {
    const { token } = (await qa(testApp.app, '/members', { kind: 'player', balanceMinor: 50_000 })).json();
    const balance = await testApp.app.inject({
      method: 'GET',
      url: `${WIRE_PATHS.balance}?typeId=0`,
      headers: withToken(token),
    });
    expect(balance.json().value.sumBalance).toBe(500);
  });

  it('resets to the seed', async () => {
    const created = (await qa(testApp.app, '/members', { kind: 'player' })).json();
    await qa(testApp.app, '/maintenance', { on: true });
    const reset = await qa(testApp.app, '/reset', {});
    expect(reset.json()).toMatchObject({ ok: true });
    expect((await status()).maintenance).toBe(false);
    expect((await logIn(testApp.app, created)).json().errorCode).toBe('error_password');
    const old = await testApp.app.inject({
      method: 'GET',
      url: WIRE_PATHS.memberInfo,
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
      for (const path of ['/maintenance', '/members', '/reset']) {
        expect((await qa(off.app, path, {})).statusCode).toBe(404);
      }
      expect((await qa(off.app, '/captcha/latest')).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
