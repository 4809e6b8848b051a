import type { FastifyBaseLogger } from 'fastify';
import type { TCounter, TCounterStore } from './counter-store.js';

/**
 * A store outage (Redis down) must not lock everyone out of signing in, so
 * every guard fails open: a counter that cannot be read counts as zero. The
 * outage is logged, at most once a minute, so it is noticed.
 */
export class FailOpenCounterStore implements TCounterStore {
  private lastWarnedAt: number | null = null;

  constructor(
    private readonly inner: TCounterStore,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  async increment(key: string, windowMs: number): Promise<TCounter> {
    return this.guarded(() => this.inner.increment(key, windowMs), { count: 0, expiresInMs: windowMs });
  }

  async read(key: string): Promise<TCounter | null> {
    return this.guarded(() => this.inner.read(key), null);
  }

  async write(key: string, count: number, windowMs: number): Promise<void> {
    return this.guarded(() => this.inner.write(key, count, windowMs), undefined);
  }

  async delete(key: string): Promise<void> {
    return this.guarded(() => this.inner.delete(key), undefined);
  }

  private async guarded<T>(operation: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (this.lastWarnedAt === null || this.now() - this.lastWarnedAt >= 60_000) {
        this.lastWarnedAt = this.now();
        this.log.warn({ err: error }, 'counter store unavailable; rate limits and lockouts are open');
      }
      return fallback;
    }
  }
}
