/**
 * Where the gateway keeps its short-lived counters (rate limits, login
 * failures, SMS quotas): in memory for a single instance, or in Redis so that
 * several gateway instances share them.
 */
export type TCounter = {
  count: number;
  /** Milliseconds until the counter disappears. */
  expiresInMs: number;
};

export type TCounterStore = {
  /**
   * Adds one to the counter under `key`. A counter that does not exist yet
   * starts at 1 and lives `windowMs` from now; later hits do not extend it
   * (a fixed window).
   */
  increment(key: string, windowMs: number): Promise<TCounter>;
  /** The counter under `key`, or null when there is none (or it has expired). */
  read(key: string): Promise<TCounter | null>;
  /** Sets the counter to `count`, living `windowMs` from now, whatever it was. */
  write(key: string, count: number, windowMs: number): Promise<void>;
  delete(key: string): Promise<void>;
};
