import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInMemoryMock, type TInMemoryMock } from '../test/test-app.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

const LOGO = '/static/logos/demo.svg';

const get = (url: string, acceptEncoding?: string) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('generated pictures', () => {
  it('come compressed as the browser accepts, the same picture in every encoding', async () => {
    const plain = await get(LOGO);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body).toMatch(/^<svg /);

    const brotli = await get(LOGO, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await get(LOGO, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    expect((await get(LOGO, 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('draw letters as outlines: no picture carries a text element', async () => {
    const urls = [LOGO, '/static/point-rewards/1.svg'];
    for (const url of urls) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).not.toContain('<text');
      expect(reply.body, url).toMatch(/<path d="M/);
    }
  });
});
