import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginOutput, TLoginResult, TMeOutput } from '@site/contracts';
import { createQaMember, startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import { latestCode, latestMessage, smsAddress } from './qa-outbox.js';

let stack: TStack;
beforeAll(async () => {
  stack = await startGatewayAgainstMock();
});
afterAll(() => stack?.stop());

describe('changing the password', () => {
  it('changes it for the member, who then logs in with the new one', async () => {
    const member = await createQaMember(stack.mock);
    const visitor = new GatewayVisitor(stack.app);
    await visitor.mutate('session.login', { username: member.username, password: member.password });
    const changed = await visitor.mutate<TMeOutput>('account.changePassword', {
      oldPassword: member.password,
      newPassword: 'N3wPassw0rd',
      confirmNewPassword: 'N3wPassw0rd',
    });
    expect(changed.status).toBe(200);
    expect(changed.data?.member?.account).toBe(member.username);
    const login = await new GatewayVisitor(stack.app).mutate<TLoginResult>('session.login', {
      username: member.username,
      password: 'N3wPassw0rd',
    });
    expect(login.data?.status).toBe('signed_in');
  });

  it('answers old_password_incorrect for a wrong old password', async () => {
    const member = await createQaMember(stack.mock);
    const visitor = new GatewayVisitor(stack.app);
    await visitor.mutate('session.login', { username: member.username, password: member.password });
    const result = await visitor.mutate('account.changePassword', {
      oldPassword: 'NotMine123',
      newPassword: 'N3wPassw0rd',
      confirmNewPassword: 'N3wPassw0rd',
    });
    expect(result.status).toBe(400);
    expect(result.error?.data.key).toBe('old_password_incorrect');
  });

  it('keeps asking after a forced-change login until the password is changed', async () => {
    const member = await createQaMember(stack.mock, 'expired-password');
    const visitor = new GatewayVisitor(stack.app);
    const login = await visitor.mutate<TLoginResult>('session.login', {
      username: member.username,
      password: member.password,
    });
    expect(login.data).toMatchObject({ status: 'signed_in', mustChangePassword: true });
    // A reload asks the gateway again: the flag lives in the sealed session, not in the page.
    expect((await visitor.query<TMeOutput>('session.me')).data?.mustChangePassword).toBe(true);
    await visitor.mutate('account.changePassword', {
      oldPassword: member.password,
      newPassword: 'Chang3dNow',
      confirmNewPassword: 'Chang3dNow',
    });
    expect((await visitor.query<TMeOutput>('session.me')).data).toMatchObject({
      member: { account: member.username },
      mustChangePassword: false,
    });
  });

  it('is for members only', async () => {
    const result = await new GatewayVisitor(stack.app).mutate('account.changePassword', {
      oldPassword: 'Passw0rd!',
      newPassword: 'N3wPassw0rd',
      confirmNewPassword: 'N3wPassw0rd',
    });
    expect(result.status).toBe(401);
    expect(result.error?.data.key).toBe('not_logged_in');
  });
});

describe('forgot password by email', () => {
  it('emails a temporary password that logs in and must be changed', async () => {
    const member = await createQaMember(stack.mock);
    const visitor = new GatewayVisitor(stack.app);
    const sent = await visitor.mutate('account.forgotByEmail', {
      username: member.username,
      email: member.email,
    });
    expect(sent.status).toBe(200);
    expect(sent.data).toEqual({ sent: true });

    const email = await latestMessage(stack.mock, member.email ?? '', 'temporary_password');
    expect(email.code).toBeTruthy();
    const login = await visitor.mutate<TLoginResult>('session.login', {
      username: member.username,
      password: email.code,
    });
    expect(login.data).toMatchObject({ status: 'signed_in', mustChangePassword: true });
  });

  it('answers username_or_email_not_exist when they do not match', async () => {
    const member = await createQaMember(stack.mock);
    const result = await new GatewayVisitor(stack.app).mutate('account.forgotByEmail', {
      username: member.username,
      email: 'someone-else@example.com',
    });
    expect(result.status).toBe(400);
    expect(result.error?.data.key).toBe('username_or_email_not_exist');
  });
});

describe('password reset by phone', () => {
  it('sets the new password with the SMS code and signs the member in', async () => {
    const member = await createQaMember(stack.mock, 'mobile');
    const number = { mobileNum: member.mobileNum ?? '', countryDialingCode: member.countryDialingCode ?? '' };
    const visitor = new GatewayVisitor(stack.app);
    expect((await visitor.mutate('account.sendResetSms', number)).status).toBe(200);
    const code = await latestCode(
      stack.mock,
      smsAddress(number.countryDialingCode, number.mobileNum),
      'reset',
    );
    const reset = await visitor.mutate<TLoginOutput>('account.resetByPhone', {
      ...number,
      verificationCode: code,
      newPassword: 'Res3tPassw0rd',
      confirmNewPassword: 'Res3tPassw0rd',
    });
    expect(reset.status).toBe(200);
    expect(reset.data).toMatchObject({ member: { account: member.username }, mustChangePassword: false });
    expect((await visitor.query<TMeOutput>('session.me')).data?.member?.account).toBe(member.username);

    const login = await new GatewayVisitor(stack.app).mutate<TLoginResult>('session.login', {
      username: member.username,
      password: 'Res3tPassw0rd',
    });
    expect(login.data?.status).toBe('signed_in');
  });

  it('answers a second factor when the sign-in after the reset needs one, and completes it', async () => {
    const member = await createQaMember(stack.mock, 'mobile', { secondFactor: 'PHONE' });
    const number = { mobileNum: member.mobileNum ?? '', countryDialingCode: member.countryDialingCode ?? '' };
    const address = smsAddress(number.countryDialingCode, number.mobileNum);
    const visitor = new GatewayVisitor(stack.app);
    await visitor.mutate('account.sendResetSms', number);
    const reset = await visitor.mutate<TLoginResult>('account.resetByPhone', {
      ...number,
      verificationCode: await latestCode(stack.mock, address, 'reset'),
      newPassword: 'Res3tPassw0rd',
      confirmNewPassword: 'Res3tPassw0rd',
    });
    expect(reset.data).toMatchObject({ status: 'second_factor', method: 'PHONE' });
    const verified = await visitor.mutate<TLoginOutput>('session.verifySecondFactor', {
      code: await latestCode(stack.mock, address, 'second_factor'),
    });
    expect(verified.data).toMatchObject({ member: { account: member.username } });
  });

  it('refuses a wrong code with sms_invalid_code', async () => {
    const member = await createQaMember(stack.mock, 'mobile');
    const number = { mobileNum: member.mobileNum ?? '', countryDialingCode: member.countryDialingCode ?? '' };
    const visitor = new GatewayVisitor(stack.app);
    await visitor.mutate('account.sendResetSms', number);
    const code = await latestCode(
      stack.mock,
      smsAddress(number.countryDialingCode, number.mobileNum),
      'reset',
    );
    const result = await visitor.mutate('account.resetByPhone', {
      ...number,
      verificationCode: code === '000000' ? '111111' : '000000',
      newPassword: 'Res3tPassw0rd',
      confirmNewPassword: 'Res3tPassw0rd',
    });
    expect(result.status).toBe(400);
    expect(result.error?.data.key).toBe('sms_invalid_code');
  });
});
