import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { TBreakerState } from '../metrics/gateway-metrics.js';
import { sendJson, startScriptedServer } from '../test/scripted-server.js';
import { UpstreamBreaker } from './upstream-breaker.js';
import { UpstreamClient } from './upstream-client.js';
import { UpstreamError } from './upstream-error.js';

const visitor = { ip: '203.0.113.7', language: 'EN' };
const ok = (value: unknown) => ({ success: true, message: '', value });
const FAILURES = 3;

type TScript = 'answer' | 'unavailable' | 'refuse' | 'hold';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A client with a breaker of FAILURES in front of a scripted upstream: `answer`
 * is the envelope, `unavailable` a proxy's bare 503, `refuse` the upstream's
 * own refusal (an error code), `hold` no answer until the test releases it.
 */
const setUp = async (options: { halfOpenAfterMs?: number; timeoutMs?: number } = {}) => {
  const script = { next: 'answer' as TScript };
  const held: ServerResponse[] = [];
  const server = await startScriptedServer((_request, response) => {
    if (script.next === 'answer') sendJson(response, 200, ok({ n: 1 }));
    else if (script.next === 'unavailable') sendJson(response, 503, { message: 'no healthy upstream' });
    else if (script.next === 'refuse') {
      sendJson(response, 400, { success: false, errorCode: 'error_password', message: '', value: null });
    } else held.push(response);
  });
  const states: TBreakerState[] = [];
  const breaker = new UpstreamBreaker({
    failures: FAILURES,
    halfOpenAfterMs: options.halfOpenAfterMs ?? 60_000,
    onStateChange: (state) => states.push(state),
  });
  const client = new UpstreamClient({
    baseUrl: server.url,
    merchant: 'demo',
    timeoutMs: options.timeoutMs ?? 2_000,
    breaker,
  });
  breaker.probeWith(() => client.call({ method: 'GET', path: '/wps/probe', visitor }, z.unknown()));
  cleanups.push(async () => {
    for (const response of held) response.end();
    await client.close();
    await server.close();
  });
  // Writes: never retried, so one call is one exchange.
  const write = () =>
    client.call({ method: 'POST', path: '/wps/write', visitor, body: {} }, z.unknown()).then(
      () => 'ok',
      (error: unknown) => error,
    );
  return { script, held, server, breaker, states, write };
};

const kindOf = (outcome: unknown) => (outcome instanceof UpstreamError ? outcome.kind : outcome);

describe('UpstreamBreaker in front of the upstream client', () => {
  it('opens after FAILURES failed exchanges in a row and then refuses at once, sending nothing', async () => {
    const { script, server, breaker, write } = await setUp();
    script.next = 'unavailable';
    for (let count = 1; count < FAILURES; count += 1) expect(kindOf(await write())).toBe('rejected');
    expect(breaker.state).toBe('closed');
    expect(kindOf(await write())).toBe('rejected');
    expect(breaker.state).toBe('open');

    const sent = server.requests.length;
    script.next = 'answer';
    const refused = await write();
    expect(refused).toBeInstanceOf(UpstreamError);
    expect(refused).toMatchObject({ kind: 'unavailable', call: 'POST /wps/write' });
    expect(server.requests).toHaveLength(sent);
  });

  it("counts no answer of the upstream's own as a failure, and any answer ends a run of failures", async () => {
    const { script, breaker, write } = await setUp();
    script.next = 'refuse';
    for (let count = 0; count < FAILURES * 2; count += 1) expect(kindOf(await write())).toBe('rejected');
    expect(breaker.state).toBe('closed');

    for (const next of ['unavailable', 'unavailable', 'refuse', 'unavailable', 'unavailable'] as const) {
      script.next = next;
      await write();
    }
    expect(breaker.state).toBe('closed');
  });

  it('counts timeouts and refused connections as failures', async () => {
    const { script, breaker, write } = await setUp({ timeoutMs: 100 });
    script.next = 'hold';
    for (let count = 0; count < FAILURES; count += 1) expect(kindOf(await write())).toBe('timeout');
    expect(breaker.state).toBe('open');

    const unreachable = new UpstreamBreaker({ failures: FAILURES, halfOpenAfterMs: 60_000 });
    const client = new UpstreamClient({
      baseUrl: 'http://127.0.0.1:1',
      merchant: 'demo',
      timeoutMs: 1_000,
      breaker: unreachable,
    });
    cleanups.push(() => client.close());
    for (let count = 0; count < FAILURES; count += 1) {
      await client
        .call({ method: 'POST', path: '/wps/write', visitor, body: {} }, z.unknown())
        .catch(() => null);
    }
    expect(unreachable.state).toBe('open');
  });

  it('lets an exchange already on the wire when it opens end with its own outcome', async () => {
    const { script, held, breaker, write } = await setUp();
    script.next = 'hold';
    const inFlight = write();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    script.next = 'unavailable';
    for (let count = 0; count < FAILURES; count += 1) await write();
    expect(breaker.state).toBe('open');

    held[0]?.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ok({ n: 2 })));
    expect(await inFlight).toBe('ok');
  });

  it('probes once it may half-open: a failed probe keeps it open, a successful one closes it', async () => {
    const { script, server, breaker, states, write } = await setUp({ halfOpenAfterMs: 100 });
    script.next = 'unavailable';
    for (let count = 0; count < FAILURES; count += 1) await write();
    expect(breaker.state).toBe('open');

    // The probe fails (a GET: retried once, refused the second time) and the breaker opens again.
    await vi.waitFor(() => expect(states.filter((state) => state === 'open')).toHaveLength(2));
    expect(server.requests.some((request) => request.url === '/wps/probe')).toBe(true);

    script.next = 'answer';
    await vi.waitFor(() => expect(breaker.state).toBe('closed'));
    expect(states.slice(-2)).toEqual(['half-open', 'closed']);
    expect(await write()).toBe('ok');
  });

  it('refuses exchanges while the probe is out rather than queueing them behind it', async () => {
    const { script, held, breaker, write } = await setUp({ halfOpenAfterMs: 100 });
    script.next = 'unavailable';
    for (let count = 0; count < FAILURES; count += 1) await write();
    script.next = 'hold';
    await vi.waitFor(() => expect(held).toHaveLength(1));
    expect(breaker.state).toBe('half-open');
    expect(kindOf(await write())).toBe('unavailable');

    held[0]?.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ok(null)));
    await vi.waitFor(() => expect(breaker.state).toBe('closed'));
  });
});
