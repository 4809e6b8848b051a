import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, loggerOptions } from '../app.js';
import { GENEROUS_GUARDS } from './gateway-against-mock.js';
import { startMockUpstream, type TMockUpstream } from './mock-upstream.js';
import { testConfig } from './test-config.js';

/**
 * One id per gateway request, in every log line of it on both sides: the
 * gateway's (`reqId`) and the mock's, which takes it from `X-Request-Id`.
 */
type TLogLine = { reqId?: string; msg?: string };

let mock: TMockUpstream;
let app: FastifyInstance;
const gatewayLines: TLogLine[] = [];

beforeAll(async () => {
  mock = await startMockUpstream({ LOG_LEVEL: 'info' });
  const config = testConfig({ UPSTREAM_URL: mock.url, ...GENEROUS_GUARDS, LOG_LEVEL: 'info' });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        gatewayLines.push(JSON.parse(line) as TLogLine);
      }
      done();
    },
  });
  app = await buildApp(config, { logger: { ...loggerOptions(config), stream } });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await mock?.stop();
});

const mockMessagesOf = (requestId: string): Array<string | undefined> =>
  mock
    .logLines()
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as TLogLine)
    .filter((line) => line.reqId === requestId)
    .map((line) => line.msg);

/** The mock logs from another process: its lines arrive a moment after the answer. */
const expectMockLogged = (requestId: string) =>
  vi.waitFor(() => expect(mockMessagesOf(requestId)).toEqual(['incoming request', 'request completed']), {
    timeout: 5_000,
  });

/** A read that makes one upstream call, with the `X-Request-Id` given (if any); answers the request's id. */
const countriesWith = async (requestId?: string): Promise<string> => {
  const response = await app.inject({
    method: 'GET',
    url: '/trpc/system.countries',
    headers: { host: 'localhost', ...(requestId === undefined ? {} : { 'x-request-id': requestId }) },
  });
  expect(response.statusCode).toBe(200);
  return String(response.headers['x-request-id']);
};

describe('the request id', () => {
  it("follows a request from the gateway's log lines to the mock's, and back to the client", async () => {
    const id = await countriesWith();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const gateway = gatewayLines.filter((line) => line.reqId === id).map((line) => line.msg);
    expect(gateway).toEqual(['incoming request', 'request completed']);
    await expectMockLogged(id);
  });

  it("keeps a well-formed X-Request-Id of the caller's (a proxy in front), and replaces any other", async () => {
    const fromProxy = '5f2b0c1e9a7d4c3b8e6f1a2b3c4d5e6f';
    expect(await countriesWith(fromProxy)).toBe(fromProxy);
    await expectMockLogged(fromProxy);

    for (const malformed of ['short', 'has spaces in it', 'x'.repeat(65), 'id;DROP-TABLE']) {
      const replaced = await countriesWith(malformed);
      expect(replaced).not.toBe(malformed);
      expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
      await expectMockLogged(replaced);
    }
  });
});
