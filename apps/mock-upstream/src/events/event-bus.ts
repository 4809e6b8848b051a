import { EventEmitter } from 'node:events';
import { and, eq, gt, lte, min, sql } from 'drizzle-orm';
import type { TWireDraw, TWireFeedEvent, TWireFeedStamp, TWireMemberFeedEvent } from '@site/contracts';
import type { TDatabase } from '../db/client.js';
import { members } from '../db/schema.js';
import { feedEvents } from '../db/schema-feed.js';

/** A member event as the feed streams it: numbered, of one merchant, and when it was published (epoch ms). */
export type TNumberedEvent = { id: number; merchantId: number; event: TWireFeedEvent } & TWireFeedStamp;

/**
 * What a gateway that names the last event it saw (`Last-Event-ID`) is sent
 * before the live events: what it missed, or, when that is no longer (or
 * never was) in the retained log, the news that events were lost and the
 * newest id to go on from.
 */
export type TCatchUp = { kind: 'replay'; events: TNumberedEvent[] } | { kind: 'lost'; newestId: number };

/** A kept row as the feed streams it: the publishing time, stored in the event's JSON, beside it. */
const numberedEventOf = (row: typeof feedEvents.$inferSelect): TNumberedEvent => {
  const { publishedAt, ...event } = row.event;
  return { id: row.id, merchantId: row.merchantId, event: event as TWireFeedEvent, publishedAt };
};

type TFeedSubscriber = { onEvent: (event: TNumberedEvent) => void; onEnd: () => void };

/**
 * The mock's event bus: domains publish member events (balance, unread count,
 * deposit and withdrawal status) after their transaction commits; each is
 * numbered and kept in the retained log (`feed_events`, the newest
 * `retainedEvents`), then handed to the subscribed feeds. Everything is
 * synchronous, so a feed that reads its catch-up and subscribes in one go
 * misses nothing and sees nothing twice.
 */
export class EventBus {
  private readonly emitter = new EventEmitter();
  private readonly subscribers = new Set<TFeedSubscriber>();
  private readonly db: TDatabase;
  private readonly retainedEvents: number;

  constructor(db: TDatabase, retainedEvents: number) {
    this.db = db;
    this.retainedEvents = retainedEvents;
    // One listener per connected gateway feed; more than ten is fine.
    this.emitter.setMaxListeners(0);
  }

  /** Numbers, keeps and hands out the event; an event of a member no merchant has goes nowhere. */
  publish(event: TWireMemberFeedEvent): void {
    const merchantId = this.db
      .select({ merchantId: members.merchantId })
      .from(members)
      .where(eq(members.id, Number(event.memberId)))
      .get()?.merchantId;
    if (merchantId !== undefined) this.append(merchantId, event);
  }

  /**
   * Tells the merchant's gateways that its site status changed, at once: a
   * gateway's own reads of it are minutes apart in production and could miss
   * a switch that is undone before its next read.
   */
  publishSiteStatus(merchantId: number): void {
    this.append(merchantId, { type: 'site_status', memberId: null });
  }

  /** Tells the merchant's gateways a lottery draw was drawn (after its commit): they push it to the game's room. */
  publishLotteryDraw(merchantId: number, draw: TWireDraw): void {
    this.append(merchantId, { type: 'lottery_draw', memberId: null, draw });
  }

  private append(merchantId: number, event: TWireFeedEvent): void {
    // Wall-clock time, not a merchant's mock clock: the gateway's lag metric compares it with its own.
    const publishedAt = Date.now();
    const { id } = this.db
      .insert(feedEvents)
      .values({ merchantId, event: { ...event, publishedAt } })
      .returning({ id: feedEvents.id })
      .get();
    this.db
      .delete(feedEvents)
      .where(lte(feedEvents.id, id - this.retainedEvents))
      .run();
    this.emitter.emit('event', { id, merchantId, event, publishedAt } satisfies TNumberedEvent);
  }

  /** Live events from now on; `onEnd` when the bus ends them. Returns the call that stops them. */
  subscribe(onEvent: (event: TNumberedEvent) => void, onEnd: () => void = () => undefined): () => void {
    const subscriber = { onEvent, onEnd };
    this.subscribers.add(subscriber);
    this.emitter.on('event', onEvent);
    return () => {
      this.subscribers.delete(subscriber);
      this.emitter.off('event', onEvent);
    };
  }

  /** Ends every subscription (the feeds close their streams): on shutdown. */
  endSubscriptions(): void {
    for (const subscriber of [...this.subscribers]) subscriber.onEnd();
  }

  /** The merchant's events after `lastId`, if the log still holds all of them. */
  catchUp(merchantId: number, lastId: number): TCatchUp {
    const newestId = this.newestIssuedId();
    const oldestKept =
      this.db
        .select({ id: min(feedEvents.id) })
        .from(feedEvents)
        .get()?.id ?? newestId + 1;
    if (lastId > newestId || lastId < oldestKept - 1) return { kind: 'lost', newestId };
    const rows = this.db
      .select()
      .from(feedEvents)
      .where(and(eq(feedEvents.merchantId, merchantId), gt(feedEvents.id, lastId)))
      .orderBy(feedEvents.id)
      .all();
    return { kind: 'replay', events: rows.map(numberedEventOf) };
  }

  /** The newest id ever issued (AUTOINCREMENT remembers it after pruning); 0 before the first. */
  private newestIssuedId(): number {
    return (
      this.db.get<{ seq: number } | undefined>(
        sql`select seq from sqlite_sequence where name = 'feed_events'`,
      )?.seq ?? 0
    );
  }
}
