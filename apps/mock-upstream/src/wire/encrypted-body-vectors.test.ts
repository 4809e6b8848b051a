import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_PATHS, ZWireLoginValueSchema } from '@site/contracts';
import { createInMemoryMock, MERCHANT_HEADERS, type TInMemoryMock } from '../test/test-app.js';

type TVectorCase = { k: string; payload_json: string; rsa_hex?: string; des_base64: string };
const vectors = JSON.parse(
  readFileSync(
    createRequire(import.meta.url).resolve('@site/wire-crypto/fixtures/crypto-vectors.json'),
    'utf8',
  ),
) as { rsa: { n_hex: string; d_hex: string }; cases: TVectorCase[]; extra_cases: Partial<TVectorCase>[] };

// The recorded requests whose payload is a login of the seeded demo player.
const loginCases = [...vectors.cases, ...vectors.extra_cases].filter(
  (c): c is TVectorCase & { rsa_hex: string } =>
    Boolean(c.rsa_hex && c.payload_json?.includes('"username":"demo_player"')),
);

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock({
    rsaKeyPair: { modulusHex: vectors.rsa.n_hex, privateExponentHex: vectors.rsa.d_hex },
  });
});
afterAll(() => mock.close());

describe('the mock decrypts the original client bytes', () => {
  it('has recorded login requests to replay', () => {
    expect(loginCases.length).toBeGreaterThanOrEqual(2);
  });

  it.each(loginCases)('logs in from the recorded request of case $k', async (vector) => {
    const response = await mock.app.inject({
      method: 'POST',
      url: SESSION_PATHS.login,
      headers: {
        ...MERCHANT_HEADERS,
        encryption: vector.rsa_hex,
        'x-digest': vector.des_base64,
        'x-rsa': vectors.rsa.n_hex,
      },
      payload: { value: vector.des_base64 },
    });
    expect(response.statusCode).toBe(200);
    const login = ZWireLoginValueSchema.parse(response.json().value);
    expect(login.userName).toBe('demo_player');
  });

  it('refuses the recorded body under a different RSA key', async () => {
    const [vector] = loginCases;
    const response = await mock.app.inject({
      method: 'POST',
      url: SESSION_PATHS.login,
      headers: {
        ...MERCHANT_HEADERS,
        encryption: vector!.rsa_hex,
        'x-digest': vector!.des_base64,
        'x-rsa': 'ab'.repeat(64),
      },
      payload: { value: vector!.des_base64 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('request_body_required');
  });
});
