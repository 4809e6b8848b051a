import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, SESSION_PATHS, WALLET_PATHS, ZWireLoginValueSchema } from '@site/contracts';
import { findMemberByUsername } from '../../core/members/member-store.js';
import {
  createInMemoryMock,
  latestCode,
  logIn,
  postJson,
  qa,
  register,
  type TInMemoryMock,
  withToken,
} from '../../test/test-app.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

const newPlayer = (overrides: Record<string, unknown> = {}) => ({
  username: 'newplayer1',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  registerMethod: 'WEB',
  login: true,
  ...overrides,
});

describe('registration', () => {
  it('checks every field against the register settings', async () => {
    const reply = await register(
      testApp.app,
      newPlayer({
        username: '1bad',
        password: 'lettersonly',
        confirmPassword: 'different',
        email: 'not-an-email',
        mobileNum: '09-17',
        payeeName: 'Juan 2',
        qqNum: 'ignored because disabled',
      }),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      success: false,
      errorCode: 'validation_failed',
      value: {
        fieldErrors: {
          username: 'reg_pattern_1',
          password: 'reg_pattern_5',
          confirmPassword: 'inconsistent_twice',
          email: 'reg_pattern_3',
          mobileNum: 'reg_pattern_6',
          payeeName: 'reg_pattern_8',
        },
      },
    });
    expect(reply.json().value.fieldErrors).not.toHaveProperty('qqNum');
  });

  it('enforces the length bounds and required fields', async () => {
    const reply = await register(testApp.app, newPlayer({ username: 'abcdefghijklmnopq', password: '' }));
    expect(reply.json().value.fieldErrors).toMatchObject({
      username: 'reg_pattern_1',
      password: 'validation.required',
    });
  });

  it('rejects an unknown affiliate code with invitation_code_error', async () => {
    const reply = await register(testApp.app, newPlayer({ affiliateCode: 'NOSUCH' }));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorCode).toBe('invitation_code_error');
  });

  it('rejects a taken username with username_taken, whatever its case', async () => {
    const reply = await register(testApp.app, newPlayer({ username: 'Taken777' }));
    expect(reply.statusCode).toBe(200);
    const again = await register(testApp.app, newPlayer({ username: 'TAKEN777' }));
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('username_taken');
  });

  it('registers with a working session, an empty wallet and the agent as referrer', async () => {
    // REGMOBVERF3 is on in the seed: the mobile number is proven with the code sent to it.
    await postJson(testApp.app, ACCOUNT_PATHS.smsRegisterCode, {
      mobileNo: '09181234567',
      countryDialingCode: '+63',
    });
    const reply = await register(
      testApp.app,
      newPlayer({
        username: 'Lucky777',
        affiliateCode: 'agent01',
        mobileNum: '09181234567',
        countryDialingCode: '+63',
        verificationCode: await latestCode(testApp.app, '6309181234567'),
        email: 'l@example.com',
      }),
    );
    expect(reply.statusCode).toBe(200);
    const login = ZWireLoginValueSchema.parse(reply.json().value);
    expect(login).toMatchObject({ userName: 'lucky777', customerType: 0, firstTimeLogin: true });

    const info = await testApp.app.inject({
      method: 'GET',
      url: SESSION_PATHS.memberInfo,
      headers: withToken(login.token),
    });
    expect(info.json().value).toMatchObject({ account: 'lucky777', type: 0, mobile: '091*****567' });
    const balance = await testApp.app.inject({
      method: 'GET',
      url: `${WALLET_PATHS.balance}?typeId=0`,
      headers: withToken(login.token),
    });
    expect(balance.json().value).toMatchObject({
      sumBalance: 0,
      balance: expect.arrayContaining([{ accountTypeId: 1, availBalance: 0 }]),
    });

    const member = findMemberByUsername(testApp.db, 1, 'lucky777');
    expect(member?.referrerMemberId).toBe(findMemberByUsername(testApp.db, 1, 'demo_agent')?.id);

    // The new account logs in with its password, and the mobile number is now taken.
    expect((await logIn(testApp.app, { username: 'lucky777', password: 'abc12345' })).statusCode).toBe(200);
    const sameMobile = await register(
      testApp.app,
      newPlayer({ username: 'other777', mobileNum: '9181234567', verificationCode: '123456' }),
    );
    expect(sameMobile.json().errorCode).toBe('mobile_taken');
  });

  it('is refused while registration is switched off', async () => {
    await qa(testApp.app, '/whitelabel', { flag: 'DIRECTREG3', enabled: false });
    const reply = await register(testApp.app, newPlayer({ username: 'closed777' }));
    expect(reply.json().errorCode).toBe('function.not.available');
    await qa(testApp.app, '/whitelabel', { flag: 'DIRECTREG3', enabled: true });
  });
});
