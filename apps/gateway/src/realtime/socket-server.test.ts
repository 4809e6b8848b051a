import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SOCKET_CLIENT_EVENTS,
  SOCKET_EVENTS,
  SYSTEM_PATHS,
  type TDraw,
  type TMemberEvent,
  ZWireDrawSchema,
} from '@site/contracts';
import { buildApp, type TAppDeps } from '../app.js';
import { MemoryCacheStore } from '../cache/memory-cache-store.js';
import { TtlCache } from '../cache/ttl-cache.js';
import { systemClock } from '../clock.js';
import { SessionSealer } from '../session/sealer.js';
import { newSessionPayload, type TSessionPayload } from '../session/session-payload.js';
import { fakeUpstream } from '../test/fake-upstream.js';
import { WIRE_DRAW } from '../test/lottery-wire.js';
import { connectSocket, nextEvent, type TClientSocket } from '../test/socket-client.js';
import { TEST_SECRET, testConfig } from '../test/test-config.js';
import { toDraw, toLotteryOrder } from '../trpc/mappers/lottery.js';
import { latestResultsCacheKeys } from '../trpc/routers/lottery/lottery-calls.js';
import type { TMemberEventSink, TWatchedMember } from './event-source.js';
import { MAX_WATCHED_GAMES } from './lottery-rooms.js';

/** An event source the test drives: it records watches and emits what the test says. */
const stubEventSource = () => {
  const stub = {
    watches: [] as TWatchedMember[],
    unwatched: [] as string[],
    starts: 0,
    stops: 0,
    emit: (() => undefined) as TMemberEventSink,
    lose: (() => undefined) as () => void,
    draw: (() => undefined) as (draw: TDraw) => void,
    create: (
      onEvent: TMemberEventSink,
      onLost: () => void,
      _onSiteStatus: () => void,
      onLotteryDraw: (draw: TDraw) => void,
    ) => {
      stub.emit = onEvent;
      stub.lose = onLost;
      stub.draw = onLotteryDraw;
      return {
        start: async () => void (stub.starts += 1),
        stop: async () => void (stub.stops += 1),
        watch: (member: TWatchedMember) => {
          stub.watches.push(member);
          return () => void stub.unwatched.push(member.memberId);
        },
      };
    },
  };
  return stub;
};

const sealer = new SessionSealer(TEST_SECRET);
const sidCookie = (fields: Partial<TSessionPayload>, now = Date.now()): string =>
  `sid=${sealer.seal({ ...newSessionPayload(now, { remember: false }), ...fields })}`;
const memberCookie = (memberId: string) => sidCookie({ token: `token-${memberId}`, memberId });

const opened: { app?: FastifyInstance; sockets: TClientSocket[] } = { sockets: [] };
afterEach(async () => {
  for (const socket of opened.sockets.splice(0)) socket.close();
  await opened.app?.close();
  opened.app = undefined;
});

const startGateway = async (env: Record<string, string> = {}, deps: TAppDeps = {}) => {
  const source = stubEventSource();
  const app = await buildApp(testConfig(env), { createEventSource: source.create, ...deps });
  opened.app = app;
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const connect = async (options: Parameters<typeof connectSocket>[1]) => {
    const socket = await connectSocket(url, options);
    opened.sockets.push(socket);
    return socket;
  };
  return { app, url, source, connect };
};

const refusalOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'connected',
    (error: Error) => error.message,
  );

/** The upstream's status reply with the flags that decide the status. */
const siteStatusWire = (flags: { maintenance?: boolean; regionRestriction?: boolean }) => ({
  info: {},
  location: { ip: '127.0.0.1' },
  ...flags,
});

const UNREAD: TMemberEvent = { memberId: '7', name: SOCKET_EVENTS.unread, payload: { count: 4 } };

describe('socket server', () => {
  it('runs the event source while the gateway listens', async () => {
    const gateway = await startGateway();
    expect(gateway.source.starts).toBe(1);
    const socket = await gateway.connect({ cookie: memberCookie('7') });
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    await gateway.app.close();
    opened.app = undefined;
    expect(gateway.source.stops).toBe(1);
    await disconnected;
  });

  it("delivers a member's events to every socket of that member and to no one else", async () => {
    const gateway = await startGateway();
    const first = await gateway.connect({ cookie: memberCookie('7') });
    const second = await gateway.connect({ cookie: memberCookie('7') });
    const other = await gateway.connect({ cookie: memberCookie('8') });
    const otherListener = vi.fn();
    other.on(SOCKET_EVENTS.unread, otherListener);

    const received = Promise.all([
      nextEvent(first, SOCKET_EVENTS.unread),
      nextEvent(second, SOCKET_EVENTS.unread),
    ]);
    gateway.source.emit(UNREAD);
    expect(await received).toEqual([{ count: 4 }, { count: 4 }]);
    await sleep(100);
    expect(otherListener).not.toHaveBeenCalled();
  });

  it('watches a member from their first socket here until their last one leaves', async () => {
    const gateway = await startGateway();
    const first = await gateway.connect({ cookie: memberCookie('7'), auth: { language: 'ty' } });
    const second = await gateway.connect({ cookie: memberCookie('7') });
    expect(gateway.source.watches).toEqual([
      { memberId: '7', token: 'token-7', language: 'TY', ip: '127.0.0.1' },
    ]);
    first.close();
    await sleep(100);
    expect(gateway.source.unwatched).toEqual([]);
    second.close();
    await vi.waitFor(() => expect(gateway.source.unwatched).toEqual(['7']));

    await gateway.connect({ cookie: memberCookie('7'), auth: { language: 'xx' } });
    expect(gateway.source.watches).toHaveLength(2);
    expect(gateway.source.watches[1]?.language).toBe('EN');
  });

  it('admits a socket without a logged-in session as a visitor, who hears no member events', async () => {
    const gateway = await startGateway();
    const idleSince = Date.now() - 31 * 60_000;
    const visitors = await Promise.all([
      gateway.connect({}),
      gateway.connect({ cookie: sidCookie({}) }),
      gateway.connect({ cookie: `${memberCookie('7')}x` }),
      gateway.connect({ cookie: sidCookie({ token: 't', memberId: '7' }, idleSince) }),
    ]);
    const heard = vi.fn();
    for (const socket of visitors) socket.on(SOCKET_EVENTS.unread, heard);
    expect(gateway.source.watches).toEqual([]);
    gateway.source.emit(UNREAD);
    await sleep(100);
    expect(heard).not.toHaveBeenCalled();
  });

  it('tells every socket, visitors and members, when the event source lost events', async () => {
    const gateway = await startGateway();
    const sockets = [await gateway.connect({}), await gateway.connect({ cookie: memberCookie('7') })];
    const told = Promise.all(sockets.map((socket) => nextEvent(socket, SOCKET_EVENTS.eventsLost)));
    gateway.source.lose();
    await told;
  });

  it('tells every socket, visitors and members, when the site status changes, and only then', async () => {
    const statusKey = `GET ${SYSTEM_PATHS.status}`;
    const script = { [statusKey]: { value: siteStatusWire({ maintenance: false }) } };
    const upstream = fakeUpstream(script);
    const gateway = await startGateway({ SITE_STATUS_POLL_SECONDS: '1' }, { upstream: upstream.client });
    const visitor = await gateway.connect({});
    const member = await gateway.connect({ cookie: memberCookie('7') });
    const readsOfStatus = () => upstream.calls.filter((call) => call.path === SYSTEM_PATHS.status).length;
    // The first read is the baseline; the second, unchanged, tells no one.
    const heard = vi.fn();
    visitor.on(SOCKET_EVENTS.siteStatus, heard);
    await vi.waitFor(() => expect(readsOfStatus()).toBeGreaterThanOrEqual(2), { timeout: 3_000 });
    expect(heard).not.toHaveBeenCalled();

    const told = Promise.all([
      nextEvent(visitor, SOCKET_EVENTS.siteStatus),
      nextEvent(member, SOCKET_EVENTS.siteStatus),
    ]);
    script[statusKey] = { value: siteStatusWire({ maintenance: true }) };
    await told;
    const toldAgain = nextEvent(visitor, SOCKET_EVENTS.siteStatus);
    script[statusKey] = { value: siteStatusWire({ maintenance: false, regionRestriction: true }) };
    await toldAgain;
    expect(upstream.calls.find((call) => call.path === SYSTEM_PATHS.status)?.token).toBeUndefined();
  });

  it('keeps watching the site status through a failed read', async () => {
    const statusKey = `GET ${SYSTEM_PATHS.status}`;
    const script: Parameters<typeof fakeUpstream>[0] = { [statusKey]: { value: siteStatusWire({}) } };
    const upstream = fakeUpstream(script);
    const gateway = await startGateway({ SITE_STATUS_POLL_SECONDS: '1' }, { upstream: upstream.client });
    const visitor = await gateway.connect({});
    await vi.waitFor(() => expect(upstream.calls.length).toBeGreaterThanOrEqual(1));
    script[statusKey] = new Error('upstream away');
    const failedReads = upstream.calls.length;
    await vi.waitFor(() => expect(upstream.calls.length).toBeGreaterThan(failedReads), { timeout: 3_000 });
    const told = nextEvent(visitor, SOCKET_EVENTS.siteStatus);
    script[statusKey] = { value: siteStatusWire({ maintenance: true }) };
    await told;
  });

  it('refuses a socket opened by a page of another origin, over either transport', async () => {
    const gateway = await startGateway();
    const cookie = memberCookie('7');
    const refusals = await Promise.all([
      refusalOf(gateway.connect({ cookie, origin: 'https://evil.example' })),
      refusalOf(gateway.connect({ cookie, origin: 'https://evil.example', transports: ['websocket'] })),
      refusalOf(gateway.connect({ cookie, origin: null })),
    ]);
    expect(refusals).toEqual(['forbidden_origin', 'forbidden_origin', 'forbidden_origin']);
    expect(gateway.source.watches).toEqual([]);
  });

  it('refuses a page whose origin only matches the Host it addressed (DNS rebinding)', async () => {
    const gateway = await startGateway();
    const refusal = await refusalOf(gateway.connect({ cookie: memberCookie('7'), origin: gateway.url }));
    expect(refusal).toBe('forbidden_origin');
  });

  it("admits a browser's same-origin polling handshake, which carries no Origin, only at a host of ours", async () => {
    const gateway = await startGateway();
    const cookie = memberCookie('7');
    // The test origin is http://localhost:5173: a page of ours addresses the gateway as localhost.
    const ownHost = `http://localhost:${new URL(gateway.url).port}`;
    const sameOrigin = { cookie, origin: null, fetchSite: 'same-origin', transports: ['polling' as const] };
    opened.sockets.push(await connectSocket(ownHost, sameOrigin));
    const refusals = await Promise.all([
      refusalOf(connectSocket(ownHost, { ...sameOrigin, fetchSite: 'cross-site' })),
      refusalOf(connectSocket(ownHost, { ...sameOrigin, fetchSite: undefined })),
      // 127.0.0.1 is not a host of ours: the page that calls itself same-origin with it is someone else's.
      refusalOf(gateway.connect(sameOrigin)),
    ]);
    expect(refusals).toEqual(['forbidden_origin', 'forbidden_origin', 'forbidden_origin']);
    expect(gateway.source.watches.map((member) => member.memberId)).toEqual(['7']);
  });

  it('admits the allowed origins', async () => {
    const gateway = await startGateway();
    await gateway.connect({ cookie: memberCookie('7') });
    await gateway.connect({ cookie: memberCookie('7'), transports: ['websocket'] });
  });
});

const drawOf = (gameCode: string): TDraw => toDraw(ZWireDrawSchema.parse({ ...WIRE_DRAW, gameCode }));

/** The next draw of `gameCode` the socket hears. */
const nextDrawOf = (socket: TClientSocket, gameCode: string) =>
  new Promise<TDraw>((resolve) => {
    const listener = ({ draw }: { draw: TDraw }) => {
      if (draw.gameCode !== gameCode) return;
      socket.off(SOCKET_EVENTS.lotteryDraw, listener);
      resolve(draw);
    };
    socket.on(SOCKET_EVENTS.lotteryDraw, listener);
  });

type TGateway = Awaited<ReturnType<typeof startGateway>>;

/**
 * Sends the watches, then a last one of `probe` (a socket's messages are
 * handled in order), and pushes probe draws until the socket hears one: every
 * watch before it has been handled. socket.io gives no answer to a watch.
 */
const watch = async (gateway: TGateway, socket: TClientSocket, gameCodes: unknown[], probe = 'PROBE') => {
  for (const gameCode of gameCodes) socket.emit(SOCKET_CLIENT_EVENTS.lotteryWatch, { gameCode } as never);
  socket.emit(SOCKET_CLIENT_EVENTS.lotteryWatch, { gameCode: probe });
  const heard = nextDrawOf(socket, probe);
  await vi.waitFor(async () => {
    gateway.source.draw(drawOf(probe));
    await Promise.race([heard, sleep(50).then(() => Promise.reject(new Error('not yet')))]);
  });
  // Probe draws still on their way are heard now, not by the test's listeners.
  await sleep(50);
};

describe('lottery rooms', () => {
  it("pushes a game's draw to the sockets watching it, visitors' too, after dropping the cached results", async () => {
    const cache = new TtlCache(new MemoryCacheStore(systemClock), 60_000);
    const drops: string[][] = [];
    const drop = cache.drop.bind(cache);
    cache.drop = async (keys) => {
      drops.push(keys);
      await drop(keys);
    };
    const gateway = await startGateway({}, { cache });
    const visitor = await gateway.connect({});
    const member = await gateway.connect({ cookie: memberCookie('7') });
    const other = await gateway.connect({});
    await watch(gateway, visitor, ['LOTT_FAST_1M']);
    await watch(gateway, member, ['LOTT_FAST_1M', 'VN_HANOI']);
    await watch(gateway, other, ['VN_HANOI']);
    drops.length = 0;
    const otherHeard = vi.fn();
    other.on(SOCKET_EVENTS.lotteryDraw, otherHeard);

    const heard = Promise.all([visitor, member].map((socket) => nextDrawOf(socket, 'LOTT_FAST_1M')));
    gateway.source.draw(drawOf('LOTT_FAST_1M'));
    expect(await heard).toEqual([drawOf('LOTT_FAST_1M'), drawOf('LOTT_FAST_1M')]);
    expect(drops).toEqual([latestResultsCacheKeys(testConfig())]);
    await sleep(100);
    expect(otherHeard).not.toHaveBeenCalled();
  });

  it('stops pushing to a socket that unwatched the game', async () => {
    const gateway = await startGateway();
    const socket = await gateway.connect({});
    await watch(gateway, socket, ['LOTT_FAST_1M']);
    socket.emit(SOCKET_CLIENT_EVENTS.lotteryUnwatch, { gameCode: 'LOTT_FAST_1M' });
    await watch(gateway, socket, [], 'PROBE_2');
    const heard = vi.fn();
    socket.on(SOCKET_EVENTS.lotteryDraw, heard);
    gateway.source.draw(drawOf('LOTT_FAST_1M'));
    await sleep(150);
    expect(heard).not.toHaveBeenCalled();
  });

  it(`ignores a bad game code and watches at most ${MAX_WATCHED_GAMES} games per socket`, async () => {
    const gateway = await startGateway();
    const socket = await gateway.connect({});
    await watch(gateway, socket, []);
    // With the probe's room, the first seven games fill the socket's rooms: the eighth is refused.
    const games = Array.from({ length: MAX_WATCHED_GAMES }, (_, index) => `GAME_${index}`);
    for (const gameCode of ['../member:7', 'a b', 42, ...games])
      socket.emit(SOCKET_CLIENT_EVENTS.lotteryWatch, { gameCode } as never);
    // Leaving the probe's room frees one: the probe's watch after it is handled once all the above are.
    socket.emit(SOCKET_CLIENT_EVENTS.lotteryUnwatch, { gameCode: 'PROBE' });
    await watch(gateway, socket, []);
    const heard: string[] = [];
    socket.on(SOCKET_EVENTS.lotteryDraw, ({ draw }) => void heard.push(draw.gameCode));
    for (const gameCode of ['../member:7', ...games]) gateway.source.draw(drawOf(gameCode));
    await vi.waitFor(() => expect(heard).toHaveLength(MAX_WATCHED_GAMES - 1));
    await sleep(100);
    expect(heard).toEqual(games.slice(0, MAX_WATCHED_GAMES - 1));
  });

  it("pushes a member's settled order to that member only", async () => {
    const gateway = await startGateway();
    const member = await gateway.connect({ cookie: memberCookie('7') });
    const other = await gateway.connect({ cookie: memberCookie('8') });
    const otherHeard = vi.fn();
    other.on(SOCKET_EVENTS.lotterySettled, otherHeard);
    const order = toLotteryOrder({
      orderNo: '61',
      gameCode: 'LOTT_FAST_1M',
      gameName: 'Lucky Lotto 1 Minute',
      numero: '20261125-0420',
      status: 'settled',
      betTime: 1,
      closeTime: 2,
      totalStake: 10,
      totalWin: 70,
      subOrderCount: 1,
    });
    const heard = nextEvent(member, SOCKET_EVENTS.lotterySettled);
    gateway.source.emit({ memberId: '7', name: SOCKET_EVENTS.lotterySettled, payload: { order } });
    expect(await heard).toEqual({ order });
    await sleep(100);
    expect(otherHeard).not.toHaveBeenCalled();
  });
});
