import Fastify from 'fastify';
import type { TAuditLog } from '../audit/audit-log.js';
import { MemoryCacheStore } from '../cache/memory-cache-store.js';
import { TtlCache, type TTtlCache } from '../cache/ttl-cache.js';
import type { TClock } from '../clock.js';
import type { TConfig } from '../config.js';
import { createGuards } from '../hardening/guards.js';
import { GatewayMetrics } from '../metrics/gateway-metrics.js';
import { createCookieSession, type TCookieJar, type TSessionHandle } from '../session/cookie-session.js';
import { SessionSealer } from '../session/sealer.js';
import { newSessionPayload, type TSessionPayload } from '../session/session-payload.js';
import { MemoryCounterStore } from '../store/memory-counter-store.js';
import { appRouter } from '../trpc/app-router.js';
import { createContextInner } from '../trpc/context.js';
import { createCallerFactory } from '../trpc/init.js';
import { FakeClock } from './fake-clock.js';
import { fakeUpstream } from './fake-upstream.js';
import { TEST_SECRET, testConfig } from './test-config.js';

const createCaller = createCallerFactory(appRouter);
export const testSealer = new SessionSealer(TEST_SECRET);
const silentLog = Fastify({ logger: { level: 'silent' } }).log;

/** A sealed session cookie as if a login had happened at `now`. */
export const signedInCookie = (
  token = 'tok',
  now = Date.now(),
  fields: Partial<TSessionPayload> = {},
): string => testSealer.seal({ ...newSessionPayload(now, { token, remember: false }), ...fields });

type TCallerOptions = {
  sessionCookie?: string;
  clock?: TClock;
  config?: TConfig;
  ip?: string;
  /** The visitor's interface language (`X-Language`); EN unless told. */
  language?: string;
  userAgent?: string;
  rsaModulusHex?: string;
  /** Shared between harnesses to test caching across visitors; a fresh memory cache otherwise. */
  cache?: TTtlCache;
  /** Where audit events go; dropped unless a test reads them. */
  audit?: TAuditLog;
  /** The gateway's id of the request (`X-Request-Id` upstream). */
  requestId?: string;
};

export type TCallerHarness = {
  caller: ReturnType<typeof createCaller>;
  calls: ReturnType<typeof fakeUpstream>['calls'];
  session: TSessionHandle;
  cookies: Map<string, string>;
};

/**
 * Procedures called in-process (tRPC's createCaller) against a scripted
 * upstream, with a cookie jar one can inspect.
 */
export const callerWith = (
  script: Parameters<typeof fakeUpstream>[0],
  options: TCallerOptions = {},
): TCallerHarness => {
  const upstream = fakeUpstream(script, options.rsaModulusHex);
  const clock = options.clock ?? new FakeClock(Date.now());
  const config = options.config ?? testConfig();
  const cookies = new Map<string, string>(options.sessionCookie ? [['sid', options.sessionCookie]] : []);
  const jar: TCookieJar = {
    get: (name) => cookies.get(name),
    set: (name, value) => void cookies.set(name, value),
    clear: (name) => void cookies.delete(name),
  };
  const session = createCookieSession({
    jar,
    sealer: testSealer,
    secure: false,
    clock,
    timeouts: config.sessionTimeouts,
  });
  const ctx = createContextInner({
    config,
    upstream: upstream.client,
    session,
    log: silentLog,
    audit: options.audit ?? { record: () => undefined },
    clock,
    guards: createGuards(config, new MemoryCounterStore(clock), clock),
    cache:
      options.cache ??
      new TtlCache(new MemoryCacheStore(clock), config.gamesCacheTtlSeconds * 1000, null, () => clock.now()),
    metrics: new GatewayMetrics(),
    visitor: {
      ip: options.ip ?? '203.0.113.1',
      language: options.language ?? 'EN',
      requestId: options.requestId ?? 'test-request',
    },
    pageOrigin: 'http://localhost:5173',
    userAgent: options.userAgent ?? 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
    hasEmptyBody: false,
  });
  return { caller: createCaller(ctx), calls: upstream.calls, session, cookies };
};
