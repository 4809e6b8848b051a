import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_PATHS, ZWireFeedEventSchema } from '@site/contracts';
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

/** Reads the stream until `count` data lines arrived. */
const readEvents = async (body: ReadableStream<Uint8Array>, count: number) => {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const data = () => text.split('\n').filter((line) => line.startsWith('data: '));
  while (data().length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  await reader.cancel();
  return { text, events: data().map((line) => ZWireFeedEventSchema.parse(JSON.parse(line.slice(6)))) };
};

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

  it("streams the events of the merchant's members as server-sent events", async () => {
    const reply = await fetch(`${origin}${SYSTEM_PATHS.eventFeed}`, {
      headers: { ...MERCHANT_HEADERS, 'x-feed-key': TEST_FEED_KEY },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // The demo merchant's first member; and one no merchant has, which the feed leaves out.
    mock.app.events.publish({ type: 'unread', memberId: 999_999, count: 9 });
    mock.app.events.publish({ type: 'unread', memberId: 1, count: 2 });
    mock.app.events.publish({ type: 'deposit', memberId: 1, orderId: '7', status: 'approved', amount: 12.5 });
    const { events } = await readEvents(reply.body!, 2);
    expect(events).toEqual([
      { type: 'unread', memberId: '1', count: 2 },
      { type: 'deposit', memberId: '1', orderId: '7', status: 'approved', amount: 12.5 },
    ]);
  });
});
