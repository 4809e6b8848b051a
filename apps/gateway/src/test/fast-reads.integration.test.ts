import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryCacheStore } from '../cache/memory-cache-store.js';
import { TtlCache, type TTtlCache } from '../cache/ttl-cache.js';
import { systemClock } from '../clock.js';
import { SessionSealer } from '../session/sealer.js';
import { newSessionPayload } from '../session/session-payload.js';
import { ACTIVITY_RESEAL_INTERVAL_MS } from '../session/session-timeouts.js';
import { startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { TEST_SECRET } from './test-config.js';
import { decoded, ENCODINGS, headersOf, QUERY_FORMS } from './trpc-answers.js';

/**
 * The fast path of the hottest cached reads (trpc/fast-reads.ts) must be
 * indistinguishable from tRPC's own answer. tRPC's answer is asked for with
 * a `trpc-accept: application/json` header, which the fast path leaves to
 * tRPC and which changes nothing in tRPC's answer; the cache counts how
 * often tRPC read it, which tells the two paths apart.
 */
const FAST_READS = ['games.vendors', 'games.hot', 'games.winners', 'lottery.rules'];
const countingCache = (): { cache: TTtlCache; trpcReads: () => number } => {
  const inner = new TtlCache(new MemoryCacheStore(systemClock), 60_000);
  let trpcReads = 0;
  return {
    cache: {
      getOrLoad: (entry) => {
        trpcReads += 1;
        return inner.getOrLoad(entry);
      },
      peek: (entry) => inner.peek(entry),
      drop: (keys) => inner.drop(keys),
    },
    trpcReads: () => trpcReads,
  };
};

describe('the fast path of cached reads', () => {
  let stack: TStack;
  let app: FastifyInstance;
  let counted: ReturnType<typeof countingCache>;

  beforeAll(async () => {
    counted = countingCache();
    stack = await startGatewayAgainstMock({}, { cache: counted.cache });
    app = stack.app;
  }, 30_000);
  afterAll(async () => stack.stop());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: 'localhost', 'x-language': 'EN', ...headers } });

  /** tRPC's answer and the fast path's to the same request; the fast path's must not have gone through tRPC. */
  const bothAnswers = async (url: string, headers: Record<string, string> = {}) => {
    const viaTrpc = await get(url, { ...headers, 'trpc-accept': 'application/json' });
    const readsBefore = counted.trpcReads();
    const fast = await get(url, headers);
    expect(counted.trpcReads()).toBe(readsBefore);
    return { viaTrpc, fast };
  };

  it('answers with what tRPC answers: status, body and headers, batched or not, in every encoding', async () => {
    for (const procedure of FAST_READS) {
      // The first read fills the cache (through tRPC); the fast path serves only cached answers.
      expect((await get(`/trpc/${procedure}`)).statusCode).toBe(200);
      for (const [form, query] of Object.entries(QUERY_FORMS)) {
        for (const encoding of ENCODINGS) {
          const { viaTrpc, fast } = await bothAnswers(
            `/trpc/${procedure}${query}`,
            encoding ? { 'accept-encoding': encoding } : {},
          );
          const label = `${procedure} ${form} ${encoding ?? 'identity'}`;
          expect(viaTrpc.statusCode, label).toBe(200);
          expect(fast.statusCode, label).toBe(200);
          expect(decoded(fast), label).toEqual(decoded(viaTrpc));
          expect(headersOf(fast), label).toEqual(headersOf(viaTrpc));
        }
      }
    }
    // The vendor menu is big enough to be compressed, and a batch answer is an array.
    const vendors = await get(`/trpc/games.vendors${QUERY_FORMS.batch}`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(vendors.headers['content-encoding']).toBe('br');
    expect(vendors.rawPayload.length).toBeLessThan(JSON.stringify(decoded(vendors)).length / 2);
    expect(decoded(vendors)).toEqual([{ result: { data: { categories: expect.any(Array) } } }]);
  });

  it('keeps the session timeouts: a due activity re-seal and an expired session, as tRPC does', async () => {
    const sealer = new SessionSealer(TEST_SECRET);
    const now = Date.now();
    const due = sealer.seal({
      ...newSessionPayload(now, { remember: false }),
      lastSeenAt: now - ACTIVITY_RESEAL_INTERVAL_MS - 1_000,
    });
    const expired = sealer.seal({
      ...newSessionPayload(now - 13 * 3_600_000, { remember: false }),
      lastSeenAt: now - 31 * 60_000,
    });
    for (const cookie of [due, expired]) {
      const { viaTrpc, fast } = await bothAnswers(`/trpc/games.vendors${QUERY_FORMS.batch}`, {
        cookie: `sid=${cookie}`,
      });
      const setCookie = (response: LightMyRequestResponse) => String(response.headers['set-cookie'] ?? '');
      expect(setCookie(fast)).toMatch(/^sid=/);
      expect(setCookie(fast).includes('Max-Age=0') || /Expires=Thu, 01 Jan 1970/.test(setCookie(fast))).toBe(
        setCookie(viaTrpc).includes('Max-Age=0') || /Expires=Thu, 01 Jan 1970/.test(setCookie(viaTrpc)),
      );
    }
  });

  it('leaves anything else to tRPC: other input, several procedures, other methods', async () => {
    await get('/trpc/games.vendors');
    const readsBefore = counted.trpcReads();
    const withInput = await get(`/trpc/games.vendors?batch=1&input=${encodeURIComponent('{"0":{"x":1}}')}`);
    expect(withInput.statusCode).toBe(400);
    const several = await get(`/trpc/games.vendors,games.hot${QUERY_FORMS.batch}`);
    expect(several.statusCode).toBe(200);
    expect((decoded(several) as unknown[]).length).toBe(2);
    expect(counted.trpcReads()).toBe(readsBefore + 2);
    // A mutation-style POST without the site's origin is refused by the origin guard, in tRPC's shape.
    const post = await app.inject({
      method: 'POST',
      url: '/trpc/games.vendors',
      headers: { host: 'localhost' },
    });
    expect(post.statusCode).toBe(403);
    expect(post.json()).toMatchObject({ error: { data: { key: 'forbidden_origin' } } });
  });
});
