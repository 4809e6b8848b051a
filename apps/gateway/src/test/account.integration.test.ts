import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginOutput, TMeOutput } from '@site/contracts';
import { openSessionCookie, startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';

let stack: TStack;
beforeAll(async () => {
  stack = await startGatewayAgainstMock();
});
afterAll(() => stack?.stop());

const newRegistration = () => {
  const username = `gw${randomBytes(4).toString('hex')}`;
  return {
    username,
    password: 'Passw0rd1',
    confirmPassword: 'Passw0rd1',
    email: `${username}@example.com`,
    agree: true,
  };
};

describe('registration through the gateway', () => {
  it('registers, logs the new member in, and me shows them', async () => {
    const visitor = new GatewayVisitor(stack.app);
    const registration = newRegistration();
    const result = await visitor.mutate<TLoginOutput>('account.register', registration);
    expect(result.status).toBe(200);
    expect(result.data?.member).toMatchObject({
      account: registration.username,
      isAgent: false,
      isTrial: false,
    });
    expect(openSessionCookie(visitor)?.token).toBeTruthy();

    const me = await visitor.query<TMeOutput>('session.me');
    expect(me.data?.member?.account).toBe(registration.username);
    const balance = await visitor.query<{ total: number }>('wallet.balance');
    expect(balance.data?.total).toBe(0);
  });

  it('refuses a taken username with username_taken', async () => {
    const registration = newRegistration();
    await new GatewayVisitor(stack.app).mutate('account.register', registration);
    const again = await new GatewayVisitor(stack.app).mutate('account.register', registration);
    expect(again.status).toBe(400);
    expect(again.error?.data.key).toBe('username_taken');
  });

  it('lets the new member log in with the chosen password', async () => {
    const registration = newRegistration();
    await new GatewayVisitor(stack.app).mutate('account.register', registration);
    const visitor = new GatewayVisitor(stack.app);
    const login = await visitor.mutate<TLoginOutput>('session.login', {
      username: registration.username,
      password: registration.password,
    });
    expect(login.data?.member.account).toBe(registration.username);
  });
});
