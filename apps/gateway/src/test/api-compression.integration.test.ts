import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PER_VISITOR_COMPRESSION_THRESHOLD_BYTES } from '../api-compression.js';
import { BENCH_CONTROL_PATH } from '../bench-control-route.js';
import { startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';

const VENDORS_BATCH = `/trpc/games.vendors?batch=1&input=${encodeURIComponent('{}')}`;

const textOf = (response: LightMyRequestResponse): string => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.payload;
};

describe('API compression', () => {
  let stack: TStack;
  beforeAll(async () => {
    stack = await startGatewayAgainstMock({ BENCH_CONTROL_ROUTE: VENDORS_BATCH });
  }, 30_000);
  afterAll(async () => stack.stop());

  const get = (url: string, headers: Record<string, string> = {}) =>
    stack.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

  it('compresses a per-visitor answer above its threshold by Accept-Encoding, and leaves smaller ones plain', async () => {
    // The vendor list through tRPC itself (a query string the fast path does not take): about 12 KB.
    const large = `${VENDORS_BATCH}&through=trpc`;
    const plain = await get(large);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(PER_VISITOR_COMPRESSION_THRESHOLD_BYTES);
    for (const encoding of ['br', 'gzip']) {
      const compressed = await get(large, { 'accept-encoding': encoding });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers['vary']).toContain('accept-encoding');
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(textOf(compressed))).toEqual(plain.json());
    }
    // The site status (about 3.9 KB) and the session (well under 1 KB) go plain: a documented trade-off
    // (docs/decisions/0047-pass-through-cost.md).
    for (const path of ['/trpc/system.status', '/trpc/session.me']) {
      const small = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(small.statusCode).toBe(200);
      expect(small.rawPayload.length).toBeLessThan(PER_VISITOR_COMPRESSION_THRESHOLD_BYTES);
      expect(small.headers['content-encoding'], path).toBeUndefined();
    }
  });

  it('has the bench control route replay the mirrored read byte for byte, only when configured', async () => {
    for (const encoding of ['br', 'identity']) {
      const headers = { 'accept-encoding': encoding, 'x-language': 'EN' };
      const control = await get(BENCH_CONTROL_PATH, headers);
      const mirrored = await get(VENDORS_BATCH, headers);
      expect(control.statusCode).toBe(200);
      expect(control.rawPayload.equals(mirrored.rawPayload)).toBe(true);
      for (const name of [
        'content-type',
        'content-encoding',
        'vary',
        'cache-control',
        'content-security-policy',
      ])
        expect(control.headers[name], name).toEqual(mirrored.headers[name]);
    }
    const unconfigured = await startGatewayAgainstMock();
    try {
      expect(
        (
          await unconfigured.app.inject({
            method: 'GET',
            url: BENCH_CONTROL_PATH,
            headers: { host: 'localhost' },
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await unconfigured.stop();
    }
  });
});
