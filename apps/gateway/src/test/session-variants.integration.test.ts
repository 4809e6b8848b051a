import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginOutput, TLoginResult, TMeOutput } from '@site/contracts';
import {
  createQaMember,
  DEMO_PLAYER,
  openSessionCookie,
  sealSessionCookie,
  startGatewayAgainstMock,
  type TStack,
} from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';

let stack: TStack;
beforeAll(async () => {
  stack = await startGatewayAgainstMock();
});
afterAll(() => stack?.stop());

describe('the agent portal', () => {
  it('admits an agent', async () => {
    const visitor = new GatewayVisitor(stack.app);
    const login = await visitor.mutate<TLoginResult>('session.login', {
      username: 'demo_agent',
      password: 'Passw0rd!',
      portal: 'agent',
    });
    expect(login.status).toBe(200);
    expect(login.data).toMatchObject({
      status: 'signed_in',
      member: { account: 'demo_agent', isAgent: true },
    });
  });

  it('refuses a player with 403 error_not_agent, sets no session and ends the upstream one', async () => {
    const visitor = new GatewayVisitor(stack.app);
    const refused = await visitor.mutate('session.login', { ...DEMO_PLAYER, portal: 'agent' });
    expect(refused.status).toBe(403);
    expect(refused.error?.data.key).toBe('error_not_agent');
    expect(visitor.cookies.has('sid')).toBe(false);
  });

  it('passes member_no_enter through for a disabled account', async () => {
    const member = await createQaMember(stack.mock, 'disabled');
    const result = await new GatewayVisitor(stack.app).mutate('session.login', {
      username: member.username,
      password: member.password,
      portal: 'agent',
    });
    expect(result.status).toBe(400);
    expect(result.error?.data.key).toBe('member_no_enter');
  });
});

describe('a new session with every login', () => {
  it('issues a new cookie and logs the previous upstream token out', async () => {
    const visitor = new GatewayVisitor(stack.app);
    await visitor.mutate('session.login', DEMO_PLAYER);
    const first = openSessionCookie(visitor);
    const other = await createQaMember(stack.mock);
    await visitor.mutate('session.login', { username: other.username, password: other.password });
    const second = openSessionCookie(visitor);
    expect(second?.id).not.toBe(first?.id);
    expect(second?.token).not.toBe(first?.token);

    const replay = new GatewayVisitor(stack.app);
    replay.cookies.set('sid', sealSessionCookie(first?.token ?? ''));
    expect((await replay.query('wallet.balance')).error?.data.key).toBe('login.not.session');
  });
});

describe('free play', () => {
  it('starts a trial session', async () => {
    const visitor = new GatewayVisitor(stack.app);
    const result = await visitor.mutate<TLoginOutput>('session.freePlay');
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      member: { isTrial: true, isAgent: false },
      mustChangePassword: false,
    });
    expect((await visitor.query<TMeOutput>('session.me')).data?.member?.isTrial).toBe(true);
  });

  it('answers function.not.available while FREEPLAY3 is off', async () => {
    await stack.mock.qa('POST', '/whitelabel', { flag: 'FREEPLAY3', enabled: false });
    try {
      const result = await new GatewayVisitor(stack.app).mutate('session.freePlay');
      expect(result.status).toBe(400);
      expect(result.error?.data.key).toBe('function.not.available');
    } finally {
      await stack.mock.qa('POST', '/whitelabel', { flag: 'FREEPLAY3', enabled: true });
    }
  });
});

describe('adopting a token from the address bar', () => {
  it('seals a live token into a new session, after which me shows its member', async () => {
    const member = await createQaMember(stack.mock);
    const visitor = new GatewayVisitor(stack.app);
    const adopted = await visitor.mutate<TMeOutput>('session.adoptToken', { token: member.token });
    expect(adopted.status).toBe(200);
    expect(adopted.data?.member?.account).toBe(member.username);
    expect(openSessionCookie(visitor)?.token).toBe(member.token);
    expect((await visitor.query<TMeOutput>('session.me')).data?.member?.account).toBe(member.username);
  });

  it('answers 401 login.not.session for a token the upstream does not know', async () => {
    const visitor = new GatewayVisitor(stack.app);
    const result = await visitor.mutate('session.adoptToken', { token: 'no-such-token-0123456789abcdef' });
    expect(result.status).toBe(401);
    expect(result.error?.data.key).toBe('login.not.session');
    expect(visitor.cookies.has('sid')).toBe(false);
  });
});
