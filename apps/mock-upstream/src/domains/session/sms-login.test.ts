import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_PATHS, ZWireLoginValueSchema } from '@site/contracts';
import { members } from '../../db/schema.js';
import {
  createInMemoryMock,
  encryptedInject,
  latestCode,
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
afterEach(() => {
  vi.useRealTimers();
});

type TMobileMember = { username: string; password: string; mobileNum: string; countryDialingCode: string };

const mobileMember = async () =>
  (await qa(testApp.app, '/members', { kind: 'mobile' })).json<TMobileMember>();

const smsAddressOf = (member: TMobileMember) =>
  `${member.countryDialingCode.replace('+', '')}${member.mobileNum}`;

const sendLoginCode = (member: TMobileMember) =>
  postJson(testApp.app, SESSION_PATHS.smsLoginCode, {
    mobileNum: member.mobileNum,
    countryDialingCode: member.countryDialingCode,
  });

const smsLogIn = (member: TMobileMember, verificationCode: string) =>
  encryptedInject(testApp.app, {
    method: 'POST',
    url: SESSION_PATHS.login,
    payload: {
      type: 'sms',
      username: '',
      password: '',
      captcha: '',
      mobileNum: member.mobileNum,
      countryDialingCode: member.countryDialingCode,
      verificationCode,
    },
  });

describe('SMS login', () => {
  it('logs in end to end: code to the outbox, the code logs in once', async () => {
    const member = await mobileMember();
    expect((await sendLoginCode(member)).statusCode).toBe(200);
    const code = await latestCode(testApp.app, smsAddressOf(member));

    const reply = await smsLogIn(member, code);
    expect(reply.statusCode).toBe(200);
    const login = ZWireLoginValueSchema.parse(reply.json().value);
    expect(login.userName).toBe(member.username);
    const info = await testApp.app.inject({
      method: 'GET',
      url: SESSION_PATHS.memberInfo,
      headers: withToken(login.token),
    });
    expect(info.json().value.account).toBe(member.username);

    const replay = await smsLogIn(member, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errorCode).toBe('sms_invalid_code');
  });

  it('answers sms_invalid_code for a wrong code and sms_code_expired after five wrong ones', async () => {
    const member = await mobileMember();
    await sendLoginCode(member);
    const code = await latestCode(testApp.app, smsAddressOf(member));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await smsLogIn(member, wrong)).json().errorCode).toBe('sms_invalid_code');
    }
    expect((await smsLogIn(member, code)).json().errorCode).toBe('sms_code_expired');
  });

  it('answers sms_code_expired five minutes after the code was sent', async () => {
    const member = await mobileMember();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    await sendLoginCode(member);
    const code = await latestCode(testApp.app, smsAddressOf(member));
    vi.setSystemTime(new Date('2030-01-01T00:05:00Z'));
    expect((await smsLogIn(member, code)).json().errorCode).toBe('sms_code_expired');
  });

  it('takes a code sent to the number with its trunk zero', async () => {
    const member = await mobileMember();
    await postJson(testApp.app, SESSION_PATHS.smsLoginCode, {
      mobileNum: `0${member.mobileNum}`,
      countryDialingCode: member.countryDialingCode,
    });
    const code = await latestCode(testApp.app, `630${member.mobileNum}`);
    expect((await smsLogIn(member, code)).statusCode).toBe(200);
  });

  it('answers mobile_not_registered for an unknown number and validation_failed without a code', async () => {
    const stranger = { username: '', password: '', mobileNum: '9990000003', countryDialingCode: '+63' };
    expect((await smsLogIn(stranger, '123456')).json().errorCode).toBe('mobile_not_registered');
    const member = await mobileMember();
    const noCode = await smsLogIn(member, '');
    expect(noCode.json()).toMatchObject({
      errorCode: 'validation_failed',
      value: { fieldErrors: { verificationCode: 'validation.verification_code' } },
    });
  });

  it('answers member_no_enter for a disabled account with the right code', async () => {
    const member = await mobileMember();
    testApp.db.update(members).set({ status: 'disabled' }).where(eq(members.username, member.username)).run();
    await sendLoginCode(member);
    const reply = await smsLogIn(member, await latestCode(testApp.app, smsAddressOf(member)));
    expect(reply.json().errorCode).toBe('member_no_enter');
  });

  it('is refused with function.not.available while SMS login is switched off', async () => {
    const member = await mobileMember();
    await sendLoginCode(member);
    const code = await latestCode(testApp.app, smsAddressOf(member));
    await qa(testApp.app, '/whitelabel', { flag: 'MOBILEVERCODELOGIN3', enabled: false });
    try {
      expect((await smsLogIn(member, code)).json().errorCode).toBe('function.not.available');
    } finally {
      await qa(testApp.app, '/whitelabel', { flag: 'MOBILEVERCODELOGIN3', enabled: true });
    }
  });
});

describe('password login with a mobile number', () => {
  it('accepts the mobile number as the username', async () => {
    const member = await mobileMember();
    const reply = await logIn(testApp.app, { username: member.mobileNum, password: member.password });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value.userName).toBe(member.username);
    const withTrunkZero = await logIn(testApp.app, {
      username: `0${member.mobileNum}`,
      password: member.password,
    });
    expect(withTrunkZero.json().value.userName).toBe(member.username);
  });
});
