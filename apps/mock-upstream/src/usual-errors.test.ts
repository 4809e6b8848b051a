import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SOCIAL_PROVIDERS, SYSTEM_PATHS } from '@site/contracts';
import { CALL_REGISTRY, GROUP_TWIN_PATHS, type TCallEntry } from '@site/contracts/registry';
import {
  createInMemoryMock,
  DEMO_PASSWORD,
  encryptedCall,
  logIn,
  MERCHANT_HEADERS,
  type TInMemoryMock,
} from './test/test-app.js';
import { ANSWERS_GUESTS, TRIAL_CALLS } from './wire/caller-checks.js';

/** What every mock call answers alike (docs/upstream.md §1): no token, a trial session, bad input. */

type TRouteSchema = { querystring?: unknown; body?: unknown };
const schemas = new Map<string, TRouteSchema>();

let mock: TInMemoryMock;
const tokens = { player: '', trial: '', agent: '' };

beforeAll(async () => {
  mock = await createInMemoryMock({
    beforeReady: (app) =>
      app.addHook('onRoute', (route: RouteOptions) => {
        for (const method of [route.method].flat()) schemas.set(`${method} ${route.url}`, route.schema ?? {});
      }),
  });
  for (const role of ['player', 'trial', 'agent'] as const) {
    const reply = await logIn(mock.app, { username: `demo_${role}`, password: DEMO_PASSWORD });
    tokens[role] = reply.json<{ value: { token: string } }>().value.token;
  }
  // An app, its seed and three logins.
}, 30_000);
afterAll(async () => mock.close());

/** The concrete URL of an entry (a parametrised path takes its first value). */
const urlOf = (entry: TCallEntry) => entry.path.replace(':provider', SOCIAL_PROVIDERS[0]);

const send = async (
  entry: TCallEntry,
  { token, query = {}, body = {} }: { token?: string; query?: Record<string, string>; body?: unknown },
) => {
  const auth = token ? { authorization: token } : {};
  const url = urlOf(entry);
  if (entry.method === 'GET')
    return mock.app.inject({ method: 'GET', url, query, headers: { ...MERCHANT_HEADERS, ...auth } });
  if (entry.encrypted) {
    const call = await encryptedCall(mock.app, body);
    return mock.app.inject({ method: entry.method, url, ...call, headers: { ...call.headers, ...auth } });
  }
  return mock.app.inject({
    method: entry.method,
    url,
    headers: { ...MERCHANT_HEADERS, ...auth },
    payload: body as object,
  });
};

/** The feed is a stream for the gateway, authorised by its own key (docs/upstream.md "Event feed"). */
const registered = CALL_REGISTRY.filter((entry) => entry.mock && entry.path !== SYSTEM_PATHS.eventFeed);
/** The legacy twins answer alike. */
const twins = registered.flatMap((entry) => {
  const twin = GROUP_TWIN_PATHS[entry.group]?.[entry.name];
  return twin ? [{ ...entry, path: twin }] : [];
});
const swept = [...registered, ...twins];

type TReply = Awaited<ReturnType<typeof send>>;
const outcome = (entry: TCallEntry, reply: TReply) =>
  `${entry.method} ${entry.path}: ${reply.statusCode} ${reply.json<{ errorCode?: string }>().errorCode}`;

/** An input the route's own schema refuses: no input at all, or one field with a bad value; null if it takes any. */
const badQuery = (schema: unknown): Record<string, string> | null => {
  if (!(schema instanceof z.ZodObject)) return null;
  if (!schema.safeParse({}).success) return {};
  for (const field of Object.keys(schema.shape)) {
    for (const value of ['x', '', '-1', '0', 'x'.repeat(300)]) {
      if (!schema.safeParse({ [field]: value }).success) return { [field]: value };
    }
  }
  return null;
};

/** A token call's route declares its caller check at preValidation (wire/caller-checks.ts); see there. */
const tokenCalls = swept.filter(
  (entry) => entry.token && !ANSWERS_GUESTS.has(`${entry.group}.${entry.name}`),
);

describe('the usual errors of every mock call', () => {
  it('answers 401 login.not.session to a token call without a token, whatever its input', async () => {
    const wrong: string[] = [];
    for (const entry of tokenCalls) {
      const reply = await send(entry, {});
      if (reply.statusCode !== 401 || reply.json<{ errorCode?: string }>().errorCode !== 'login.not.session')
        wrong.push(outcome(entry, reply));
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 in_need_true_account to a trial session where members only, and serves it elsewhere', async () => {
    const wrong: string[] = [];
    // Logging out would end the session the other calls use.
    for (const entry of tokenCalls.filter((candidate) => candidate.name !== 'logout')) {
      const reply = await send(entry, { token: tokens.trial });
      const isRefused =
        reply.statusCode === 403 && reply.json<{ errorCode?: string }>().errorCode === 'in_need_true_account';
      if (isRefused === TRIAL_CALLS.has(`${entry.group}.${entry.name}`)) wrong.push(outcome(entry, reply));
    }
    expect(wrong).toEqual([]);
  });

  it("answers bad input with 400 validation_failed (or the call's own code), never a 5xx", async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const entry of swept.filter((candidate) => candidate.name !== 'logout')) {
      const schema = schemas.get(`${entry.method} ${urlOf(entry)}`);
      const token = entry.token ? tokens.agent : undefined;
      const query = entry.method === 'GET' ? badQuery(schema?.querystring) : null;
      const hasBody = entry.method !== 'GET' && schema?.body !== undefined;
      if (query === null && !hasBody) continue;
      checked++;
      // A JSON array where the call takes an object.
      const reply = await send(entry, { ...(token ? { token } : {}), query: query ?? {}, body: [1] });
      const code = reply.json<{ errorCode?: string }>().errorCode;
      if (reply.statusCode !== 400 || !['validation_failed', 'request_param_err'].includes(code ?? ''))
        wrong.push(outcome(entry, reply));
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });
});
