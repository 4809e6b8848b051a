import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_PATHS, TRIAL_MEMBER_TYPE, WALLET_PATHS, ZWireLoginValueSchema } from '@site/contracts';
import {
  createInMemoryMock,
  logIn,
  postJson,
  qa,
  type TInMemoryMock,
  withToken,
} from '../../test/test-app.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

/** The desktop client's free-play body (docs/upstream.md §3). */
const FREE_PLAY_BODY = { os: 'Windows', platform: 'W', Encryption: 'ab12', 'X-Gateway-Version': 3 };

describe('free play', () => {
  it('opens a session of a fresh trial member (type 4) with play money', async () => {
    const reply = await postJson(testApp.app, SESSION_PATHS.freePlay, FREE_PLAY_BODY);
    expect(reply.statusCode).toBe(200);
    const login = ZWireLoginValueSchema.parse(reply.json().value);
    expect(login).toMatchObject({
      customerType: TRIAL_MEMBER_TYPE,
      firstTimeLogin: false,
      passwordExpired: false,
    });
    expect(login.userName).toMatch(/^trial[0-9a-f]{10}$/);

    const info = await testApp.app.inject({
      method: 'GET',
      url: SESSION_PATHS.memberInfo,
      headers: withToken(login.token),
    });
    expect(info.json().value).toMatchObject({ account: login.userName, type: TRIAL_MEMBER_TYPE });
    const balance = await testApp.app.inject({
      method: 'GET',
      url: `${WALLET_PATHS.balance}?typeId=0`,
      headers: withToken(login.token),
    });
    expect(balance.json().value.sumBalance).toBe(2000);

    const other = ZWireLoginValueSchema.parse(
      (await postJson(testApp.app, SESSION_PATHS.freePlay, FREE_PLAY_BODY)).json().value,
    );
    expect(other.userName).not.toBe(login.userName);
    // A trial account has no password anyone could log in with.
    expect(
      (await logIn(testApp.app, { username: login.userName ?? '', password: '!' })).json().errorCode,
    ).toBe('error_password');
  });

  it('checks the body and is refused with FREEPLAY3 off', async () => {
    const bad = await postJson(testApp.app, SESSION_PATHS.freePlay, { ...FREE_PLAY_BODY, platform: 'M' });
    expect(bad.json()).toMatchObject({ errorCode: 'validation_failed' });

    await qa(testApp.app, '/whitelabel', { flag: 'FREEPLAY3', enabled: false });
    const off = await postJson(testApp.app, SESSION_PATHS.freePlay, FREE_PLAY_BODY);
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    await qa(testApp.app, '/whitelabel', { flag: 'FREEPLAY3', enabled: true });
  });
});
