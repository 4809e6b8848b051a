import type { TClock } from '../clock.js';
import type { TCounter, TCounterStore } from './counter-store.js';

type TEntry = { count: number; expiresAt: number };

/** Expired entries are swept once this many writes have happened, so the map cannot grow without bound. */
const SWEEP_EVERY_WRITES = 1000;

/** Counters of one gateway process; time comes from the injected clock. */
export class MemoryCounterStore implements TCounterStore {
  private readonly entries = new Map<string, TEntry>();
  private writesSinceSweep = 0;

  constructor(private readonly clock: TClock) {}

  async increment(key: string, windowMs: number): Promise<TCounter> {
    const now = this.clock.now();
    const live = this.liveEntry(key, now);
    const entry = live ? { ...live, count: live.count + 1 } : { count: 1, expiresAt: now + windowMs };
    this.store(key, entry);
    return { count: entry.count, expiresInMs: entry.expiresAt - now };
  }

  async read(key: string): Promise<TCounter | null> {
    const now = this.clock.now();
    const entry = this.liveEntry(key, now);
    return entry ? { count: entry.count, expiresInMs: entry.expiresAt - now } : null;
  }

  async write(key: string, count: number, windowMs: number): Promise<void> {
    this.store(key, { count, expiresAt: this.clock.now() + windowMs });
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private liveEntry(key: string, now: number): TEntry | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt > now) return entry;
    this.entries.delete(key);
    return null;
  }

  private store(key: string, entry: TEntry): void {
    this.entries.set(key, entry);
    if (++this.writesSinceSweep < SWEEP_EVERY_WRITES) return;
    this.writesSinceSweep = 0;
    const now = this.clock.now();
    for (const [candidate, { expiresAt }] of this.entries) {
      if (expiresAt <= now) this.entries.delete(candidate);
    }
  }
}
