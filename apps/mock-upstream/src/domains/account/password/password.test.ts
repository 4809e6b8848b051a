import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, SESSION_PATHS, ZWireLoginValueSchema } from '@site/contracts';
import {
  createInMemoryMock,
  encryptedInject,
  latestCode,
  logIn,
  MERCHANT_HEADERS,
  outbox,
  postJson,
  qa,
  type TInMemoryMock,
  withToken,
} from '../../../test/test-app.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

type TQaMember = {
  username: string;
  password: string;
  token: string;
  email: string;
  mobileNum: string;
  countryDialingCode: string;
};

const createMember = async (kind: string) => (await qa(testApp.app, '/members', { kind })).json<TQaMember>();

const changePassword = (token: string, body: Record<string, string>) =>
  encryptedInject(testApp.app, {
    method: 'POST',
    url: ACCOUNT_PATHS.changePassword,
    payload: body,
    headers: withToken(token),
  });

const forgotByEmail = (form: Record<string, string>) =>
  testApp.app.inject({
    method: 'POST',
    url: ACCOUNT_PATHS.forgotByEmail,
    headers: { ...MERCHANT_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

const resetByPhone = (body: Record<string, string>) =>
  encryptedInject(testApp.app, { method: 'POST', url: ACCOUNT_PATHS.resetByPhone, payload: body });

describe('change password (/wps/member/password)', () => {
  it('needs a session', async () => {
    const reply = await encryptedInject(testApp.app, {
      method: 'POST',
      url: ACCOUNT_PATHS.changePassword,
      payload: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' },
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().errorCode).toBe('login.not.session');
  });

  it('refuses a wrong old password and new passwords that break the rules', async () => {
    const member = await createMember('player');
    const wrongOld = await changePassword(member.token, {
      oldPassword: 'wrong123',
      newPassword: 'new12345',
      confirmNewPassword: 'new12345',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().errorCode).toBe('old_password_incorrect');

    const breaksRule = await changePassword(member.token, {
      oldPassword: member.password,
      newPassword: 'lettersonly',
      confirmNewPassword: 'different',
    });
    expect(breaksRule.json()).toMatchObject({
      errorCode: 'validation_failed',
      value: { fieldErrors: { newPassword: 'reg_pattern_5', confirmNewPassword: 'inconsistent_twice' } },
    });

    const same = await changePassword(member.token, {
      oldPassword: member.password,
      newPassword: member.password,
      confirmNewPassword: member.password,
    });
    expect(same.json().value.fieldErrors).toEqual({ newPassword: 'validation.invalid' });
  });

  it('sets the new password and clears the expiry', async () => {
    const member = await createMember('expired-password');
    expect((await logIn(testApp.app, member)).json().value.passwordExpired).toBe(true);
    const reply = await changePassword(member.token, {
      oldPassword: member.password,
      newPassword: 'fresh1234',
      confirmNewPassword: 'fresh1234',
    });
    expect(reply.json()).toMatchObject({ success: true, value: null });

    const login = await logIn(testApp.app, { username: member.username, password: 'fresh1234' });
    expect(ZWireLoginValueSchema.parse(login.json().value).passwordExpired).toBe(false);
    expect((await logIn(testApp.app, member)).json().errorCode).toBe('error_password');
    // The session that changed it stays.
    const info = await testApp.app.inject({
      method: 'GET',
      url: SESSION_PATHS.memberInfo,
      headers: withToken(member.token),
    });
    expect(info.statusCode).toBe(200);
  });
});

describe('forgot password by email (/wps/member/password/email)', () => {
  it('emails a temporary password that logs in as expired', async () => {
    const member = await createMember('player');
    const reply = await forgotByEmail({
      username: member.username.toUpperCase(),
      email: member.email.toUpperCase(),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true });

    const [email] = await outbox(testApp.app, member.email);
    expect(email).toMatchObject({ channel: 'email', to: member.email, purpose: 'temporary_password' });
    const temporary = email?.code ?? '';
    expect(temporary).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{10}$/);
    expect(email?.body).toContain(temporary);

    const login = await logIn(testApp.app, { username: member.username, password: temporary });
    expect(ZWireLoginValueSchema.parse(login.json().value).passwordExpired).toBe(true);
    expect((await logIn(testApp.app, member)).json().errorCode).toBe('error_password');
  });

  it('answers username_or_email_not_exist when they do not match', async () => {
    const member = await createMember('player');
    for (const form of [
      { username: member.username, email: 'someone.else@example.com' },
      { username: 'nosuchuser1', email: member.email },
      { username: 'demo_agent', email: '' },
    ]) {
      const reply = await forgotByEmail(form);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errorCode).toBe('username_or_email_not_exist');
    }
  });
});

describe('reset password by phone (/wps/member/password/verification)', () => {
  const sendResetCode = async (member: TQaMember) => {
    await postJson(testApp.app, ACCOUNT_PATHS.smsResetCode, {
      mobileNum: member.mobileNum,
      countryDialingCode: member.countryDialingCode,
    });
    return latestCode(testApp.app, `63${member.mobileNum}`);
  };

  it('sets the password with the reset code; the mobile number then logs in', async () => {
    const member = await createMember('mobile');
    const verificationCode = await sendResetCode(member);
    const reply = await resetByPhone({
      mobileNum: member.mobileNum,
      verificationCode,
      newPassword: 'phone1234',
    });
    expect(reply.json()).toMatchObject({ success: true });
    const login = await logIn(testApp.app, { username: member.mobileNum, password: 'phone1234' });
    expect(login.json().value).toMatchObject({ userName: member.username, passwordExpired: false });

    const replay = await resetByPhone({
      mobileNum: member.mobileNum,
      verificationCode,
      newPassword: 'phone5678',
    });
    expect(replay.json().errorCode).toBe('sms_invalid_code');
  });

  it('answers mobile_not_registered, validation_failed and sms_invalid_code', async () => {
    const unknown = await resetByPhone({
      mobileNum: '9990000004',
      verificationCode: '123456',
      newPassword: 'phone1234',
    });
    expect(unknown.json().errorCode).toBe('mobile_not_registered');

    const member = await createMember('mobile');
    const code = await sendResetCode(member);
    const weak = await resetByPhone({
      mobileNum: member.mobileNum,
      countryDialingCode: '+63',
      verificationCode: code,
      newPassword: '123',
    });
    expect(weak.json()).toMatchObject({
      errorCode: 'validation_failed',
      value: { fieldErrors: { newPassword: 'reg_pattern_5' } },
    });
    const wrong = await resetByPhone({
      mobileNum: member.mobileNum,
      verificationCode: code === '000000' ? '111111' : '000000',
      newPassword: 'phone1234',
    });
    expect(wrong.json().errorCode).toBe('sms_invalid_code');
  });

  it('is refused with CHNGPASSVERIF3 off', async () => {
    await qa(testApp.app, '/whitelabel', { flag: 'CHNGPASSVERIF3', enabled: false });
    const reply = await resetByPhone({
      mobileNum: '9171234567',
      verificationCode: '123456',
      newPassword: 'phone1234',
    });
    expect(reply.json().errorCode).toBe('function.not.available');
    await qa(testApp.app, '/whitelabel', { flag: 'CHNGPASSVERIF3', enabled: true });
  });
});
