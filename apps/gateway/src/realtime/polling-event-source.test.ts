import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_PATHS, SOCKET_EVENTS, type TMemberEvent, WALLET_PATHS } from '@site/contracts';
import { sendJson, startScriptedServer } from '../test/scripted-server.js';
import { UpstreamClient } from '../upstream/upstream-client.js';
import { PollingEventSource } from './polling-event-source.js';

const INTERVAL_MS = 30;
const MEMBER = { memberId: '42', token: 'member-token', language: 'TY', ip: '198.51.100.7' };

/** An upstream whose balance and unread count the test changes; it counts polls and overlaps. */
const startUpstream = async () => {
  const state = { balance: 100, unread: 0, isSessionGone: false, isFailing: false, delayMs: 0 };
  const flight = { current: 0, max: 0 };
  const server = await startScriptedServer((request, response) => {
    flight.current += 1;
    flight.max = Math.max(flight.max, flight.current);
    const answer = (status: number, body: unknown) => {
      flight.current -= 1;
      sendJson(response, status, body);
    };
    setTimeout(() => {
      if (state.isSessionGone) return answer(401, { success: false, errorCode: 'login.not.session' });
      if (state.isFailing) return answer(500, { success: false, errorCode: 'unknown_error' });
      if (request.url.startsWith(WALLET_PATHS.balance)) {
        return answer(200, {
          success: true,
          value: {
            sumBalance: state.balance,
            balance: [{ accountTypeId: 1, availBalance: state.balance }],
            currency: 'PHP',
            currencySymbol: '₱',
          },
        });
      }
      if (request.url.startsWith(CONTENT_PATHS.unreadCount))
        return answer(200, { success: true, value: state.unread });
      answer(404, { success: false, errorCode: 'not_found' });
    }, state.delayMs);
  });
  const upstream = new UpstreamClient({ baseUrl: server.url, merchant: 'demo', timeoutMs: 2_000 });
  const pollCount = () =>
    server.requests.filter((request) => request.url.startsWith(WALLET_PATHS.balance)).length;
  return { ...server, state, flight, upstream, pollCount };
};

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const startPolling = async () => {
  const upstream = await startUpstream();
  const events: TMemberEvent[] = [];
  const log = { info: vi.fn(), warn: vi.fn() };
  const source = new PollingEventSource({
    upstream: upstream.upstream,
    intervalMs: INTERVAL_MS,
    onEvent: (event) => events.push(event),
    log,
  });
  cleanups.push(
    () => upstream.close(),
    () => upstream.upstream.close(),
    () => source.stop(),
  );
  await source.start();
  return { ...upstream, source, events, log };
};

/** Waits until the member has been polled `count` more times. */
const morePolls = async (polling: { pollCount: () => number }, count: number) => {
  const target = polling.pollCount() + count;
  await vi.waitFor(() => expect(polling.pollCount()).toBeGreaterThanOrEqual(target));
};

describe('PollingEventSource', () => {
  it("asks with the member's token, language and address, and takes the first poll as the baseline", async () => {
    const polling = await startPolling();
    polling.source.watch(MEMBER);
    await morePolls(polling, 3);
    expect(polling.events).toEqual([]);
    const balanceCall = polling.requests.find((request) => request.url.startsWith(WALLET_PATHS.balance));
    expect(balanceCall?.url).toBe(`${WALLET_PATHS.balance}?typeId=0`);
    expect(balanceCall?.headers).toMatchObject({
      authorization: 'member-token',
      language: 'TY',
      'x-forwarded-for': '198.51.100.7',
    });
    expect(polling.requests.some((request) => request.url === CONTENT_PATHS.unreadCount)).toBe(true);
  });

  it('emits one event per change, in minor units, and none while nothing changes', async () => {
    const polling = await startPolling();
    polling.source.watch(MEMBER);
    await morePolls(polling, 1);
    polling.state.balance = 75.5;
    await vi.waitFor(() => expect(polling.events).toHaveLength(1));
    await morePolls(polling, 3);
    expect(polling.events).toEqual([
      {
        memberId: '42',
        name: SOCKET_EVENTS.balance,
        payload: {
          total: 7550,
          currency: 'PHP',
          currencySymbol: '₱',
          wallets: [{ accountTypeId: 1, balance: 7550 }],
        },
      },
    ]);
    polling.state.unread = 2;
    await vi.waitFor(() => expect(polling.events).toHaveLength(2));
    await morePolls(polling, 3);
    expect(polling.events[1]).toEqual({ memberId: '42', name: SOCKET_EVENTS.unread, payload: { count: 2 } });
    expect(polling.events).toHaveLength(2);
  });

  it('stops polling a member once unwatched', async () => {
    const polling = await startPolling();
    const unwatch = polling.source.watch(MEMBER);
    await morePolls(polling, 2);
    unwatch();
    await sleep(INTERVAL_MS);
    const polls = polling.pollCount();
    polling.state.balance = 1;
    await sleep(INTERVAL_MS * 4);
    expect(polling.pollCount()).toBe(polls);
    expect(polling.events).toEqual([]);
  });

  it('stops polling a member whose session the upstream ended', async () => {
    const polling = await startPolling();
    polling.source.watch(MEMBER);
    await morePolls(polling, 1);
    polling.state.isSessionGone = true;
    await vi.waitFor(() =>
      expect(polling.log.info).toHaveBeenCalledWith(
        { memberId: '42' },
        'polling stopped: the upstream ended the session',
      ),
    );
    const polls = polling.pollCount();
    await sleep(INTERVAL_MS * 4);
    expect(polling.pollCount()).toBe(polls);
  });

  it('logs a failed poll and goes on polling', async () => {
    const polling = await startPolling();
    polling.source.watch(MEMBER);
    await morePolls(polling, 1);
    polling.state.isFailing = true;
    await vi.waitFor(() => expect(polling.log.warn).toHaveBeenCalled());
    polling.state.isFailing = false;
    polling.state.balance = 50;
    await vi.waitFor(() =>
      expect(polling.events.map((event) => event.name)).toEqual([SOCKET_EVENTS.balance]),
    );
  });

  it('never runs two polls of a member at once, even when the upstream is slower than the interval', async () => {
    const polling = await startPolling();
    polling.state.delayMs = INTERVAL_MS * 3;
    polling.source.watch(MEMBER);
    await morePolls(polling, 3);
    // Two calls (balance and unread count) make one poll.
    expect(polling.flight.max).toBe(2);
  });

  it('polls each watched member separately', async () => {
    const polling = await startPolling();
    polling.source.watch(MEMBER);
    polling.source.watch({ ...MEMBER, memberId: '43', token: 'other-token' });
    await vi.waitFor(() =>
      expect(new Set(polling.requests.map((request) => request.headers.authorization))).toEqual(
        new Set(['member-token', 'other-token']),
      ),
    );
  });
});
