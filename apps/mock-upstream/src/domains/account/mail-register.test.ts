import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, ZWireLoginValueSchema } from '@site/contracts';
import {
  createInMemoryMock,
  encryptedInject,
  latestCode,
  logIn,
  MERCHANT_HEADERS,
  outbox,
  postJson,
  qa,
  register,
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

let counter = 0;
const newEmail = () => `new.player${++counter}@example.com`;
const newUsername = () => `mailer${String(++counter).padStart(4, '0')}`;

const sendCode = (email: string) =>
  postJson(testApp.app, ACCOUNT_PATHS.mailRegisterCode, { email, operationType: 1 });
const verify = (email: string, verificationCode: string) =>
  postJson(testApp.app, ACCOUNT_PATHS.mailRegisterVerify, { email, verificationCode });
const registerByMail = (fields: Record<string, unknown>) =>
  encryptedInject(testApp.app, {
    method: 'PUT',
    url: ACCOUNT_PATHS.registerMail,
    payload: { password: 'Passw0rd1', confirmPassword: 'Passw0rd1', ...fields },
  });

/** Sends a code to the address and verifies it, as the gateway does before registering. */
const provenCode = async (email: string) => {
  expect((await sendCode(email)).statusCode).toBe(200);
  const code = await latestCode(testApp.app, email);
  expect((await verify(email, code)).json()).toMatchObject({ success: true, value: { verified: true } });
  return code;
};

describe('registration by email (/wps/member/register/mail)', () => {
  it('mails a code, verifies it, registers with it and the member signs in with the username', async () => {
    const email = newEmail();
    const sent = await sendCode(email);
    expect(sent.json().value).toMatchObject({ expiredMinutes: 5 });
    const [message] = await outbox(testApp.app, email);
    expect(message).toMatchObject({ channel: 'email', purpose: 'register' });
    expect(message?.body).toContain(message?.code);

    const username = newUsername();
    const verificationCode = await latestCode(testApp.app, email);
    await verify(email, verificationCode);
    const reply = await registerByMail({ username, email: email.toUpperCase(), verificationCode });
    expect(reply.statusCode).toBe(200);
    expect(ZWireLoginValueSchema.parse(reply.json().value)).toMatchObject({
      userName: username,
      firstTimeLogin: true,
    });
    const login = await logIn(testApp.app, { username, password: 'Passw0rd1' });
    expect(login.json().value.userName).toBe(username);

    // The code is used up, and the address is now taken.
    const again = await registerByMail({ username: newUsername(), email, verificationCode });
    expect(again.json().errorCode).toBe('email_taken');
    expect((await sendCode(email)).json().errorCode).toBe('email_taken');
  });

  it('refuses a code that was never verified, and a wrong code at verification', async () => {
    const email = newEmail();
    await sendCode(email);
    const code = await latestCode(testApp.app, email);
    const unverified = await registerByMail({ username: newUsername(), email, verificationCode: code });
    expect(unverified.json().errorCode).toBe('verify_first');
    const wrong = await verify(email, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('sms_invalid_code');
  });

  it('kills a code after five wrong answers', async () => {
    const email = newEmail();
    await sendCode(email);
    const code = await latestCode(testApp.app, email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) await verify(email, wrongCode);
    expect((await verify(email, code)).json().errorCode).toBe('sms_code_expired');
  });

  it('keeps a verified code for a corrected second attempt (a taken username first)', async () => {
    const email = newEmail();
    const takenName = newUsername();
    await register(testApp.app, { username: takenName, password: 'Passw0rd1', confirmPassword: 'Passw0rd1' });
    const verificationCode = await provenCode(email);
    const taken = await registerByMail({ username: takenName, email, verificationCode });
    expect(taken.json().errorCode).toBe('username_taken');
    // Verifying again is fine, and the corrected registration goes through.
    expect((await verify(email, verificationCode)).statusCode).toBe(200);
    const corrected = await registerByMail({ username: newUsername(), email, verificationCode });
    expect(corrected.statusCode).toBe(200);
  });

  it('checks the fields against the register settings', async () => {
    const email = newEmail();
    const verificationCode = await provenCode(email);
    const reply = await registerByMail({
      username: '1bad',
      email,
      verificationCode,
      password: 'short',
      confirmPassword: 'other',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ errorCode: 'validation_failed' });
    expect(Object.keys(reply.json().value.fieldErrors).sort()).toEqual([
      'confirmPassword',
      'password',
      'username',
    ]);
    const badEmail = await sendCode('not-an-email');
    expect(badEmail.json()).toMatchObject({
      errorCode: 'validation_failed',
      value: { fieldErrors: { email: 'validation.email' } },
    });
  });

  it('is switched off with EMAILREG3', async () => {
    await qa(testApp.app, '/whitelabel', { flag: 'EMAILREG3', enabled: false });
    const email = newEmail();
    expect((await sendCode(email)).json().errorCode).toBe('function.not.available');
    expect((await verify(email, '123456')).json().errorCode).toBe('function.not.available');
    const reply = await registerByMail({ username: newUsername(), email, verificationCode: '123456' });
    expect(reply.json().errorCode).toBe('function.not.available');
  });

  it('answers bad input with 400 validation_failed', async () => {
    const reply = await postJson(testApp.app, ACCOUNT_PATHS.mailRegisterCode, { email: 'a@b.co' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorCode).toBe('validation_failed');
  });
});

describe('a suggested username (/wps/member/register/autoUsername)', () => {
  it('is free and follows the username rule, and registering with it works', async () => {
    const names = new Set<string>();
    for (let round = 0; round < 20; round++) {
      const reply = await testApp.app.inject({
        method: 'PUT',
        url: ACCOUNT_PATHS.autoUsername,
        headers: MERCHANT_HEADERS,
      });
      expect(reply.statusCode).toBe(200);
      const { username } = reply.json().value as { username: string };
      // The demo rule: patternId 1 (a letter, then letters and digits), 6 to 16 characters.
      expect(username).toMatch(/^[A-Za-z][A-Za-z0-9]{5,15}$/);
      names.add(username);
    }
    expect(names.size).toBeGreaterThan(15);
  });

  it('follows a digits-only rule too', async () => {
    await qa(testApp.app, '/register-settings', {
      field: 'username',
      rule: { patternId: 6, minLength: 8, maxLength: 10 },
    });
    const reply = await testApp.app.inject({
      method: 'PUT',
      url: ACCOUNT_PATHS.autoUsername,
      headers: MERCHANT_HEADERS,
    });
    expect(reply.json().value.username).toMatch(/^\d{8,10}$/);
  });
});
