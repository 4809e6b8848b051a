import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TLoginOutput, TMeOutput } from '@site/contracts';
import { GENEROUS_GUARDS, startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import { latestCode } from './qa-outbox.js';

/** Tight limits on the email code procedures; everything else out of the way. */
const LIMITS = {
  RATE_LIMIT_SMS_SEND_PER_NUMBER_PER_MINUTE: '2',
  RATE_LIMIT_SMS_VERIFY_PER_NUMBER_PER_MINUTE: '3',
  RATE_LIMIT_USERNAME_SUGGEST_PER_MINUTE: '3',
};

let stack: TStack;
beforeAll(async () => {
  stack = await startGatewayAgainstMock({ ...GENEROUS_GUARDS, ...LIMITS });
});
afterAll(() => stack?.stop());
beforeEach(async () => {
  await stack.mock.qa('POST', '/reset');
});

let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;
const newEmail = () => `reg.${unique()}@example.com`;
const newUsername = () => `mail${unique()}`.slice(0, 16);

const emailRegistration = (fields: { username: string; email: string; verificationCode: string }) => ({
  ...fields,
  password: 'Passw0rd1',
  confirmPassword: 'Passw0rd1',
  agree: true,
});

describe('registration by email', () => {
  it('mails a code, registers with it, signs the member in, and the member can log in again', async () => {
    const visitor = new GatewayVisitor(stack.app);
    const email = newEmail();
    const sent = await visitor.mutate<{ expiresInSeconds: number }>('account.sendRegisterMail', { email });
    expect(sent.data).toEqual({ expiresInSeconds: 300 });
    const username = newUsername();
    const verificationCode = await latestCode(stack.mock, email, 'register');
    const result = await visitor.mutate<TLoginOutput>(
      'account.registerByEmail',
      emailRegistration({ username, email, verificationCode }),
    );
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ member: { account: username }, mustChangePassword: false });
    expect((await visitor.query<TMeOutput>('session.me')).data?.member?.account).toBe(username);
    const again = await new GatewayVisitor(stack.app).mutate('session.login', {
      username,
      password: 'Passw0rd1',
    });
    expect(again.data).toMatchObject({ status: 'signed_in' });
  });

  it('refuses a wrong code under the code field, and a taken address', async () => {
    const visitor = new GatewayVisitor(stack.app);
    const email = newEmail();
    await visitor.mutate('account.sendRegisterMail', { email });
    const code = await latestCode(stack.mock, email, 'register');
    const wrong = await visitor.mutate(
      'account.registerByEmail',
      emailRegistration({
        username: newUsername(),
        email,
        verificationCode: code === '000000' ? '111111' : '000000',
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.error?.data.key).toBe('sms_invalid_code');

    await visitor.mutate(
      'account.registerByEmail',
      emailRegistration({ username: newUsername(), email, verificationCode: code }),
    );
    const taken = await new GatewayVisitor(stack.app).mutate('account.sendRegisterMail', { email });
    expect(taken.status).toBe(400);
    expect(taken.error?.data.key).toBe('email_taken');
  });

  it('checks the username against the register settings before calling the upstream', async () => {
    const result = await new GatewayVisitor(stack.app).mutate(
      'account.registerByEmail',
      emailRegistration({ username: '9starts-with-digit', email: newEmail(), verificationCode: '123456' }),
    );
    expect(result.status).toBe(400);
    expect(result.error?.data).toMatchObject({
      key: 'validation_failed',
      fieldErrors: { username: 'reg_pattern_1' },
    });
  });

  it('holds one address to 2 code sends a minute and 3 registration tries, as SMS codes are held', async () => {
    const email = newEmail();
    const visitor = new GatewayVisitor(stack.app, { ip: '192.0.2.171' });
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await visitor.mutate('account.sendRegisterMail', { email })).status).toBe(200);
    }
    const third = await visitor.mutate('account.sendRegisterMail', { email });
    expect(third.status).toBe(429);
    expect(third.error?.data.key).toBe('too_many_requests');

    const tries = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      tries.push(
        await visitor.mutate(
          'account.registerByEmail',
          emailRegistration({ username: newUsername(), email, verificationCode: '000001' }),
        ),
      );
    }
    expect(tries.map((attempt) => attempt.status)).toEqual([400, 400, 400, 429]);
  });

  it('is off when the merchant switches EMAILREG3 off', async () => {
    await stack.mock.qa('POST', '/whitelabel', { flag: 'EMAILREG3', enabled: false });
    const result = await new GatewayVisitor(stack.app).mutate('account.sendRegisterMail', {
      email: newEmail(),
    });
    expect(result.status).toBe(400);
    expect(result.error?.data.key).toBe('function.not.available');
  });
});

describe('a suggested username', () => {
  it('is free, follows the rule, can be registered, and is limited per IP', async () => {
    const visitor = new GatewayVisitor(stack.app, { ip: '192.0.2.172' });
    const suggested = await visitor.mutate<{ username: string }>('account.suggestUsername');
    expect(suggested.status).toBe(200);
    const username = suggested.data?.username ?? '';
    expect(username).toMatch(/^[A-Za-z][A-Za-z0-9]{5,15}$/);
    const registered = await visitor.mutate<TLoginOutput>('account.register', {
      username,
      password: 'Passw0rd1',
      confirmPassword: 'Passw0rd1',
      agree: true,
    });
    expect(registered.status).toBe(200);

    const guest = new GatewayVisitor(stack.app, { ip: '192.0.2.173' });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await guest.mutate('account.suggestUsername')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
