import type { TClock } from '../clock.js';
import type { TCacheStore } from './cache-store.js';

type TEntry = { value: string; expiresAt: number };

/** Expired entries are swept once this many writes have happened, so the map cannot grow without bound. */
const SWEEP_EVERY_WRITES = 500;

/** Cached answers of one gateway process; time comes from the injected clock. */
export class MemoryCacheStore implements TCacheStore {
  private readonly entries = new Map<string, TEntry>();
  private writesSinceSweep = 0;

  constructor(private readonly clock: TClock) {}

  async get(key: string): Promise<string | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt > this.clock.now()) return entry.value;
    this.entries.delete(key);
    return null;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: this.clock.now() + ttlMs });
    if (++this.writesSinceSweep < SWEEP_EVERY_WRITES) return;
    this.writesSinceSweep = 0;
    const now = this.clock.now();
    for (const [candidate, { expiresAt }] of this.entries) {
      if (expiresAt <= now) this.entries.delete(candidate);
    }
  }

  async delete(keys: string[]): Promise<void> {
    for (const key of keys) this.entries.delete(key);
  }
}
