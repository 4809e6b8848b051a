import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { TGuardLimit } from '../hardening/refusals.js';
import type { TUpstreamFailureKind } from '../upstream/upstream-error.js';

/** What `gateway_upstream_breaker_state` reports (upstream/upstream-breaker.ts). */
export type TBreakerState = 'closed' | 'half-open' | 'open';
const BREAKER_STATES: readonly TBreakerState[] = ['closed', 'half-open', 'open'];

/** How an upstream call ended: `ok`, or how it failed (`unavailable`: refused by the open breaker). */
export type TUpstreamOutcome = 'ok' | TUpstreamFailureKind;

/** Seconds: from a cached answer (milliseconds) to an upstream call at its deadline (10 s by default). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds between the upstream publishing a feed event and this gateway reading it. */
const LAG_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300];

/**
 * The gateway's Prometheus series, in a registry of its own (never the
 * process-wide default), so that several apps in one process (tests) keep
 * apart. Every label takes values from a closed set: procedure paths,
 * catalogue keys, upstream call names, guard names. Served by metrics-route.ts.
 */
export class GatewayMetrics {
  readonly registry = new Registry();

  private readonly procedures = new Histogram({
    name: 'gateway_trpc_procedure_duration_seconds',
    help: 'tRPC procedures by path and result: ok, or the catalogue key of the failure.',
    labelNames: ['procedure', 'result'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  private readonly upstreamCalls = new Histogram({
    name: 'gateway_upstream_call_duration_seconds',
    help: 'Upstream calls by call (method and path) and outcome; unavailable: refused by the open breaker.',
    labelNames: ['call', 'outcome'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  private readonly breakerState = new Gauge({
    name: 'gateway_upstream_breaker_state',
    help: "The upstream circuit breaker's state: 1 on the current one.",
    labelNames: ['state'] as const,
    registers: [this.registry],
  });

  private readonly breakerOpenings = new Counter({
    name: 'gateway_upstream_breaker_openings_total',
    help: 'Times the upstream circuit breaker opened (after repeated failures, or a failed probe).',
    registers: [this.registry],
  });

  private readonly cacheLookups = new Counter({
    name: 'gateway_cache_lookups_total',
    help: 'Reads of the shared answer cache: hit (no upstream call of its own) or miss (loaded).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  private readonly refusals = new Counter({
    name: 'gateway_rate_limit_refusals_total',
    help: "Requests refused by the gateway's guards: a rate-limit bucket, smsDailyQuota or loginLockout.",
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });

  private readonly openSockets = new Gauge({
    name: 'gateway_sockets_open',
    help: 'socket.io connections open on this gateway.',
    registers: [this.registry],
  });

  private readonly feedLag = new Histogram({
    name: 'gateway_event_feed_lag_seconds',
    help: 'Time from the upstream publishing an event to this gateway reading it off the event feed.',
    buckets: LAG_BUCKETS,
    registers: [this.registry],
  });

  private readonly feedReconnects = new Counter({
    name: 'gateway_event_feed_reconnects_total',
    help: 'Attempts to connect to the event feed after the first (the last connection ended, failed or was refused).',
    registers: [this.registry],
  });

  private readonly feedConnected = new Gauge({
    name: 'gateway_event_feed_connected',
    help: '1 while the event feed is connected.',
    registers: [this.registry],
  });

  constructor() {
    this.setBreakerState('closed');
    this.openSockets.set(0);
    this.feedConnected.set(0);
  }

  /** Event-loop delay, heap, GC, CPU and file descriptors (prom-client's default series). */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Starts timing a procedure; the returned call ends it with the result. */
  timeProcedure(procedure: string): (result: string) => void {
    const end = this.procedures.startTimer({ procedure });
    return (result) => void end({ result });
  }

  timeUpstreamCall(call: string): (outcome: TUpstreamOutcome) => void {
    const end = this.upstreamCalls.startTimer({ call });
    return (outcome) => void end({ outcome });
  }

  setBreakerState(current: TBreakerState): void {
    for (const state of BREAKER_STATES) this.breakerState.set({ state }, state === current ? 1 : 0);
    if (current === 'open') this.breakerOpenings.inc();
  }

  countCacheLookup(result: 'hit' | 'miss'): void {
    this.cacheLookups.inc({ result });
  }

  countRefusal(limit: TGuardLimit): void {
    this.refusals.inc({ limit });
  }

  socketOpened(): void {
    this.openSockets.inc();
  }

  socketClosed(): void {
    this.openSockets.dec();
  }

  observeFeedLag(seconds: number): void {
    this.feedLag.observe(Math.max(0, seconds));
  }

  countFeedReconnect(): void {
    this.feedReconnects.inc();
  }

  setFeedConnected(isConnected: boolean): void {
    this.feedConnected.set(isConnected ? 1 : 0);
  }
}
