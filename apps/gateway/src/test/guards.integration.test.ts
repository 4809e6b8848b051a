import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER, startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';

const LOGINS_PER_MINUTE = 3;
const CAPTCHAS_PER_MINUTE = 2;

let stack: TStack;
beforeAll(async () => {
  stack = await startGatewayAgainstMock({
    RATE_LIMIT_LOGIN_PER_MINUTE: String(LOGINS_PER_MINUTE),
    RATE_LIMIT_CAPTCHA_PER_MINUTE: String(CAPTCHAS_PER_MINUTE),
  });
});
afterAll(() => stack?.stop());

describe('the origin guard', () => {
  it('refuses a login without an allowed Origin, before calling the upstream', async () => {
    const foreign = new GatewayVisitor(stack.app, { origin: 'https://evil.example', ip: '10.0.0.1' });
    const result = await foreign.mutate('session.login', DEMO_PLAYER);
    expect(result.status).toBe(403);
    expect(result.error?.data.key).toBe('forbidden_origin');
    expect(result.setCookies).toEqual([]);

    const originless = new GatewayVisitor(stack.app, { origin: null, ip: '10.0.0.1' });
    expect((await originless.mutate('session.logout')).status).toBe(403);
  });
});

describe('rate limits', () => {
  it(`answers the login after ${LOGINS_PER_MINUTE} a minute with 429 too_many_requests, per IP`, async () => {
    const visitor = new GatewayVisitor(stack.app, { ip: '10.0.0.2' });
    for (let attempt = 0; attempt < LOGINS_PER_MINUTE; attempt++) {
      const allowed = await visitor.mutate('session.login', {
        username: 'nobody_here',
        password: 'Wrong1234',
      });
      expect(allowed.status).toBe(400);
    }
    const limited = await visitor.mutate('session.login', DEMO_PLAYER);
    expect(limited.status).toBe(429);
    expect(limited.error).toEqual({
      message: 'too_many_requests',
      code: -32029,
      data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path: 'session.login', key: 'too_many_requests' },
    });

    const otherIp = new GatewayVisitor(stack.app, { ip: '10.0.0.3' });
    expect((await otherIp.mutate('session.login', DEMO_PLAYER)).status).toBe(200);
  });

  it('limits captchas separately, and counts a login hidden in a batch', async () => {
    const visitor = new GatewayVisitor(stack.app, { ip: '10.0.0.4' });
    for (let attempt = 0; attempt < CAPTCHAS_PER_MINUTE; attempt++) {
      expect((await visitor.mutate('session.captcha')).status).toBe(200);
    }
    expect((await visitor.mutate('session.captcha')).status).toBe(429);
    expect((await visitor.mutate('session.login', DEMO_PLAYER)).status).toBe(200);

    const batcher = new GatewayVisitor(stack.app, { ip: '10.0.0.5' });
    const batch = () =>
      batcher.send<unknown>(
        'POST',
        '/trpc/session.logout,session.login?batch=1',
        JSON.stringify({ 1: DEMO_PLAYER }),
      );
    for (let attempt = 0; attempt < LOGINS_PER_MINUTE; attempt++) await batch();
    const limited = await batcher.send<unknown>(
      'POST',
      '/trpc/session.logout,session.login?batch=1',
      JSON.stringify({ 1: DEMO_PLAYER }),
    );
    expect(limited.status).toBe(429);
  });

  it('leaves other procedures alone', async () => {
    const visitor = new GatewayVisitor(stack.app, { ip: '10.0.0.2' });
    expect((await visitor.query('session.me')).status).toBe(200);
  });
});
