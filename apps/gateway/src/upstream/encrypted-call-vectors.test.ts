import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendJson, startScriptedServer } from '../test/scripted-server.js';
import { UpstreamClient } from './upstream-client.js';

type TVectorCase = { k: string; payload_json: string; rsa_hex?: string; des_base64: string };
const vectors = JSON.parse(
  readFileSync(
    createRequire(import.meta.url).resolve('@site/wire-crypto/fixtures/crypto-vectors.json'),
    'utf8',
  ),
) as { rsa: { n_hex: string }; cases: TVectorCase[]; extra_cases: Partial<TVectorCase>[] };
const encryptedCases = [...vectors.cases, ...vectors.extra_cases].filter(
  (c): c is TVectorCase & { rsa_hex: string } => Boolean(c.k && c.rsa_hex),
);

let server: Awaited<ReturnType<typeof startScriptedServer>>;
beforeAll(async () => {
  // An upstream that serves the reference key's modulus and accepts any enc call.
  server = await startScriptedServer((request, response) => {
    if (request.url.startsWith('/wps/session/key/rsa')) {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(vectors.rsa.n_hex);
    } else sendJson(response, 200, { success: true, message: '', value: {} });
  });
});
afterAll(() => server.close());

describe('the gateway encrypts enc calls exactly as the original client', () => {
  it.each(encryptedCases)('case $k', async (vector) => {
    const client = new UpstreamClient({
      baseUrl: server.url,
      merchant: 'demo',
      timeoutMs: 2_000,
      drawSessionKey: () => vector.k,
    });
    try {
      await client.callEncrypted(
        {
          method: 'POST',
          path: '/wps/session/login',
          visitor: { ip: '127.0.0.1', language: 'EN' },
          payload: JSON.parse(vector.payload_json) as unknown,
        },
        z.object({}),
      );
    } finally {
      await client.close();
    }
    const sent = server.requests.at(-1);
    expect(sent?.headers.encryption).toBe(vector.rsa_hex);
    expect(sent?.headers['x-digest']).toBe(vector.des_base64);
    expect(sent?.headers['x-rsa']).toBe(vectors.rsa.n_hex);
    expect(JSON.parse(sent?.body ?? '')).toEqual({ value: vector.des_base64 });
  });
});
