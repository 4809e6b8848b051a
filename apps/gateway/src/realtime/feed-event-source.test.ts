import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_EVENTS, type TDraw, type TMemberEvent, type TWireFeedEvent } from '@site/contracts';
import { GatewayMetrics } from '../metrics/gateway-metrics.js';
import { WIRE_DRAW, WIRE_ORDER_DETAIL } from '../test/lottery-wire.js';
import { registrySum } from '../test/prometheus-text.js';
import { sendJson, startScriptedServer } from '../test/scripted-server.js';
import { FeedEventSource } from './feed-event-source.js';

/** A stand-in feed: each connection stays open; the test writes to the newest one. */
const startFeed = async (options: { refusals?: number } = {}) => {
  const streams: ServerResponse[] = [];
  let refusals = options.refusals ?? 0;
  const server = await startScriptedServer((_request, response) => {
    if (refusals > 0) {
      refusals -= 1;
      return sendJson(response, 503, { success: false });
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(': ping\n\n');
    streams.push(response);
  });
  return {
    ...server,
    streams,
    write: (text: string) => streams.at(-1)?.write(text),
    send: (event: TWireFeedEvent) => streams.at(-1)?.write(`data: ${JSON.stringify(event)}\n\n`),
  };
};

type TFeed = Awaited<ReturnType<typeof startFeed>>;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const startSource = async (feed: TFeed, options: { idleTimeoutMs?: number } = {}) => {
  const events: TMemberEvent[] = [];
  const lost = { times: 0 };
  const siteStatus = { times: 0 };
  const draws: TDraw[] = [];
  const log = { info: vi.fn(), warn: vi.fn() };
  const metrics = new GatewayMetrics();
  const source = new FeedEventSource({
    upstreamUrl: feed.url,
    merchant: 'demo',
    feedKey: 'a-feed-key',
    onEvent: (event) => events.push(event),
    onLost: () => void (lost.times += 1),
    onSiteStatus: () => void (siteStatus.times += 1),
    onLotteryDraw: (draw) => void draws.push(draw),
    log,
    metrics,
    backoff: { initialMs: 10, maxMs: 40 },
    ...options,
  });
  cleanups.push(
    () => feed.close(),
    () => source.stop(),
  );
  await source.start();
  await vi.waitFor(() => expect(feed.streams.length).toBeGreaterThan(0));
  return { source, events, lost, siteStatus, draws, log, metrics };
};

const BALANCE = {
  sumBalance: 12.34,
  balance: [
    { accountTypeId: 1, availBalance: 10.3 },
    { accountTypeId: 5, availBalance: 2.04 },
  ],
  currency: 'PHP',
  currencySymbol: '₱',
};

describe('FeedEventSource', () => {
  it('passes a change of the site status on to everyone, not as a member event', async () => {
    const feed = await startFeed();
    const { events, siteStatus } = await startSource(feed);
    feed.send({ type: 'site_status', memberId: null });
    await vi.waitFor(() => expect(siteStatus.times).toBe(1));
    expect(events).toEqual([]);
  });

  it('connects with the merchant and feed key, and turns each event into minor units for its member', async () => {
    const feed = await startFeed();
    const { events } = await startSource(feed);
    expect(feed.requests[0]).toMatchObject({ method: 'GET', url: '/wps/events/feed' });
    expect(feed.requests[0]?.headers).toMatchObject({
      merchant: 'demo',
      'x-feed-key': 'a-feed-key',
      accept: 'text/event-stream',
    });

    feed.send({ type: 'balance', memberId: 7, balance: BALANCE });
    feed.send({ type: 'unread', memberId: '7', count: 3 });
    feed.send({ type: 'deposit', memberId: 8, orderId: 41, status: 'approved', amount: 50.5 });
    feed.send({ type: 'withdrawal', memberId: 8, withdrawalId: 'w-2', status: 'rejected', amount: '20' });

    await vi.waitFor(() => expect(events).toHaveLength(4));
    expect(events).toEqual([
      {
        memberId: '7',
        name: SOCKET_EVENTS.balance,
        payload: {
          total: 1234,
          currency: 'PHP',
          currencySymbol: '₱',
          wallets: [
            { accountTypeId: 1, balance: 1030 },
            { accountTypeId: 5, balance: 204 },
          ],
        },
      },
      { memberId: '7', name: SOCKET_EVENTS.unread, payload: { count: 3 } },
      {
        memberId: '8',
        name: SOCKET_EVENTS.deposit,
        payload: { orderId: '41', status: 'approved', amount: 5050 },
      },
      {
        memberId: '8',
        name: SOCKET_EVENTS.withdrawal,
        payload: { withdrawalId: 'w-2', status: 'rejected', amount: 2000 },
      },
    ]);
  });

  it("passes a lottery draw on as the api's draw, to no member, and a settled order to its member", async () => {
    const feed = await startFeed();
    const { events, draws } = await startSource(feed);
    feed.send({ type: 'lottery_draw', memberId: null, draw: WIRE_DRAW });
    const { subOrders: _lines, draw: _draw, ...order } = WIRE_ORDER_DETAIL;
    feed.send({ type: 'lottery_settled', memberId: 7, order });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(draws).toEqual([
      expect.objectContaining({
        gameCode: 'LOTT_FAST_1M',
        drawCode: '20261125-0420',
        results: WIRE_DRAW.results,
        drawnAt: 1_764_000_060_250,
      }),
    ]);
    expect(events).toEqual([
      {
        memberId: '7',
        name: SOCKET_EVENTS.lotterySettled,
        payload: {
          order: expect.objectContaining({
            orderNo: '61',
            drawCode: '20261125-0420',
            totalStakeMinor: 2050,
            totalWinMinor: 7000,
          }),
        },
      },
    ]);
  });

  it('logs and skips data that is not JSON or not a known event, and goes on reading', async () => {
    const feed = await startFeed();
    const { events, log } = await startSource(feed);
    feed.write('data: {not json\n\n');
    feed.write(`data: ${JSON.stringify({ type: 'balance', memberId: 1 })}\n\n`);
    feed.write(`data: ${JSON.stringify({ type: 'jackpot', memberId: 1 })}\n\n`);
    feed.send({ type: 'unread', memberId: 1, count: 0 });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ memberId: '1', name: SOCKET_EVENTS.unread });
    expect(log.warn).toHaveBeenCalledTimes(3);
    expect(feed.requests).toHaveLength(1);
  });

  it('reconnects when the stream ends, and reads the new one', async () => {
    const feed = await startFeed();
    const { events } = await startSource(feed);
    feed.streams[0]?.end();
    await vi.waitFor(() => expect(feed.streams).toHaveLength(2));
    feed.send({ type: 'unread', memberId: 2, count: 5 });
    await vi.waitFor(() =>
      expect(events).toEqual([{ memberId: '2', name: SOCKET_EVENTS.unread, payload: { count: 5 } }]),
    );
  });

  it('reports whether it is connected and counts its reconnects', async () => {
    const feed = await startFeed();
    const { metrics } = await startSource(feed);
    await vi.waitFor(async () =>
      expect(await registrySum(metrics.registry, 'gateway_event_feed_connected')).toBe(1),
    );
    expect(await registrySum(metrics.registry, 'gateway_event_feed_reconnects_total')).toBe(0);
    feed.streams[0]?.end();
    await vi.waitFor(() => expect(feed.streams).toHaveLength(2));
    expect(await registrySum(metrics.registry, 'gateway_event_feed_reconnects_total')).toBe(1);
    await feed.close();
    await vi.waitFor(async () =>
      expect(await registrySum(metrics.registry, 'gateway_event_feed_connected')).toBe(0),
    );
  });

  it('measures the lag of each event that says when it was published', async () => {
    const feed = await startFeed();
    const { events, metrics } = await startSource(feed);
    const unread = { type: 'unread', memberId: 2, count: 1 } as const;
    feed.write(`data: ${JSON.stringify({ ...unread, publishedAt: Date.now() - 2_000 })}\n\n`);
    feed.send(unread);
    await vi.waitFor(() => expect(events).toHaveLength(2));
    const lag = (name: string) => registrySum(metrics.registry, `gateway_event_feed_lag_seconds_${name}`);
    expect(await lag('count')).toBe(1);
    expect(await lag('sum')).toBeGreaterThanOrEqual(2);
  });

  it('reconnects with the id of the last event it read as Last-Event-ID, and none before the first', async () => {
    const feed = await startFeed();
    const { events } = await startSource(feed);
    expect(feed.requests[0]?.headers['last-event-id']).toBeUndefined();
    feed.write(`id: 41\ndata: ${JSON.stringify({ type: 'unread', memberId: 2, count: 1 })}\n\n`);
    feed.write(`id: 42\ndata: ${JSON.stringify({ type: 'unread', memberId: 2, count: 2 })}\n\n`);
    await vi.waitFor(() => expect(events).toHaveLength(2));
    feed.streams[0]?.end();
    await vi.waitFor(() => expect(feed.streams).toHaveLength(2));
    expect(feed.requests[1]?.headers['last-event-id']).toBe('42');
  });

  it("tells its owner when the feed says the events it missed are lost, and goes on from the feed's newest id", async () => {
    const feed = await startFeed();
    const { events, lost } = await startSource(feed);
    feed.write('event: lost\nid: 90\ndata: {}\n\n');
    feed.send({ type: 'unread', memberId: 2, count: 5 });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(lost.times).toBe(1);
    feed.streams[0]?.end();
    await vi.waitFor(() => expect(feed.streams).toHaveLength(2));
    expect(feed.requests[1]?.headers['last-event-id']).toBe('90');
  });

  it('backs off and retries while the feed refuses, then connects', async () => {
    const feed = await startFeed({ refusals: 3 });
    const { log } = await startSource(feed);
    expect(feed.requests).toHaveLength(4);
    expect(log.warn).toHaveBeenCalledWith({ status: 503 }, 'event feed refused the connection');
  });

  it('gives up a connection that stays silent past the idle timeout', async () => {
    const feed = await startFeed();
    await startSource(feed, { idleTimeoutMs: 150 });
    await vi.waitFor(() => expect(feed.streams.length).toBeGreaterThanOrEqual(2));
  });

  it('closes the connection on stop and does not reconnect', async () => {
    const feed = await startFeed();
    const { source } = await startSource(feed);
    const closed = new Promise((resolve) => feed.streams[0]?.once('close', resolve));
    await source.stop();
    await closed;
    await sleep(100);
    expect(feed.requests).toHaveLength(1);
  });
});
