import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Replies QA holds back: the call is handled (a money move commits) and only
 * its answer waits, as when the upstream is slower than the gateway's
 * deadline (docs/upstream.md §1 "Timeouts, retries"; decision 0015).
 */
export class ReplyDelays {
  private readonly byPath = new Map<string, { ms: number; times: number }>();

  /** Holds the answers of the next `times` calls to `path` for `ms`; `ms` 0 stops holding them. */
  set(path: string, ms: number, times: number): void {
    if (ms === 0) this.byPath.delete(path);
    else this.byPath.set(path, { ms, times });
  }

  clear(): void {
    this.byPath.clear();
  }

  /** How long to hold this call's answer, counting it. */
  take(path: string): number {
    const held = this.byPath.get(path);
    if (!held) return 0;
    if (held.times <= 1) this.byPath.delete(path);
    else held.times -= 1;
    return held.ms;
  }
}

/** An `onSend` hook: the answer is ready (the work is done) and waits here when QA asked. */
export const holdReply =
  (delays: ReplyDelays) =>
  async (request: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const ms = delays.take(request.url.split('?')[0] ?? request.url);
    if (ms > 0) await delay(ms);
    return payload;
  };
