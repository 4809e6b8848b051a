import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { Agent, request } from 'undici';
import { SYSTEM_PATHS, type TDraw, ZWireFeedEventSchema, ZWireFeedStampSchema } from '@site/contracts';
import type { GatewayMetrics } from '../metrics/gateway-metrics.js';
import { toDraw } from '../trpc/mappers/lottery.js';
import { backoffDelay, type TBackoff } from './backoff.js';
import type { TEventSource, TMemberEventSink } from './event-source.js';
import { toMemberEvent } from './feed-event.js';
import { createSseParser, type TSseEvent } from './sse-parser.js';

/** What the feed reports: whether it is connected, its reconnects, and how late events arrive. */
export type TFeedMetrics = Pick<GatewayMetrics, 'observeFeedLag' | 'countFeedReconnect' | 'setFeedConnected'>;

export type TFeedEventSourceOptions = {
  /** The upstream's base URL, without a trailing slash. */
  upstreamUrl: string;
  merchant: string;
  feedKey: string;
  onEvent: TMemberEventSink;
  /** The feed lost events this gateway missed while it reconnected: its clients must read the state again. */
  onLost: () => void;
  /** The site status changed: every client must read it again. */
  onSiteStatus: () => void;
  /** A lottery draw was drawn: the sockets watching its game hear the results. */
  onLotteryDraw: (draw: TDraw) => void;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  metrics: TFeedMetrics;
  /** Waits between reconnects; tests shorten them. */
  backoff?: TBackoff;
  /** Silence this long (the feed pings every 15 s) means the connection is dead. */
  idleTimeoutMs?: number;
};

const DEFAULT_BACKOFF: TBackoff = { initialMs: 500, maxMs: 30_000 };
const DEFAULT_IDLE_TIMEOUT_MS = 45_000;
const CONNECT_TIMEOUT_MS = 10_000;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The feed's event that says what this gateway missed is no longer kept (docs/upstream.md, "Event feed"). */
const LOST_EVENT = 'lost';

/**
 * The mock's event feed (`GET /wps/events/feed`): one long-lived
 * server-sent-events connection for every member, reconnected with capped,
 * jittered exponential back-off and `Last-Event-ID`, so that the feed sends
 * what was missed meanwhile, or says it was lost. A bad event is logged and
 * skipped; nothing here ever throws out of the loop.
 */
export class FeedEventSource implements TEventSource {
  private readonly options: TFeedEventSourceOptions;
  private aborter: AbortController | null = null;
  private running: Promise<void> | null = null;
  /** The feed's own connection pool: destroyed on stop, so no socket outlives the source. */
  private agent: Agent | null = null;
  /** The id of the last event read, kept across reconnects (and a stop and start). */
  private lastEventId = '';

  constructor(options: TFeedEventSourceOptions) {
    this.options = options;
  }

  async start(): Promise<void> {
    if (this.running) return;
    const aborter = new AbortController();
    const agent = new Agent({ connect: { timeout: CONNECT_TIMEOUT_MS } });
    this.aborter = aborter;
    this.agent = agent;
    this.running = this.run(agent, aborter.signal);
  }

  async stop(): Promise<void> {
    this.aborter?.abort();
    await this.running;
    await this.agent?.destroy();
    this.aborter = null;
    this.running = null;
    this.agent = null;
  }

  /** The feed carries every member's events: nothing to do per member. */
  watch(): () => void {
    return () => undefined;
  }

  private async run(agent: Agent, signal: AbortSignal): Promise<void> {
    let failures = 0;
    let isFirst = true;
    while (!signal.aborted) {
      if (!isFirst) this.options.metrics.countFeedReconnect();
      isFirst = false;
      const wasConnected = await this.readFeed(agent, signal);
      failures = wasConnected ? 0 : failures + 1;
      const delay = backoffDelay(this.options.backoff ?? DEFAULT_BACKOFF, failures);
      await sleep(delay, undefined, { signal }).catch(() => undefined);
    }
  }

  /** One connection, read until it ends or fails; true when the feed answered. */
  private async readFeed(agent: Agent, signal: AbortSignal): Promise<boolean> {
    const { upstreamUrl, merchant, feedKey, log } = this.options;
    let isConnected = false;
    try {
      const response = await request(`${upstreamUrl}${SYSTEM_PATHS.eventFeed}`, {
        dispatcher: agent,
        method: 'GET',
        headers: {
          Merchant: merchant,
          'X-Feed-Key': feedKey,
          Accept: 'text/event-stream',
          ...(this.lastEventId ? { 'Last-Event-ID': this.lastEventId } : {}),
        },
        signal,
        headersTimeout: CONNECT_TIMEOUT_MS,
        bodyTimeout: this.options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
      });
      if (response.statusCode !== 200) {
        await response.body.dump();
        log.warn({ status: response.statusCode }, 'event feed refused the connection');
        return false;
      }
      isConnected = true;
      this.options.metrics.setFeedConnected(true);
      log.info('event feed connected');
      const parser = createSseParser((event) => this.read(event));
      response.body.setEncoding('utf8');
      for await (const chunk of response.body) parser.push(String(chunk));
      log.warn('event feed ended');
    } catch (error) {
      if (!signal.aborted) log.warn({ err: error }, 'event feed failed');
    }
    this.options.metrics.setFeedConnected(false);
    return isConnected;
  }

  /** The id is taken once the event is delivered: a reconnect asks for what comes after it. */
  private read({ type, data, lastEventId }: TSseEvent): void {
    if (type === LOST_EVENT) {
      this.options.log.warn('the event feed lost events sent while this gateway reconnected');
      this.options.onLost();
    } else if (type === 'message') this.deliver(data);
    this.lastEventId = lastEventId;
  }

  private deliver(data: string): void {
    const { log, onEvent } = this.options;
    const json = parseJson(data);
    if (json === undefined) return log.warn('event feed sent data that is not JSON');
    const publishedAt = ZWireFeedStampSchema.safeParse(json).data?.publishedAt;
    if (publishedAt !== undefined) this.options.metrics.observeFeedLag((Date.now() - publishedAt) / 1000);
    const event = ZWireFeedEventSchema.safeParse(json);
    if (!event.success)
      return log.warn({ issues: event.error.issues }, 'event feed sent an event of an unknown shape');
    try {
      if (event.data.type === 'site_status') this.options.onSiteStatus();
      else if (event.data.type === 'lottery_draw') this.options.onLotteryDraw(toDraw(event.data.draw));
      else onEvent(toMemberEvent(event.data));
    } catch (error) {
      log.warn({ err: error }, 'a feed event could not be delivered');
    }
  }
}
