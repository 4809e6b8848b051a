/**
 * Where cached answers live between requests: this process's memory, or
 * Redis so that several gateway instances share them. Values are JSON text,
 * so a cached answer can never be changed by the code that read it.
 */
export type TCacheStore = {
  /** The text under `key`, or null when there is none or it has expired. */
  get(key: string): Promise<string | null>;
  /** Stores `value` under `key` for `ttlMs` from now, replacing what was there. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Forgets the texts under `keys` (those there are). */
  delete(keys: string[]): Promise<void>;
};
