import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decryptPayload, generateRsaKeyPair } from '@site/wire-crypto';
import { sendJson, startScriptedServer } from '../test/scripted-server.js';
import { UpstreamClient } from './upstream-client.js';
import { UpstreamError } from './upstream-error.js';

const visitor = { ip: '203.0.113.7', language: 'TY' };
const ok = (value: unknown) => ({ success: true, message: '', value });

let cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.map((cleanup) => cleanup()));
  cleanups = [];
});

const setUp = async (handler: Parameters<typeof startScriptedServer>[0], timeoutMs = 2_000) => {
  const server = await startScriptedServer(handler);
  const client = new UpstreamClient({ baseUrl: server.url, merchant: 'demo', timeoutMs });
  cleanups.push(async () => {
    await client.close();
    await server.close();
  });
  return { server, client };
};

describe('UpstreamClient wire headers', () => {
  it('sends Merchant once, Language, Device, X-Forwarded-For and the bare token', async () => {
    const { server, client } = await setUp((_request, response) => sendJson(response, 200, ok({ n: 1 })));
    const reply = await client.call(
      { method: 'GET', path: '/wps/v2/wallets/balance', visitor, token: 'tok-1', query: { typeId: 0 } },
      z.object({ n: z.number() }),
    );
    expect(reply.value).toEqual({ n: 1 });
    const [request] = server.requests;
    expect(request?.url).toBe('/wps/v2/wallets/balance?typeId=0');
    expect(request?.rawHeaders.filter((name) => name.toLowerCase() === 'merchant')).toHaveLength(1);
    expect(request?.headers).toMatchObject({
      merchant: 'demo',
      language: 'TY',
      device: 'web',
      'x-forwarded-for': '203.0.113.7',
      authorization: 'tok-1',
    });
    expect(request?.headers['content-type']).toBeUndefined();
  });

  it("sends the gateway request's id as X-Request-Id when it has one", async () => {
    const { server, client } = await setUp((_request, response) => sendJson(response, 200, ok(null)));
    await client.call(
      { method: 'POST', path: '/wps/x', visitor: { ...visitor, requestId: 'req-77' }, body: {} },
      z.null(),
    );
    await client.call({ method: 'POST', path: '/wps/x', visitor, body: {} }, z.null());
    expect(server.requests.map((request) => request.headers['x-request-id'])).toEqual(['req-77', undefined]);
  });

  it('sends no Authorization without a token, and JSON bodies with their content type', async () => {
    const { server, client } = await setUp((_request, response) => sendJson(response, 200, ok(null)));
    await client.call({ method: 'POST', path: '/wps/x', visitor, body: { a: 1 } }, z.null());
    const [request] = server.requests;
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ a: 1 });
  });

  it('reads reply cookies and replays cookies it is given', async () => {
    const { server, client } = await setUp((_request, response) =>
      sendJson(response, 200, ok('png'), { 'set-cookie': ['captchaId=abc123; Path=/; HttpOnly', 'other=1'] }),
    );
    const reply = await client.call(
      { method: 'GET', path: '/wps/captcha', visitor, cookies: { captchaId: 'old-id' } },
      z.string(),
    );
    expect(reply.cookies).toEqual({ captchaId: 'abc123', other: '1' });
    expect(server.requests[0]?.headers.cookie).toBe('captchaId=old-id');
  });
});

describe('UpstreamClient envelope', () => {
  it('turns a failure envelope into a rejected UpstreamError with its code and value', async () => {
    const { client } = await setUp((_request, response) =>
      sendJson(response, 400, {
        success: false,
        message: 'no',
        value: { captcha: true },
        errorCode: 'error_password',
      }),
    );
    const failure = await client
      .call({ method: 'POST', path: '/wps/session/login', visitor, body: {} }, z.unknown())
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({
      kind: 'rejected',
      status: 400,
      errorCode: 'error_password',
      value: { captcha: true },
    });
  });

  it('treats success:false on a 200 as a failure', async () => {
    const { client } = await setUp((_request, response) =>
      sendJson(response, 200, { success: false, message: '', value: null, errorCode: 'member_no_enter' }),
    );
    await expect(client.call({ method: 'GET', path: '/wps/x', visitor }, z.unknown())).rejects.toMatchObject({
      kind: 'rejected',
      errorCode: 'member_no_enter',
    });
  });

  it('rejects a value that does not match the schema as a bad reply', async () => {
    const { client } = await setUp((_request, response) => sendJson(response, 200, ok({ n: 'x' })));
    await expect(
      client.call({ method: 'GET', path: '/wps/x', visitor }, z.object({ n: z.number() })),
    ).rejects.toMatchObject({ kind: 'bad-reply' });
  });

  it('keeps the status of a failure that is not the envelope', async () => {
    const { client } = await setUp((_request, response) => {
      response.writeHead(401, { 'content-type': 'text/html' });
      response.end('<h1>nope</h1>');
    });
    await expect(client.call({ method: 'POST', path: '/wps/x', visitor }, z.unknown())).rejects.toMatchObject(
      {
        kind: 'rejected',
        status: 401,
      },
    );
  });
});

describe('UpstreamClient retries and timeouts', () => {
  it('retries a GET exactly once on 502–504', async () => {
    const { server, client } = await setUp((_request, response) =>
      sendJson(response, 503, { success: false }),
    );
    await expect(client.call({ method: 'GET', path: '/wps/x', visitor }, z.unknown())).rejects.toMatchObject({
      kind: 'rejected',
      status: 503,
    });
    expect(server.requests).toHaveLength(2);
  });

  it('succeeds when the retry does', async () => {
    let calls = 0;
    const { client } = await setUp((_request, response) => {
      calls += 1;
      if (calls === 1) {
        response.socket?.destroy();
        return;
      }
      sendJson(response, 200, ok('fine'));
    });
    const reply = await client.call({ method: 'GET', path: '/wps/x', visitor }, z.string());
    expect(reply.value).toBe('fine');
    expect(calls).toBe(2);
  });

  it('never retries a write', async () => {
    const { server, client } = await setUp((_request, response) =>
      sendJson(response, 502, { success: false }),
    );
    await expect(
      client.call({ method: 'POST', path: '/wps/x', visitor, body: {} }, z.unknown()),
    ).rejects.toMatchObject({
      status: 502,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('never retries a business failure', async () => {
    const { server, client } = await setUp((_request, response) =>
      sendJson(response, 400, {
        success: false,
        message: '',
        value: null,
        errorCode: 'function.not.available',
      }),
    );
    await expect(client.call({ method: 'GET', path: '/wps/x', visitor }, z.unknown())).rejects.toBeInstanceOf(
      UpstreamError,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('gives up after the timeout, as a timeout', async () => {
    const { server, client } = await setUp(() => {
      // Never answers.
    }, 150);
    const started = Date.now();
    await expect(
      client.call({ method: 'GET', path: '/wps/slow', visitor }, z.unknown()),
    ).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports an unreachable upstream as a network failure', async () => {
    const client = new UpstreamClient({ baseUrl: 'http://127.0.0.1:1', merchant: 'demo', timeoutMs: 1_000 });
    cleanups.push(() => client.close());
    await expect(client.call({ method: 'GET', path: '/wps/x', visitor }, z.unknown())).rejects.toMatchObject({
      kind: 'network',
    });
  });
});

describe('UpstreamClient encrypted calls', () => {
  it('fetches the modulus, then sends {value: des} with Encryption, X-Digest and X-RSA', async () => {
    const keyPair = generateRsaKeyPair(512);
    const { server, client } = await setUp((request, response) => {
      if (request.url.startsWith('/wps/session/key/rsa')) {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end(keyPair.modulusHex);
        return;
      }
      sendJson(response, 200, ok({ token: 't' }));
    });
    const payload = { username: 'demo_player', password: 'Passw0rd!', captcha: '', type: 'username' };
    await client.callEncrypted(
      { method: 'POST', path: '/wps/session/login', visitor, payload, cookies: { captchaId: 'c1' } },
      z.object({ token: z.string() }),
    );
    const [keyRequest, loginRequest] = server.requests;
    expect(keyRequest?.url).toMatch(/^\/wps\/session\/key\/rsa\?t=\d+$/);
    expect(keyRequest?.headers['cache-control']).toBe('no-cache');
    const body = JSON.parse(loginRequest?.body ?? '{}') as { value: string };
    expect(loginRequest?.headers['x-digest']).toBe(body.value);
    expect(loginRequest?.headers['x-rsa']).toBe(keyPair.modulusHex);
    expect(loginRequest?.headers.cookie).toBe('captchaId=c1');
    const encryption = loginRequest?.headers['encryption'];
    expect(typeof encryption).toBe('string');
    const plaintext = decryptPayload({ rsa: String(encryption), des: body.value }, keyPair);
    expect(JSON.parse(plaintext)).toEqual(payload);
    expect(loginRequest?.body).not.toContain('Passw0rd!');
  });

  it('fails as a bad reply when the modulus is not hex', async () => {
    const { client } = await setUp((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('<html>');
    });
    await expect(
      client.callEncrypted({ method: 'POST', path: '/wps/session/login', visitor, payload: {} }, z.unknown()),
    ).rejects.toMatchObject({ kind: 'bad-reply' });
  });
});
