import type { FastifyBaseLogger } from 'fastify';
import type { TDraw } from '@site/contracts';
import type { TConfig } from '../config.js';
import type { TUpstreamClient } from '../upstream/upstream-client.js';
import type { TEventSource, TMemberEventSink } from './event-source.js';
import { FeedEventSource, type TFeedMetrics } from './feed-event-source.js';
import { PollingEventSource } from './polling-event-source.js';

/** The event source `EVENT_SOURCE` names: the mock's feed, or polling a real upstream. */
export const createEventSource = (
  config: Pick<TConfig, 'realtime' | 'upstream'>,
  deps: {
    upstream: TUpstreamClient;
    onEvent: TMemberEventSink;
    onLost: () => void;
    onSiteStatus: () => void;
    onLotteryDraw: (draw: TDraw) => void;
    log: FastifyBaseLogger;
    metrics: TFeedMetrics;
  },
): TEventSource =>
  config.realtime.eventSource === 'feed'
    ? new FeedEventSource({
        upstreamUrl: config.upstream.url,
        merchant: config.upstream.merchant,
        feedKey: config.realtime.feedKey,
        onEvent: deps.onEvent,
        onLost: deps.onLost,
        onSiteStatus: deps.onSiteStatus,
        onLotteryDraw: deps.onLotteryDraw,
        log: deps.log,
        metrics: deps.metrics,
      })
    : new PollingEventSource({
        upstream: deps.upstream,
        intervalMs: config.realtime.pollIntervalSeconds * 1000,
        onEvent: deps.onEvent,
        log: deps.log,
      });
