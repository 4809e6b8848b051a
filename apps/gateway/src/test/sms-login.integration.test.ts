import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginResult, TMeOutput } from '@site/contracts';
import {
  createQaMember,
  openSessionCookie,
  startGatewayAgainstMock,
  type TStack,
} from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import { latestCode, smsAddress, unusedMobileNumber } from './qa-outbox.js';

let stack: TStack;
beforeAll(async () => {
  stack = await startGatewayAgainstMock();
});
afterAll(() => stack?.stop());

const mobileMember = async () => {
  const member = await createQaMember(stack.mock, 'mobile');
  if (!member.mobileNum || !member.countryDialingCode) throw new Error('the mobile member has no number');
  return { ...member, mobileNum: member.mobileNum, countryDialingCode: member.countryDialingCode };
};

describe('SMS login through the real mock', () => {
  it('sends the code (to the outbox), signs in with it and never asks for a new password', async () => {
    const member = await mobileMember();
    const visitor = new GatewayVisitor(stack.app);
    const number = { mobileNum: member.mobileNum, countryDialingCode: member.countryDialingCode };
    const sent = await visitor.mutate<{ expiresInSeconds: number }>('session.sendLoginSms', number);
    expect(sent.status).toBe(200);
    expect(sent.data?.expiresInSeconds).toBe(300);

    const code = await latestCode(
      stack.mock,
      smsAddress(number.countryDialingCode, number.mobileNum),
      'login',
    );
    const login = await visitor.mutate<TLoginResult>('session.loginBySms', {
      ...number,
      verificationCode: code,
    });
    expect(login.status).toBe(200);
    expect(login.data).toMatchObject({
      status: 'signed_in',
      member: { account: member.username },
      mustChangePassword: false,
    });
    expect(openSessionCookie(visitor)?.token).toBeTruthy();
    expect((await visitor.query<TMeOutput>('session.me')).data?.member?.account).toBe(member.username);
  });

  it('answers mobile_not_registered for a number nobody has', async () => {
    const visitor = new GatewayVisitor(stack.app);
    const result = await visitor.mutate('session.sendLoginSms', {
      mobileNum: unusedMobileNumber(),
      countryDialingCode: '+63',
    });
    expect(result.status).toBe(400);
    expect(result.error?.data.key).toBe('mobile_not_registered');
  });

  it('answers sms_invalid_code for a wrong code and leaves the visitor signed out', async () => {
    const member = await mobileMember();
    const visitor = new GatewayVisitor(stack.app);
    const number = { mobileNum: member.mobileNum, countryDialingCode: member.countryDialingCode };
    await visitor.mutate('session.sendLoginSms', number);
    const code = await latestCode(
      stack.mock,
      smsAddress(number.countryDialingCode, number.mobileNum),
      'login',
    );
    const wrong = code === '000000' ? '111111' : '000000';
    const login = await visitor.mutate('session.loginBySms', { ...number, verificationCode: wrong });
    expect(login.status).toBe(400);
    expect(login.error?.data.key).toBe('sms_invalid_code');
    expect(openSessionCookie(visitor)?.token).toBeUndefined();
  });
});
