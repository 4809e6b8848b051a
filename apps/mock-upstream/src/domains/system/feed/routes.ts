import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SYSTEM_PATHS } from '@site/contracts';
import type { TNumberedEvent } from '../../../events/event-bus.js';
import { WireError } from '../../../wire/envelope.js';
import { readHeader } from '../../../wire/headers.js';
import { isSameSecret } from '../../../wire/shared-secret.js';

/** A comment line this often keeps proxies and the gateway's idle timers from closing the stream. */
export const FEED_PING_MS = 15_000;

/** The SSE event that tells a gateway events were lost: its clients must read the state again. */
export const FEED_LOST_EVENT = 'lost';

const EVENT_ID_PATTERN = /^\d{1,15}$/;

/** A `Last-Event-ID` that is no id of ours is one whose events are lost (-1 is before every id). */
const toEventId = (text: string): number => (EVENT_ID_PATTERN.test(text) ? Number(text) : -1);

/** The event's data carries when it was published, for the gateway's lag metric (`TWireFeedStamp`). */
const numbered = ({ id, event, publishedAt }: TNumberedEvent): string =>
  `id: ${id}\ndata: ${JSON.stringify(publishedAt === undefined ? event : { ...event, publishedAt })}\n\n`;

/**
 * `GET /wps/events/feed` (docs/upstream.md, "Event feed"): server-sent events
 * for a gateway, which names the merchant (`Merchant`) and proves itself with
 * `X-Feed-Key`. Each member event of that merchant's members goes out as
 * `id: <n>` and `data: <TWireFeedEvent JSON>` with its `publishedAt`, ids rising. A gateway that
 * reconnects with `Last-Event-ID` first gets the events after it from the
 * retained log, or, when the log no longer holds them all, one
 * `event: lost` carrying the newest id.
 */
export const eventFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  // A live stream would keep the server from closing; end them first.
  app.addHook('preClose', async () => app.events.endSubscriptions());

  app.get(SYSTEM_PATHS.eventFeed, async (request, reply) => {
    if (!isSameSecret(readHeader(request, 'x-feed-key'), app.config.feedKey))
      throw new WireError(401, 'function.not.available', 'Missing or wrong X-Feed-Key');
    const lastEventId = readHeader(request, 'last-event-id');
    const merchantId = request.merchant.id;
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    stream.write(': connected\n\n');
    // Catch-up and subscription in one synchronous step: no event falls between them.
    const catchUp = lastEventId === undefined ? null : app.events.catchUp(merchantId, toEventId(lastEventId));
    const unsubscribe = app.events.subscribe(
      (event) => {
        if (event.merchantId === merchantId) stream.write(numbered(event));
      },
      () => stream.end(),
    );
    if (catchUp?.kind === 'lost')
      stream.write(`event: ${FEED_LOST_EVENT}\nid: ${catchUp.newestId}\ndata: {}\n\n`);
    if (catchUp?.kind === 'replay') for (const event of catchUp.events) stream.write(numbered(event));
    const ping = setInterval(() => stream.write(': ping\n\n'), FEED_PING_MS);
    stream.on('close', () => {
      clearInterval(ping);
      unsubscribe();
    });
  });
};
