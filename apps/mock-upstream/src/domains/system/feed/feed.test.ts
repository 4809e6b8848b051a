import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SYSTEM_PATHS,
  type TWireMemberFeedEvent,
  ZWireFeedEventSchema,
  ZWireFeedStampSchema,
} from '@site/contracts';
import {
  createInMemoryMock,
  MERCHANT_HEADERS,
  TEST_FEED_KEY,
  type TInMemoryMock,
} from '../../../test/test-app.js';

let mock: TInMemoryMock;
let origin: string;
beforeAll(async () => {
  mock = await createInMemoryMock();
  origin = await mock.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => mock.close());

type TSseEvent = { id?: string; event?: string; data: string };

/** Opens the feed, as a gateway that saw `lastEventId` last (if given). */
const openFeed = (at: string, lastEventId?: string) =>
  fetch(`${at}${SYSTEM_PATHS.eventFeed}`, {
    headers: {
      ...MERCHANT_HEADERS,
      'x-feed-key': TEST_FEED_KEY,
      ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
    },
  });

/** Reads the stream until `count` events (blocks with data) arrived; comments are no events. */
const readEvents = async (body: ReadableStream<Uint8Array>, count: number): Promise<TSseEvent[]> => {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const events = (): TSseEvent[] =>
    text
      .split('\n\n')
      .slice(0, -1)
      .flatMap((block) => {
        const fields = block.split('\n').filter((line) => !line.startsWith(':'));
        const field = (name: string) =>
          fields.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        const [id, event, data] = [field('id'), field('event'), field('data')];
        return data === undefined ? [] : [{ ...(id ? { id } : {}), ...(event ? { event } : {}), data }];
      });
  while (events().length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  await reader.cancel();
  return events();
};

const memberEvent = (event: TSseEvent) => ZWireFeedEventSchema.parse(JSON.parse(event.data));
const publishedAtOf = (event: TSseEvent) => ZWireFeedStampSchema.parse(JSON.parse(event.data)).publishedAt;

const unread = (count: number): TWireMemberFeedEvent => ({ type: 'unread', memberId: 1, count });

describe('event feed', () => {
  it('refuses a wrong or missing X-Feed-Key', async () => {
    for (const key of ['wrong-feed-key', undefined]) {
      const reply = await fetch(`${origin}${SYSTEM_PATHS.eventFeed}`, {
        headers: { ...MERCHANT_HEADERS, ...(key ? { 'x-feed-key': key } : {}) },
      });
      expect(reply.status).toBe(401);
      expect(((await reply.json()) as { errorCode: string }).errorCode).toBe('function.not.available');
    }
  });

  it("streams the events of the merchant's members as numbered server-sent events", async () => {
    const reply = await openFeed(origin);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // The demo merchant's first member; and one no merchant has, which the feed leaves out.
    mock.app.events.publish({ type: 'unread', memberId: 999_999, count: 9 });
    mock.app.events.publish({ type: 'unread', memberId: 1, count: 2 });
    mock.app.events.publish({ type: 'deposit', memberId: 1, orderId: '7', status: 'approved', amount: 12.5 });
    const events = await readEvents(reply.body!, 2);
    expect(events.map(memberEvent)).toEqual([
      { type: 'unread', memberId: '1', count: 2 },
      { type: 'deposit', memberId: '1', orderId: '7', status: 'approved', amount: 12.5 },
    ]);
    const [first, second] = events.map((event) => Number(event.id));
    expect(second).toBe(Number(first) + 1);
  });

  it('sends a gateway that names its last event id what it missed, then the live events', async () => {
    const missed = [unread(11), unread(12), unread(13)];
    const live = await openFeed(origin);
    const before = Date.now();
    for (const event of missed) mock.app.events.publish(event);
    const after = Date.now();
    const published = await readEvents(live.body!, 3);
    // Each says when it was published (the gateway's lag metric), replayed or live alike.
    for (const event of published) {
      expect(publishedAtOf(event)).toBeGreaterThanOrEqual(before);
      expect(publishedAtOf(event)).toBeLessThanOrEqual(after);
    }

    const reply = await openFeed(origin, published[0]?.id);
    mock.app.events.publish(unread(14));
    const events = await readEvents(reply.body!, 3);
    expect(events.map(memberEvent).map((event) => event.type === 'unread' && event.count)).toEqual([
      12, 13, 14,
    ]);
    expect(events.slice(0, 2)).toEqual(published.slice(1));
  });

  it('says events were lost, with the newest id, when the retained log no longer holds what the gateway missed', async () => {
    const small = await createInMemoryMock({ feedRetainedEvents: 2 });
    try {
      const at = await small.app.listen({ port: 0, host: '127.0.0.1' });
      const live = await openFeed(at);
      for (const count of [1, 2, 3, 4]) small.app.events.publish(unread(count));
      const ids = (await readEvents(live.body!, 4)).map((event) => event.id);
      const lost = { event: 'lost', id: ids[3], data: '{}' };

      // The log keeps ids[2] and ids[3]: after ids[1] nothing is lost, after ids[0] ids[1] is.
      const replayed = await readEvents((await openFeed(at, ids[1])).body!, 2);
      expect(replayed.map((event) => event.id)).toEqual([ids[2], ids[3]]);
      expect(replayed.map(memberEvent)).toEqual(
        [unread(3), unread(4)].map((event) => ({ ...event, memberId: '1' })),
      );
      expect(await readEvents((await openFeed(at, ids[0])).body!, 1)).toEqual([lost]);
      // An id from before a restart with a fresh database, or no id at all.
      expect(await readEvents((await openFeed(at, '999999')).body!, 1)).toEqual([lost]);
      expect(await readEvents((await openFeed(at, 'not-an-id')).body!, 1)).toEqual([lost]);
    } finally {
      await small.close();
    }
    // It starts a second mock, migrated and seeded: seconds on a busy machine.
  }, 30_000);
});
