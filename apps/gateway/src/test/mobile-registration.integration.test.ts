import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TLoginOutput, TMeOutput } from '@site/contracts';
import { createQaMember, startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import { latestCode, smsAddress, unusedMobileNumber } from './qa-outbox.js';

let stack: TStack;
beforeAll(async () => {
  stack = await startGatewayAgainstMock();
});
afterAll(() => stack?.stop());
beforeEach(async () => {
  await stack.mock.qa('POST', '/reset');
});

const COUNTRY = '+63';

/** Asks for the register code through the gateway and reads it back from the outbox. */
const registerCodeFor = async (visitor: GatewayVisitor, mobileNum: string): Promise<string> => {
  const sent = await visitor.mutate<{ expiresInSeconds: number }>('account.sendRegisterSms', {
    mobileNum,
    countryDialingCode: COUNTRY,
  });
  expect(sent.status).toBe(200);
  expect(sent.data?.expiresInSeconds).toBeGreaterThan(0);
  return latestCode(stack.mock, smsAddress(COUNTRY, mobileNum), 'register');
};

describe('registration by mobile number', () => {
  it('proves the number by SMS, registers it as the username and signs in without a password prompt', async () => {
    const visitor = new GatewayVisitor(stack.app);
    const mobileNum = unusedMobileNumber();
    const verificationCode = await registerCodeFor(visitor, mobileNum);
    const result = await visitor.mutate<TLoginOutput>('account.registerByMobile', {
      mobileNum,
      countryDialingCode: COUNTRY,
      verificationCode,
      agree: true,
    });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ member: { account: mobileNum }, mustChangePassword: false });
    expect((await visitor.query<TMeOutput>('session.me')).data?.member?.account).toBe(mobileNum);
  });

  it('asks for the SMS code first (REGMOBVERF3), and refuses a wrong one', async () => {
    const visitor = new GatewayVisitor(stack.app);
    const mobileNum = unusedMobileNumber();
    const withoutCode = await visitor.mutate('account.registerByMobile', {
      mobileNum,
      countryDialingCode: COUNTRY,
      agree: true,
    });
    expect(withoutCode.status).toBe(400);
    expect(withoutCode.error?.data).toMatchObject({
      key: 'validation_failed',
      fieldErrors: { verificationCode: 'validation.verification_code' },
    });
    const code = await registerCodeFor(visitor, mobileNum);
    const wrong = await visitor.mutate('account.registerByMobile', {
      mobileNum,
      countryDialingCode: COUNTRY,
      verificationCode: code === '000000' ? '111111' : '000000',
      agree: true,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.data.key).toBe('sms_invalid_code');
  });

  it('takes a password when MOBILENUMPASSREG3 is on, and the member can then log in with it', async () => {
    await stack.mock.qa('POST', '/whitelabel', { flag: 'MOBILENUMPASSREG3', enabled: true });
    const visitor = new GatewayVisitor(stack.app);
    const mobileNum = unusedMobileNumber();
    const verificationCode = await registerCodeFor(visitor, mobileNum);
    const missing = await visitor.mutate('account.registerByMobile', {
      mobileNum,
      countryDialingCode: COUNTRY,
      verificationCode,
      agree: true,
    });
    expect(missing.error?.data.fieldErrors?.['password']).toBe('validation.required');
    const registered = await visitor.mutate<TLoginOutput>('account.registerByMobile', {
      mobileNum,
      countryDialingCode: COUNTRY,
      verificationCode,
      password: 'Passw0rd1',
      confirmPassword: 'Passw0rd1',
      agree: true,
    });
    expect(registered.status).toBe(200);
    const login = await new GatewayVisitor(stack.app).mutate('session.login', {
      username: mobileNum,
      password: 'Passw0rd1',
    });
    expect(login.data).toMatchObject({ status: 'signed_in' });
  });

  it('refuses to send a register code to a number already taken', async () => {
    const member = await createQaMember(stack.mock, 'mobile');
    const result = await new GatewayVisitor(stack.app).mutate('account.sendRegisterSms', {
      mobileNum: member.mobileNum,
      countryDialingCode: member.countryDialingCode,
    });
    expect(result.status).toBe(400);
    expect(result.error?.data.key).toBe('mobile_taken');
  });
});

describe('the affiliate code check', () => {
  it('knows a real code and says no to an unknown one', async () => {
    const visitor = new GatewayVisitor(stack.app);
    expect((await visitor.query('account.checkAffiliate', { code: 'AGENT01' })).data).toEqual({
      valid: true,
    });
    expect((await visitor.query('account.checkAffiliate', { code: 'NOSUCH99' })).data).toEqual({
      valid: false,
    });
  });
});
