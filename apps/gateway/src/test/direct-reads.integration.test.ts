import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_PATHS } from '@site/contracts';
import { buildApp } from '../app.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import { signedInCookie } from './caller.js';
import { fakeUpstream } from './fake-upstream.js';
import { startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { testConfig } from './test-config.js';
import { decoded, ENCODINGS, headersOf, QUERY_FORMS } from './trpc-answers.js';

/**
 * The per-visitor reads of every page load skip tRPC's Fetch adapter
 * (trpc/direct-reads.ts); their answers must be tRPC's own. tRPC's answer is
 * asked for with a `trpc-accept: application/json` header, which the direct
 * path leaves to tRPC and which changes nothing in tRPC's answer.
 */
const DIRECT_READS = ['system.status', 'session.me'];
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost', 'x-language': 'EN', ...headers } });

/** tRPC's answer and the direct path's to the same request. */
const bothAnswers = async (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => ({
  viaTrpc: await get(app, url, { ...headers, 'trpc-accept': 'application/json' }),
  direct: await get(app, url, headers),
});

const expectSameAnswer = (answers: Awaited<ReturnType<typeof bothAnswers>>, label: string) => {
  expect(answers.direct.statusCode, label).toBe(answers.viaTrpc.statusCode);
  expect(decoded(answers.direct), label).toEqual(decoded(answers.viaTrpc));
  expect(headersOf(answers.direct), label).toEqual(headersOf(answers.viaTrpc));
};

describe('the direct path of the per-visitor reads', () => {
  let stack: TStack;

  beforeAll(async () => {
    stack = await startGatewayAgainstMock();
  }, 30_000);
  afterAll(async () => stack.stop());

  it('is a route of its own for each read', () => {
    for (const procedure of DIRECT_READS)
      expect(stack.app.hasRoute({ method: 'GET', url: `/trpc/${procedure}` }), procedure).toBe(true);
  });

  it('answers with what tRPC answers, batched or not, in every encoding, for visitors and members', async () => {
    const member = signedInCookie();
    for (const procedure of DIRECT_READS) {
      for (const [form, query] of Object.entries(QUERY_FORMS)) {
        for (const encoding of ENCODINGS) {
          for (const cookie of [null, member]) {
            const label = `${procedure} ${form} ${encoding ?? 'identity'} ${cookie ? 'member' : 'visitor'}`;
            const answers = await bothAnswers(stack.app, `/trpc/${procedure}${query}`, {
              ...(encoding ? { 'accept-encoding': encoding } : {}),
              ...(cookie ? { cookie: `sid=${cookie}` } : {}),
            });
            expect(answers.direct.statusCode, label).toBe(200);
            expectSameAnswer(answers, label);
          }
        }
      }
    }
  });

  it('leaves input it does not expect to tRPC, which refuses it', async () => {
    const withInput = await get(
      stack.app,
      `/trpc/system.status?batch=1&input=${encodeURIComponent('{"0":{"x":1}}')}`,
    );
    expect(withInput.statusCode).toBe(400);
    expect(withInput.json()).toMatchObject([{ error: { data: { key: 'validation_failed' } } }]);
  });
});

describe('a failed direct read', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const upstream = fakeUpstream({
      [`GET ${SYSTEM_PATHS.status}`]: new UpstreamError({ kind: 'network', call: SYSTEM_PATHS.status }),
    });
    app = await buildApp(testConfig(), { upstream: upstream.client, redis: null, logger: false });
  });
  afterAll(async () => app.close());

  it('fails as tRPC fails: the same status, error body and headers', async () => {
    for (const [form, query] of Object.entries(QUERY_FORMS)) {
      const answers = await bothAnswers(app, `/trpc/system.status${query}`);
      expect(answers.direct.statusCode, form).toBeGreaterThanOrEqual(500);
      expectSameAnswer(answers, form);
    }
  });
});
