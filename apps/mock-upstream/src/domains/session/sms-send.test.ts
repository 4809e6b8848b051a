import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, SESSION_PATHS, ZWireSmsCodeValueSchema } from '@site/contracts';
import {
  createInMemoryMock,
  encryptedInject,
  outbox,
  postJson,
  qa,
  type TInMemoryMock,
} from '../../test/test-app.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await qa(testApp.app, '/reset', {});
});

/** demo_player's phone: 09171234567 in +63, so its SMS go to 639171234567 (E.164 without the +). */
const DEMO_PHONE = { mobileNum: '09171234567', countryDialingCode: '+63' };
const DEMO_SMS_ADDRESS = '639171234567';

describe('SMS login code (/wps/verification/sms/noLogin)', () => {
  it('sends six digits to the outbox and answers expiredMinutes 5', async () => {
    const before = Date.now();
    const reply = await postJson(testApp.app, SESSION_PATHS.smsLoginCode, DEMO_PHONE);
    expect(reply.statusCode).toBe(200);
    const value = ZWireSmsCodeValueSchema.parse(reply.json().value);
    expect(value.expiredMinutes).toBe(5);
    expect(value.expirationTime).toBeGreaterThanOrEqual(before + 5 * 60_000);

    const [message] = await outbox(testApp.app, DEMO_SMS_ADDRESS);
    expect(message).toMatchObject({ channel: 'sms', to: DEMO_SMS_ADDRESS, purpose: 'login' });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(message?.code);
  });

  it('sends every spelling of one number to one E.164 recipient, where a new code replaces the last', async () => {
    const spellings = [
      { mobileNum: '9171234567', countryDialingCode: '63' },
      { mobileNum: '09171234567', countryDialingCode: '+063' },
      { mobileNum: '9171234567', countryDialingCode: '+63' },
    ];
    for (const spelling of spellings)
      expect((await postJson(testApp.app, SESSION_PATHS.smsLoginCode, spelling)).statusCode).toBe(200);
    const messages = await outbox(testApp.app, '+63 917 123 4567');
    expect(messages.map((message) => message.to)).toEqual(Array(3).fill(DEMO_SMS_ADDRESS));
    // One code per number: logging in with an earlier spelling's code fails, the latest works.
    const [latest, , first] = messages;
    const smsLogIn = (verificationCode: string | undefined) =>
      encryptedInject(testApp.app, {
        method: 'POST',
        url: SESSION_PATHS.login,
        payload: { type: 'sms', username: '', password: '', captcha: '', ...spellings[0], verificationCode },
      });
    if (first?.code !== latest?.code)
      expect((await smsLogIn(first?.code)).json().errorCode).toBe('sms_invalid_code');
    expect((await smsLogIn(latest?.code)).statusCode).toBe(200);
  });

  it('refuses a number that cannot exist in its country and sends nothing', async () => {
    for (const impossible of [
      { mobileNum: '123456', countryDialingCode: '+63' },
      { mobileNum: '12345678', countryDialingCode: '+1' },
    ]) {
      const reply = await postJson(testApp.app, SESSION_PATHS.smsLoginCode, impossible);
      expect(reply.json()).toMatchObject({
        errorCode: 'validation_failed',
        value: { fieldErrors: { mobileNum: 'validation.mobile' } },
      });
    }
    const register = await postJson(testApp.app, ACCOUNT_PATHS.smsRegisterCode, {
      mobileNo: '123456',
      countryDialingCode: '+63',
    });
    expect(register.json()).toMatchObject({ value: { fieldErrors: { mobileNo: 'validation.mobile' } } });
    expect((await qa(testApp.app, '/outbox')).json()).toEqual({ messages: [] });
  });

  it('answers mobile_not_registered for an unknown number', async () => {
    const reply = await postJson(testApp.app, SESSION_PATHS.smsLoginCode, {
      ...DEMO_PHONE,
      mobileNum: '9990000001',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, errorCode: 'mobile_not_registered' });
  });

  it('answers validation_failed for a malformed number and function.not.available with SMS login off', async () => {
    const bad = await postJson(testApp.app, SESSION_PATHS.smsLoginCode, {
      mobileNum: '12-34',
      countryDialingCode: 'x',
    });
    expect(bad.json()).toMatchObject({
      errorCode: 'validation_failed',
      value: {
        fieldErrors: { mobileNum: 'validation.mobile', countryDialingCode: 'validation.country_code' },
      },
    });
    await qa(testApp.app, '/whitelabel', { flag: 'MOBILEVERCODELOGIN3', enabled: false });
    const off = await postJson(testApp.app, SESSION_PATHS.smsLoginCode, DEMO_PHONE);
    expect(off.json().errorCode).toBe('function.not.available');
  });
});

describe('SMS register code (/wps/verification/sms/register)', () => {
  it('takes mobileNo and sends a register code', async () => {
    const reply = await postJson(testApp.app, ACCOUNT_PATHS.smsRegisterCode, {
      mobileNo: '9180000001',
      countryDialingCode: '+63',
    });
    expect(reply.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    expect((await outbox(testApp.app, '639180000001'))[0]).toMatchObject({ purpose: 'register' });
  });

  it('answers mobile_taken for a registered number and function.not.available with REGMOBVERF3 off', async () => {
    const taken = await postJson(testApp.app, ACCOUNT_PATHS.smsRegisterCode, {
      mobileNo: DEMO_PHONE.mobileNum,
      countryDialingCode: '+63',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errorCode).toBe('mobile_taken');
    const bad = await postJson(testApp.app, ACCOUNT_PATHS.smsRegisterCode, {
      mobileNo: 'abc',
      countryDialingCode: '+63',
    });
    expect(bad.json().value.fieldErrors).toEqual({ mobileNo: 'validation.mobile' });

    await qa(testApp.app, '/whitelabel', { flag: 'REGMOBVERF3', enabled: false });
    const off = await postJson(testApp.app, ACCOUNT_PATHS.smsRegisterCode, {
      mobileNo: '9180000002',
      countryDialingCode: '+63',
    });
    expect(off.json().errorCode).toBe('function.not.available');
  });
});

describe('SMS reset code (/wps/member/password/sms)', () => {
  it('sends a reset code to a registered number', async () => {
    const reply = await postJson(testApp.app, ACCOUNT_PATHS.smsResetCode, DEMO_PHONE);
    expect(reply.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    expect((await outbox(testApp.app, DEMO_SMS_ADDRESS))[0]).toMatchObject({ purpose: 'reset' });
  });

  it('answers mobile_not_registered, and function.not.available with CHNGPASSVERIF3 off', async () => {
    const unknown = await postJson(testApp.app, ACCOUNT_PATHS.smsResetCode, {
      ...DEMO_PHONE,
      mobileNum: '9990000002',
    });
    expect(unknown.json().errorCode).toBe('mobile_not_registered');
    await qa(testApp.app, '/whitelabel', { flag: 'CHNGPASSVERIF3', enabled: false });
    const off = await postJson(testApp.app, ACCOUNT_PATHS.smsResetCode, DEMO_PHONE);
    expect(off.json().errorCode).toBe('function.not.available');
  });
});
