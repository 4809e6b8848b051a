import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_PATHS, SYSTEM_PATHS, WALLET_PATHS } from '@site/contracts';
import {
  createInMemoryMock,
  encryptedCall,
  MERCHANT_HEADERS,
  qa,
  type TInMemoryMock,
  withToken,
} from '../test/test-app.js';
import { handleError } from './error-handler.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

describe('Merchant header', () => {
  it.each([
    ['missing', {}],
    ['duplicated', { merchant: ['demo', 'demo'] }],
    ['empty', { merchant: '' }],
    ['unknown', { merchant: 'nobody' }],
  ])('answers 400 function.not.available when %s', async (_case, headers) => {
    const reply = await testApp.app.inject({ method: 'GET', url: SYSTEM_PATHS.status, headers });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });

  it('serves the RSA modulus as plain text, without a merchant', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: SESSION_PATHS.rsaKey });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    expect(reply.body).toMatch(/^[0-9a-f]{256}$/);
    expect(reply.body).toBe(testApp.app.rsaKeyPair.modulusHex);
  });
});

describe('token', () => {
  it.each([
    ['missing', MERCHANT_HEADERS],
    ['unknown', withToken('f'.repeat(64))],
  ])('answers 401 login.not.session when %s', async (_case, headers) => {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: `${WALLET_PATHS.balance}?typeId=0`,
      headers,
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('answers 401 once a session has expired', async () => {
    const { token } = (await qa(testApp.app, '/members', { kind: 'player' })).json<{ token: string }>();
    const balance = () =>
      testApp.app.inject({
        method: 'GET',
        url: `${WALLET_PATHS.balance}?typeId=0`,
        headers: withToken(token),
      });
    expect((await balance()).statusCode).toBe(200);
    expect((await qa(testApp.app, '/sessions/expire', { token })).statusCode).toBe(200);
    const reply = await balance();
    expect(reply.statusCode).toBe(401);
    expect(reply.json().errorCode).toBe('login.not.session');
  });
});

describe('encrypted bodies', () => {
  const loginBody = { username: 'demo_player', password: 'x', captcha: '', type: 'username' };

  it.each(['encryption', 'x-digest', 'x-rsa'])(
    'answers 400 request_body_required without %s',
    async (header) => {
      const call = await encryptedCall(testApp.app, loginBody);
      const headers: Record<string, string> = { ...call.headers };
      delete headers[header];
      const reply = await testApp.app.inject({
        method: 'POST',
        url: SESSION_PATHS.login,
        headers,
        payload: call.payload,
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
    },
  );

  it('answers 400 request_body_required for a body that does not decrypt', async () => {
    const call = await encryptedCall(testApp.app, loginBody);
    const garbage = Buffer.from('not a DES block at all').toString('base64');
    const reply = await testApp.app.inject({
      method: 'POST',
      url: SESSION_PATHS.login,
      headers: { ...call.headers, 'x-digest': garbage },
      payload: { value: garbage },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorCode).toBe('request_body_required');
  });

  it('answers 400 request_body_required when X-Digest differs from the body', async () => {
    const call = await encryptedCall(testApp.app, loginBody);
    const reply = await testApp.app.inject({
      method: 'POST',
      url: SESSION_PATHS.login,
      headers: { ...call.headers, 'x-digest': 'AAAA' },
      payload: call.payload,
    });
    expect(reply.json().errorCode).toBe('request_body_required');
  });

  it('validates the decrypted payload: 400 validation_failed, never a 500', async () => {
    const call = await encryptedCall(testApp.app, { username: 42 });
    const reply = await testApp.app.inject({ method: 'POST', url: SESSION_PATHS.login, ...call });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      success: false,
      errorCode: 'validation_failed',
      value: { fieldErrors: { username: 'validation.invalid', password: 'validation.required' } },
    });
  });
});

describe('envelope', () => {
  it('answers unknown calls with a 404 envelope', async () => {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: '/wps/nothing/here',
      headers: MERCHANT_HEADERS,
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const reply = await testApp.app.inject({
      method: 'POST',
      url: SESSION_PATHS.login,
      headers: { ...MERCHANT_HEADERS, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, errorCode: 'validation_failed' });
  });

  it('answers /healthz without any header', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(reply.json()).toEqual({ ok: true });
  });
});

describe('error handler', () => {
  it('hides the details of a 5xx behind the envelope', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const reply = await app.inject({ method: 'GET', url: '/boom' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({
      success: false,
      message: 'Internal Server Error',
      value: null,
      errorCode: 'unknown_error',
    });
    await app.close();
  });
});
