import { isDeepStrictEqual } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import {
  CONTENT_PATHS,
  SOCKET_EVENTS,
  type TBalanceEvent,
  type TMemberEvent,
  WALLET_PATHS,
  ZWireBalanceSchema,
  ZWireUnreadCountSchema,
} from '@site/contracts';
import { toBalance } from '../trpc/mappers/balance.js';
import { isSessionGone } from '../upstream/session-gone.js';
import type { TUpstreamClient } from '../upstream/upstream-client.js';
import type { TEventSource, TMemberEventSink, TWatchedMember } from './event-source.js';

export type TPollingEventSourceOptions = {
  upstream: TUpstreamClient;
  intervalMs: number;
  onEvent: TMemberEventSink;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
};

/** One watched member: the values last seen (undefined until the first poll sets the baseline). */
type TPolledMember = {
  member: TWatchedMember;
  timer: NodeJS.Timeout | null;
  isWatched: boolean;
  balance: TBalanceEvent | undefined;
  unread: number | undefined;
};

/** The ALL_WALLETS typeId of `/wps/v2/wallets/balance`: every wallet the merchant gives the member. */
const ALL_WALLETS = 0;

/**
 * For a real upstream without a feed: per member connected here, every
 * interval, the balance and unread count with the member's own token; an
 * event only when a value differs from the last one seen. The next poll is
 * scheduled when one ends, so a member's polls never overlap; a token the
 * upstream no longer knows ends that member's polling.
 */
export class PollingEventSource implements TEventSource {
  private readonly options: TPollingEventSourceOptions;
  private readonly polled = new Map<string, TPolledMember>();

  constructor(options: TPollingEventSourceOptions) {
    this.options = options;
  }

  /** Polling starts per member, when they are watched. */
  async start(): Promise<void> {}

  async stop(): Promise<void> {
    for (const entry of this.polled.values()) this.forget(entry);
  }

  watch(member: TWatchedMember): () => void {
    const previous = this.polled.get(member.memberId);
    if (previous) this.forget(previous);
    const entry: TPolledMember = {
      member,
      timer: null,
      isWatched: true,
      balance: undefined,
      unread: undefined,
    };
    this.polled.set(member.memberId, entry);
    void this.poll(entry);
    return () => this.forget(entry);
  }

  private forget(entry: TPolledMember): void {
    entry.isWatched = false;
    if (entry.timer) clearTimeout(entry.timer);
    if (this.polled.get(entry.member.memberId) === entry) this.polled.delete(entry.member.memberId);
  }

  /** A failing listener must not end the member's polling (nor reject a promise nobody awaits). */
  private emit(event: TMemberEvent): void {
    try {
      this.options.onEvent(event);
    } catch (error) {
      this.options.log.warn(
        { err: error, memberId: event.memberId },
        'a polled event could not be delivered',
      );
    }
  }

  private async poll(entry: TPolledMember): Promise<void> {
    const { upstream, log } = this.options;
    const { memberId, token, language, ip } = entry.member;
    const visitor = { ip, language };
    const [balance, unread] = await Promise.allSettled([
      upstream.call(
        { method: 'GET', path: WALLET_PATHS.balance, visitor, token, query: { typeId: ALL_WALLETS } },
        ZWireBalanceSchema,
      ),
      upstream.call(
        { method: 'GET', path: CONTENT_PATHS.unreadCount, visitor, token },
        ZWireUnreadCountSchema,
      ),
    ]);
    if (!entry.isWatched) return;
    const failures = [balance, unread].flatMap((result) =>
      result.status === 'rejected' ? [result.reason] : [],
    );
    if (failures.some(isSessionGone)) {
      log.info({ memberId }, 'polling stopped: the upstream ended the session');
      return this.forget(entry);
    }
    for (const error of failures) log.warn({ err: error, memberId }, 'polling the upstream failed');

    if (balance.status === 'fulfilled') {
      const current = toBalance(balance.value.value);
      if (entry.balance !== undefined && !isDeepStrictEqual(entry.balance, current)) {
        this.emit({ memberId, name: SOCKET_EVENTS.balance, payload: current });
      }
      entry.balance = current;
    }
    if (unread.status === 'fulfilled') {
      const count = unread.value.value;
      if (entry.unread !== undefined && entry.unread !== count) {
        this.emit({ memberId, name: SOCKET_EVENTS.unread, payload: { count } });
      }
      entry.unread = count;
    }
    entry.timer = setTimeout(() => void this.poll(entry), this.options.intervalMs);
    // A pending poll must not keep a closing process alive.
    entry.timer.unref();
  }
}
