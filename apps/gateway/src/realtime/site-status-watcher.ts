import type { FastifyBaseLogger } from 'fastify';
import { SYSTEM_PATHS, ZWireSystemStatusSchema } from '@site/contracts';
import { statusOf } from '../trpc/mappers/site-status.js';
import type { TUpstreamClient, TVisitor } from '../upstream/upstream-client.js';

export type TSiteStatusWatcherOptions = {
  upstream: TUpstreamClient;
  intervalMs: number;
  /** Whom the status is read for: the gateway itself (docs/decisions/0019-site-status-push.md). */
  visitor: TVisitor;
  /** Called when the status differs from the one read before. */
  onChange: () => void;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * Reads the site status (maintenance, region block) every interval while the
 * gateway listens, and says when it changed, so open tabs can be told
 * (docs/product.md §2: maintenance and region blocks stop everyone). The next
 * read is scheduled when one ends, so reads never overlap; a failed read
 * keeps the status last seen.
 */
export class SiteStatusWatcher {
  private readonly options: TSiteStatusWatcherOptions;
  private timer: NodeJS.Timeout | null = null;
  private isRunning = false;
  private lastStatus: number | undefined;

  constructor(options: TSiteStatusWatcherOptions) {
    this.options = options;
  }

  start(): void {
    this.isRunning = true;
    void this.read();
  }

  stop(): void {
    this.isRunning = false;
    if (this.timer) clearTimeout(this.timer);
  }

  private async read(): Promise<void> {
    const { upstream, visitor, log } = this.options;
    try {
      const wire = await upstream.call(
        { method: 'GET', path: SYSTEM_PATHS.status, visitor },
        ZWireSystemStatusSchema,
      );
      const status = statusOf(wire.value);
      if (this.isRunning && this.lastStatus !== undefined && this.lastStatus !== status) this.notify();
      this.lastStatus = status;
    } catch (error) {
      log.warn({ err: error }, 'reading the site status failed');
    }
    if (!this.isRunning) return;
    this.timer = setTimeout(() => void this.read(), this.options.intervalMs);
    // A pending read must not keep a closing process alive.
    this.timer.unref();
  }

  /** A failing listener must not end the watching. */
  private notify(): void {
    try {
      this.options.onChange();
    } catch (error) {
      this.options.log.warn({ err: error }, 'a site status change could not be delivered');
    }
  }
}
