import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER, startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';

let stack: TStack;
let member: GatewayVisitor;
beforeAll(async () => {
  stack = await startGatewayAgainstMock();
  member = new GatewayVisitor(stack.app);
  await member.mutate('session.login', DEMO_PLAYER);
});
afterAll(() => stack?.stop());

const validRegistration = {
  username: 'validuser1',
  password: 'Passw0rd1',
  confirmPassword: 'Passw0rd1',
  agree: true,
};

/** One bad input per procedure, and the field it must be reported on. */
const BAD_INPUTS = [
  { kind: 'query', path: 'system.status', input: { unexpected: 1 }, field: '_root' },
  { kind: 'query', path: 'system.registerSettings', input: 'nope', field: '_root' },
  { kind: 'query', path: 'system.countries', input: [1], field: '_root' },
  { kind: 'query', path: 'session.me', input: { unexpected: true }, field: '_root' },
  { kind: 'query', path: 'wallet.balance', input: { typeId: 1 }, field: '_root' },
  { kind: 'query', path: 'rewards.promotions', input: { category: 'NOPE' }, field: 'category' },
  { kind: 'mutation', path: 'session.login', input: { username: '   ', password: 'x' }, field: 'username' },
  { kind: 'mutation', path: 'session.logout', input: { everything: true }, field: '_root' },
  { kind: 'mutation', path: 'session.captcha', input: 7, field: '_root' },
  // The token becomes an HTTP header to the upstream: outside visible ASCII it is bad input, not a 503.
  {
    kind: 'mutation',
    path: 'session.adoptToken',
    input: { token: 'токен-токен-токен-токен' },
    field: 'token',
  },
  {
    kind: 'mutation',
    path: 'session.adoptToken',
    input: { token: 'a-token-of-enough\r\nX: 1' },
    field: 'token',
  },
  {
    kind: 'mutation',
    path: 'account.register',
    input: { ...validRegistration, confirmPassword: 'Other1234' },
    field: 'confirmPassword',
  },
  {
    kind: 'mutation',
    path: 'account.register',
    input: { ...validRegistration, agree: false },
    field: 'agree',
  },
] as const;

describe('bad input to every procedure', () => {
  it.each(BAD_INPUTS)(
    '$path answers 400 validation_failed on $field',
    async ({ kind, path, input, field }) => {
      const result = kind === 'query' ? await member.query(path, input) : await member.mutate(path, input);
      expect(result.status).toBe(400);
      expect(result.error?.message).toBe('validation_failed');
      expect(result.error?.data).toMatchObject({
        key: 'validation_failed',
        code: 'BAD_REQUEST',
        httpStatus: 400,
      });
      expect(result.error?.data.fieldErrors?.[field]).toMatch(/^[a-z_.0-9]+$/i);
    },
  );

  it('reports field messages as i18n keys from contracts', async () => {
    const result = await member.mutate('session.login', { username: '', password: '' });
    expect(result.error?.data.fieldErrors).toEqual({
      username: 'validation.required',
      password: 'validation.required',
    });
  });

  it('answers malformed JSON with 400 validation_failed', async () => {
    const query = await member.send('GET', '/trpc/session.me?input=%7Bnot-json');
    expect(query.status).toBe(400);
    expect(query.error?.data.key).toBe('validation_failed');
    const mutation = await member.send('POST', '/trpc/session.login', '{"username":');
    expect(mutation.status).toBe(400);
    expect(mutation.error?.data.key).toBe('validation_failed');
  });

  it('checks registrations against the merchant register settings before calling the upstream', async () => {
    const visitor = new GatewayVisitor(stack.app);
    const result = await visitor.mutate('account.register', {
      ...validRegistration,
      username: '1startswithdigit',
      mobileNum: '12',
    });
    expect(result.status).toBe(400);
    expect(result.error?.data).toMatchObject({
      key: 'validation_failed',
      fieldErrors: { username: 'reg_pattern_1', mobileNum: 'reg_pattern_6' },
    });
  });

  it('answers batched calls one by one', async () => {
    const result = await member.send<unknown>(
      'GET',
      `/trpc/session.me,system.status?batch=1&input=${encodeURIComponent(JSON.stringify({ 1: { bad: 1 } }))}`,
    );
    expect(result.status).toBe(207);
  });
});
