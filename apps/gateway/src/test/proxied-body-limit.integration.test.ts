import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { TEST_ORIGIN } from './test-config.js';

/**
 * Bodies past the limit on the upstream page areas the gateway proxies
 * (`/games/*`, `/chat/*`, `/pay/*`), over real HTTP: the gateway answers 413
 * itself, every time, before anything reaches the upstream, whether the body
 * names its length or comes chunked without one.
 */
const TWO_MEGABYTES_OF_JSON = JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) });
const ROUNDS = 10;
const ANSWER_TIMEOUT_MS = 5_000;
const PROXIED_POSTS = ['/games/api/fair/client-seed', '/chat/api/messages', '/pay/checkout/some-token'];

type TRawAnswer = { status: number; body: string } | { failure: string };

/** A POST as a browser or script sends it: with a Content-Length, or chunked without one. */
const postRaw = (gatewayUrl: string, path: string, body: string, isChunked: boolean) =>
  new Promise<TRawAnswer>((resolve) => {
    const outgoing = request(`${gatewayUrl}${path}`, {
      method: 'POST',
      headers: {
        host: new URL(TEST_ORIGIN).host,
        'content-type': 'application/json',
        ...(isChunked ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
      },
    });
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      incoming.on('error', (error) => resolve({ failure: error.message }));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve({ failure: error.code ?? error.message }));
    outgoing.setTimeout(ANSWER_TIMEOUT_MS, () => outgoing.destroy(new Error('no answer in time')));
    if (isChunked) {
      // Two writes, so the body really goes out in chunks.
      const half = Math.floor(body.length / 2);
      outgoing.write(body.slice(0, half));
      outgoing.end(body.slice(half));
    } else {
      outgoing.end(body);
    }
  });

describe('bodies past the limit on the proxied upstream pages', () => {
  let stack: TStack;
  let gatewayUrl: string;
  const gatewayLog: string[] = [];

  beforeAll(async () => {
    stack = await startGatewayAgainstMock(
      {},
      { logger: { level: 'info', stream: { write: (line: string) => void gatewayLog.push(line) } } },
    );
    gatewayUrl = await stack.app.listen({ host: '127.0.0.1', port: 0 });
  }, 60_000);
  afterAll(() => stack?.stop());

  const proxiedRequestsTo = (path: string) =>
    gatewayLog.filter((line) => line.includes('fetching from remote server') && line.includes(path));

  it.each(PROXIED_POSTS)(
    'answers 413 validation_failed to 2 MB on %s, with or without a length, every time, proxying nothing',
    async (path) => {
      const answers: TRawAnswer[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        answers.push(await postRaw(gatewayUrl, path, TWO_MEGABYTES_OF_JSON, false));
        answers.push(await postRaw(gatewayUrl, path, TWO_MEGABYTES_OF_JSON, true));
      }
      expect(answers.filter((answer) => !('status' in answer) || answer.status !== 413)).toEqual([]);
      for (const answer of answers)
        if ('body' in answer)
          expect(JSON.parse(answer.body)).toMatchObject({ success: false, errorCode: 'validation_failed' });
      expect(proxiedRequestsTo(path)).toEqual([]);
      expect(gatewayLog.filter((line) => line.includes('EPIPE'))).toEqual([]);
    },
    60_000,
  );

  it('still proxies a body within the limit, which the upstream then judges', async () => {
    const before = proxiedRequestsTo('/chat/api/messages').length;
    const answer = await postRaw(gatewayUrl, '/chat/api/messages', JSON.stringify({ text: 'hello' }), true);
    expect(answer).toMatchObject({ status: 401 });
    expect(proxiedRequestsTo('/chat/api/messages')).toHaveLength(before + 1);
  });
});
