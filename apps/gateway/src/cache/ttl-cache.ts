import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { TCacheStore } from './cache-store.js';
import { preparedAnswerOf, type TPreparedAnswer } from './prepared-answer.js';

/** One cached answer: where it lives, what shape it has, and how to fetch it on a miss. */
export type TCacheEntry<TSchema extends z.ZodType> = {
  key: string;
  /** Checks a fill and what comes back from the store (another gateway version may have written it). */
  schema: TSchema;
  load: () => Promise<z.output<TSchema>>;
};

export type TTtlCache = {
  getOrLoad<TSchema extends z.ZodType>(entry: TCacheEntry<TSchema>): Promise<z.output<TSchema>>;
  /** The prepared answer under `entry.key` while one is cached; never loads (the fast path's question). */
  peek<TSchema extends z.ZodType>(
    entry: Pick<TCacheEntry<TSchema>, 'key' | 'schema'>,
  ): Promise<TPreparedAnswer<z.output<TSchema>> | null>;
  /**
   * Forgets the answers under `keys` (their source changed): the next read
   * loads again, and a load already under way for one of them is neither
   * stored nor shared with readers that come after the drop.
   */
  drop(keys: string[]): Promise<void>;
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
 *
 * An answer is validated once per fill: the text the store holds is parsed
 * and checked when this process first sees it (its own fill, or another
 * gateway's through Redis), and kept prepared beside the text; a hit whose
 * text is the one already prepared is answered without parsing again.
 */
export class TtlCache implements TTtlCache {
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** Per key, the last text seen in the store and its prepared answer (bounded by the keys in use). */
  private readonly prepared = new Map<string, { text: string; answer: TPreparedAnswer<unknown> }>();
  private lastWarnedAt: number | null = null;
  /** Per dropped key, how many times: a fill that began before a drop must not store its stale answer. */
  private readonly drops = new Map<string, number>();

  constructor(
    private readonly store: TCacheStore,
    private readonly ttlMs: number,
    private readonly log: FastifyBaseLogger | null = null,
    private readonly now: () => number = Date.now,
  ) {}

  async getOrLoad<TSchema extends z.ZodType>(entry: TCacheEntry<TSchema>): Promise<z.output<TSchema>> {
    const pending = this.inFlight.get(entry.key);
    if (pending) return pending as Promise<z.output<TSchema>>;
    const flight: Promise<z.output<TSchema>> = this.readThrough(entry).finally(() => {
      // A drop may have let a newer load take the key meanwhile: that one stays.
      if (this.inFlight.get(entry.key) === flight) this.inFlight.delete(entry.key);
    });
    this.inFlight.set(entry.key, flight);
    return flight;
  }

  async peek<TSchema extends z.ZodType>(
    entry: Pick<TCacheEntry<TSchema>, 'key' | 'schema'>,
  ): Promise<TPreparedAnswer<z.output<TSchema>> | null> {
    const text = await this.guarded(() => this.store.get(entry.key), null);
    if (text === null) return null;
    const known = this.prepared.get(entry.key);
    if (known?.text === text) return known.answer as TPreparedAnswer<z.output<TSchema>>;
    const parsed = entry.schema.safeParse(parseJson(text));
    if (!parsed.success) return null;
    return this.remember(entry.key, text, parsed.data);
  }

  async drop(keys: string[]): Promise<void> {
    for (const key of keys) {
      this.drops.set(key, (this.drops.get(key) ?? 0) + 1);
      this.prepared.delete(key);
      // A caller after the drop must not wait for a load that began before it.
      this.inFlight.delete(key);
    }
    await this.guarded(() => this.store.delete(keys), undefined);
  }

  private async readThrough<TSchema extends z.ZodType>(
    entry: TCacheEntry<TSchema>,
  ): Promise<z.output<TSchema>> {
    const cached = await this.peek(entry);
    return cached ? cached.value : this.fill(entry);
  }

  private async fill<TSchema extends z.ZodType>(entry: TCacheEntry<TSchema>): Promise<z.output<TSchema>> {
    const dropsBefore = this.drops.get(entry.key);
    // Checked here, once, rather than by every reader of the cached answer.
    const value = entry.schema.parse(await entry.load());
    const text = JSON.stringify(value);
    if (this.drops.get(entry.key) !== dropsBefore) return preparedAnswerOf(value).value;
    await this.guarded(() => this.store.set(entry.key, text, this.ttlMs), undefined);
    return this.remember(entry.key, text, value).value;
  }

  private remember<T>(key: string, text: string, value: T): TPreparedAnswer<T> {
    const answer = preparedAnswerOf(value);
    this.prepared.set(key, { text, answer });
    return answer;
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
