import type { ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SYSTEM_PATHS, type TWireFeedEvent } from '@site/contracts';
import { members } from '../../../db/schema.js';
import { WireError } from '../../../wire/envelope.js';
import { readHeader } from '../../../wire/headers.js';
import { isSameSecret } from '../../../wire/shared-secret.js';

/** A comment line this often keeps proxies and the gateway's idle timers from closing the stream. */
export const FEED_PING_MS = 15_000;

/**
 * `GET /wps/events/feed` (docs/money-interfaces.md): server-sent events for a
 * gateway, which names the merchant (`Merchant`) and proves itself with
 * `X-Feed-Key`. Each member event of that merchant's members goes out as
 * `data: <TWireFeedEvent JSON>`; nothing is stored or replayed.
 */
export const eventFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const openStreams = new Set<ServerResponse>();
  // A live stream would keep the server from closing; end them first.
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.end();
  });

  const merchantOfMember = (memberId: TWireFeedEvent['memberId']) =>
    app.db
      .select({ merchantId: members.merchantId })
      .from(members)
      .where(eq(members.id, Number(memberId)))
      .get()?.merchantId;

  app.get(SYSTEM_PATHS.eventFeed, async (request, reply) => {
    if (!isSameSecret(readHeader(request, 'x-feed-key'), app.config.feedKey))
      throw new WireError(401, 'function.not.available', 'Missing or wrong X-Feed-Key');
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
    openStreams.add(stream);
    const unsubscribe = app.events.subscribe((event) => {
      if (merchantOfMember(event.memberId) === merchantId) stream.write(`data: ${JSON.stringify(event)}\n\n`);
    });
    const ping = setInterval(() => stream.write(': ping\n\n'), FEED_PING_MS);
    stream.on('close', () => {
      clearInterval(ping);
      unsubscribe();
      openStreams.delete(stream);
    });
  });
};
