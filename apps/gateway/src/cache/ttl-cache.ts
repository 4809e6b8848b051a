import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { TCacheStore } from './cache-store.js';

/** One cached answer: where it lives, what shape it has, and how to fetch it on a miss. */
export type TCacheEntry<TSchema extends z.ZodType> = {
  key: string;
  /** Checks what comes back from the store (another gateway version may have written it). */
  schema: TSchema;
  load: () => Promise<z.output<TSchema>>;
};

export type TTtlCache = {
  getOrLoad<TSchema extends z.ZodType>(entry: TCacheEntry<TSchema>): Promise<z.output<TSchema>>;
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * A read-through cache with a time to live and single flight: while one
 * caller loads a key, every other caller of that key waits for the same
 * load, so a burst of misses makes one upstream call. A failed load is not
 * cached; the next caller tries again. A store that fails (Redis down)
 * degrades to loading every time, logged at most once a minute.
 */
export class TtlCache implements TTtlCache {
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private lastWarnedAt: number | null = null;

  constructor(
    private readonly store: TCacheStore,
    private readonly ttlMs: number,
    private readonly log: FastifyBaseLogger | null = null,
    private readonly now: () => number = Date.now,
  ) {}

  async getOrLoad<TSchema extends z.ZodType>(entry: TCacheEntry<TSchema>): Promise<z.output<TSchema>> {
    const pending = this.inFlight.get(entry.key);
    if (pending) return pending as Promise<z.output<TSchema>>;
    const flight = this.readThrough(entry).finally(() => this.inFlight.delete(entry.key));
    this.inFlight.set(entry.key, flight);
    return flight;
  }

  private async readThrough<TSchema extends z.ZodType>(
    entry: TCacheEntry<TSchema>,
  ): Promise<z.output<TSchema>> {
    const cached = await this.guarded(() => this.store.get(entry.key), null);
    if (cached !== null) {
      const parsed = entry.schema.safeParse(parseJson(cached));
      if (parsed.success) return parsed.data;
    }
    const value = await entry.load();
    await this.guarded(() => this.store.set(entry.key, JSON.stringify(value), this.ttlMs), undefined);
    return value;
  }

  private async guarded<T>(operation: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (this.lastWarnedAt === null || this.now() - this.lastWarnedAt >= 60_000) {
        this.lastWarnedAt = this.now();
        this.log?.warn({ err: error }, 'cache store unavailable; answers are loaded every time');
      }
      return fallback;
    }
  }
}
