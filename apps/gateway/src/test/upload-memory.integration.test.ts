import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@site/contracts';
import { createQaMember } from './gateway-against-mock.js';
import { startGatewayProcess, type TGatewayProcess } from './gateway-process.js';
import { startMockUpstream, type TMockUpstream } from './mock-upstream.js';
import { largestPngDataUrl } from './png-images.js';
import { TEST_ORIGIN, testConfig } from './test-config.js';

const CONCURRENT_UPLOADS = 24;
const MB = 1024 * 1024;
/** The uploads the gateway reads at once, by default. */
const { uploadConcurrency } = testConfig();
/**
 * The idle gateway (about 200 MB) and its upload slots (about 130 MB each in
 * flight), with room to spare; read all at once, the 24 took it past 2 GB.
 */
const PEAK_RSS_BOUND_BYTES = 750 * MB;

type TAnswer = { status: number; retryAfter: string | undefined };

/**
 * Posts `body` the way a browser would. A refusal comes before the whole
 * body is sent, which is the point; the gateway reads the rest into nothing
 * meanwhile, so a reset while still sending (`write EPIPE`) fails the test.
 */
const post = (url: string, path: string, body: Buffer, cookie = ''): Promise<TAnswer> =>
  new Promise((resolve, reject) => {
    const outgoing = request(`${url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(body.length),
        origin: TEST_ORIGIN,
        ...(cookie ? { cookie } : {}),
      },
    });
    outgoing.on('response', (response) => {
      const answer = { status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] };
      response.resume();
      response.on('end', () => resolve(answer));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });

/** A 21 MB feedback: nearly the most words and three pictures of the largest size. */
const largestFeedback = (): Buffer => {
  const picture = largestPngDataUrl();
  const content = 'The lobby loads slowly at night. '.repeat(70);
  return Buffer.from(
    JSON.stringify({ content, images: Array.from({ length: LIMITS.upload.maxFiles }, () => picture) }),
  );
};

const sessionCookieOf = async (gateway: TGatewayProcess, mock: TMockUpstream): Promise<string> => {
  const member = await createQaMember(mock, 'player');
  const response = await fetch(`${gateway.url}/trpc/session.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify({ username: member.username, password: member.password }),
  });
  expect(response.status).toBe(200);
  const sid = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
  if (!sid) throw new Error('the login set no session cookie');
  return sid.split(';')[0] ?? '';
};

const postAtOnce = (
  gateway: TGatewayProcess,
  body: Buffer,
  cookie = '',
  count = CONCURRENT_UPLOADS,
): Promise<TAnswer[]> =>
  Promise.all(
    Array.from({ length: count }, () => post(gateway.url, '/trpc/system.sendFeedback', body, cookie)),
  );

const inMegabytes = (bytes: number): number => Math.round(bytes / MB);

describe(`${CONCURRENT_UPLOADS} concurrent uploads of 21 MB`, () => {
  let mock: TMockUpstream;
  let gateway: TGatewayProcess;
  const body = largestFeedback();

  beforeAll(async () => {
    mock = await startMockUpstream();
    gateway = await startGatewayProcess(mock.url);
  }, 60_000);
  afterAll(async () => {
    await gateway?.stop();
    await mock?.stop();
  });

  it('from guests are refused before their bodies are read, and the gateway stays small', async ({
    annotate,
  }) => {
    const idle = await gateway.peakRssBytes();
    const answers = await postAtOnce(gateway, body);
    const peak = await gateway.peakRssBytes();
    await annotate(`peak RSS ${inMegabytes(idle)} MB idle, ${inMegabytes(peak)} MB after`);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 401));
    expect(peak).toBeLessThan(PEAK_RSS_BOUND_BYTES);
  }, 120_000);

  it('from a member are read a few at a time, the rest answered 503 with Retry-After, within the bound', async ({
    annotate,
  }) => {
    const cookie = await sessionCookieOf(gateway, mock);
    const answers = await postAtOnce(gateway, body, cookie);
    const peak = await gateway.peakRssBytes();
    await annotate(`peak RSS ${inMegabytes(peak)} MB`);
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThanOrEqual(uploadConcurrency);
    expect(accepted.length + refused.length).toBe(CONCURRENT_UPLOADS);
    for (const answer of refused) expect(answer.retryAfter).toMatch(/^\d+$/);
    expect(peak).toBeLessThan(PEAK_RSS_BOUND_BYTES);
    // Every slot was given back.
    const again = await postAtOnce(gateway, body, cookie, uploadConcurrency);
    expect(again.map((answer) => answer.status)).toEqual(again.map(() => 200));
  }, 120_000);
});
