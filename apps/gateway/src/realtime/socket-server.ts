import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import {
  SESSION_PATHS,
  SOCKET_EVENTS,
  SOCKET_PATH,
  type TClientToServerEvents,
  type TDraw,
  type TErrorKey,
  type TMemberEvent,
  type TServerToClientEvents,
} from '@site/contracts';
import type { TClock } from '../clock.js';
import type { TConfig } from '../config.js';
import type { GatewayMetrics } from '../metrics/gateway-metrics.js';
import { createCookieSession } from '../session/cookie-session.js';
import { isTrustedSocketHandshake } from '../session/origin-guard.js';
import type { SessionSealer } from '../session/sealer.js';
import { ZMemberInfoOrGuestSchema } from '../trpc/mappers/member.js';
import { toAppError } from '../upstream/errors.js';
import { resolveLanguage } from '../upstream/language.js';
import type { TUpstreamClient, TVisitor } from '../upstream/upstream-client.js';
import type { TEventSource, TMemberEventSink, TWatchedMember } from './event-source.js';
import { handleLotteryWatches, lotteryRoom } from './lottery-rooms.js';
import { SiteStatusWatcher } from './site-status-watcher.js';

export type TSocketServerOptions = {
  config: TConfig;
  sealer: SessionSealer;
  clock: TClock;
  upstream: TUpstreamClient;
  /** With Redis, the socket.io Redis adapter (on duplicates of this connection). */
  redis: Redis | null;
  /**
   * Makes the event source, given the sink that emits to the member's room and
   * the call that tells every socket here that events were lost.
   */
  createEventSource: (
    onEvent: TMemberEventSink,
    onLost: () => void,
    onSiteStatus: () => void,
    onLotteryDraw: (draw: TDraw) => void,
  ) => TEventSource;
  /** Runs before a draw is pushed to its watchers, who may then read the results again. */
  beforeLotteryDraw?: (draw: TDraw) => Promise<void>;
  /** Counts the open sockets. */
  metrics: Pick<GatewayMetrics, 'socketOpened' | 'socketClosed'>;
};

/** A visitor's socket has no member: it hears what goes to everyone (the site status) and the lottery draws it watches. */
type TSocketData = { member: TWatchedMember | null };
type TMemberSocket = Socket<TClientToServerEvents, TServerToClientEvents, Record<string, never>, TSocketData>;

export const memberRoom = (memberId: string): string => `member:${memberId}`;

/** The address the gateway reads the site status as: its own, not a visitor's. */
const GATEWAY_ADDRESS = '127.0.0.1';

/** What the browser may send in the handshake's `auth`: the interface language. */
const ZHandshakeAuthSchema = z.object({ language: z.string().max(16).optional() }).catch({});

/** A refused handshake: the browser's `connect_error` carries the catalogue key as its message. */
const refusal = (key: TErrorKey): Error => new Error(key);

/**
 * socket.io on the gateway's port (docs/history/money-interfaces.md, "Realtime"): a
 * socket is admitted from a trusted origin; with a logged-in session cookie it
 * joins `member:<memberId>`, and the event source watches the member while
 * any of their sockets is connected to this gateway. Every socket, a
 * visitor's too, hears when the site status changes
 * (docs/decisions/0019-site-status-push.md).
 */
export const attachSocketServer = (app: FastifyInstance, options: TSocketServerOptions): void => {
  const { config, sealer, clock, upstream, redis } = options;
  const io = new Server<TClientToServerEvents, TServerToClientEvents, Record<string, never>, TSocketData>(
    app.server,
    { path: SOCKET_PATH, serveClient: false },
  );
  // The adapter never catches its commands' failures (an unhandled rejection ends the process), so
  // while Redis is away they wait for it: no retry limit, no command timeout.
  const adapterOptions = { maxRetriesPerRequest: null, commandTimeout: undefined };
  const adapterClients = redis ? [redis.duplicate(adapterOptions), redis.duplicate(adapterOptions)] : [];
  for (const client of adapterClients) client.on('error', () => undefined);
  const [pubClient, subClient] = adapterClients;
  if (pubClient && subClient) io.adapter(createAdapter(pubClient, subClient));

  // Local only: every gateway reads the whole feed (or polls its own members), so a
  // broadcast through the adapter would reach each member once per gateway.
  // One case per event, so that socket.io's typed emit sees the payload that goes with the name.
  const emit = (event: TMemberEvent): void => {
    const room = io.local.to(memberRoom(event.memberId));
    switch (event.name) {
      case SOCKET_EVENTS.balance:
        return void room.emit(event.name, event.payload);
      case SOCKET_EVENTS.unread:
        return void room.emit(event.name, event.payload);
      case SOCKET_EVENTS.chatUnread:
        return void room.emit(event.name, event.payload);
      case SOCKET_EVENTS.deposit:
        return void room.emit(event.name, event.payload);
      case SOCKET_EVENTS.withdrawal:
        return void room.emit(event.name, event.payload);
      case SOCKET_EVENTS.contractOffer:
        return void room.emit(event.name, event.payload);
      case SOCKET_EVENTS.contractStatus:
        return void room.emit(event.name, event.payload);
      case SOCKET_EVENTS.agentPayout:
        return void room.emit(event.name, event.payload);
      case SOCKET_EVENTS.rewardIssued:
        return void room.emit(event.name, event.payload);
      case SOCKET_EVENTS.missionProgress:
        return void room.emit(event.name, event.payload);
      case SOCKET_EVENTS.pointsBalance:
        return void room.emit(event.name, event.payload);
      case SOCKET_EVENTS.lotterySettled:
        return void room.emit(event.name, event.payload);
      default:
        // A new event name fails to compile here until it has its case.
        return void (event satisfies never);
    }
  };
  // Local too: every gateway hears the feed and has its own watchers. A failed preparation
  // (the cache drop) is logged and the draw pushed all the same.
  const emitLotteryDraw = (draw: TDraw): void =>
    void Promise.resolve(options.beforeLotteryDraw?.(draw))
      .catch((error: unknown) => app.log.warn({ err: error }, 'preparing a lottery draw push failed'))
      .then(() => io.local.to(lotteryRoom(draw.gameCode)).emit(SOCKET_EVENTS.lotteryDraw, { draw }));
  // Local too: it is this gateway that missed them, and every gateway hears the feed itself.
  const eventSource = options.createEventSource(
    emit,
    () => void io.local.emit(SOCKET_EVENTS.eventsLost),
    () => void io.local.emit(SOCKET_EVENTS.siteStatus),
    emitLotteryDraw,
  );
  // Local too: every gateway reads the status itself.
  const siteStatus = new SiteStatusWatcher({
    upstream,
    intervalMs: config.realtime.siteStatusPollSeconds * 1000,
    visitor: { ip: GATEWAY_ADDRESS, language: config.site.defaultLanguage },
    onChange: () => void io.local.emit(SOCKET_EVENTS.siteStatus),
    log: app.log,
  });

  /** For cookies sealed before the member id was kept: the upstream's member info (null: the session is gone). */
  const memberIdOf = async (token: string, visitor: TVisitor): Promise<string | null> => {
    const info = await upstream
      .call({ method: 'GET', path: SESSION_PATHS.memberInfo, visitor, token }, ZMemberInfoOrGuestSchema)
      .catch((error: unknown) => {
        const key = toAppError(error).errorData.key;
        if (key === 'login.not.session') return { value: null };
        throw refusal(key);
      });
    return info.value?.id ?? null;
  };

  const admit = async (socket: TMemberSocket): Promise<TWatchedMember | null> => {
    const { headers } = socket.request;
    const handshake = {
      origin: headers.origin,
      referer: headers.referer,
      fetchSite: headers['sec-fetch-site'],
      host: headers.host,
    };
    if (!isTrustedSocketHandshake(handshake, config.allowedOrigins)) throw refusal('forbidden_origin');
    const cookies = headers.cookie ? app.parseCookie(headers.cookie) : {};
    const session = createCookieSession({
      // Read only: a socket never writes the cookie.
      jar: { get: (name) => cookies[name], set: () => undefined, clear: () => undefined },
      sealer,
      secure: config.secureCookies,
      clock,
      timeouts: config.sessionTimeouts,
    }).current;
    if (!session?.token) return null;
    const auth = ZHandshakeAuthSchema.parse(socket.handshake.auth);
    const visitor = { ip: socket.handshake.address, language: resolveLanguage(auth.language, config.site) };
    const memberId = session.memberId ?? (await memberIdOf(session.token, visitor));
    return memberId === null ? null : { memberId, token: session.token, ...visitor };
  };

  io.use((socket, next) => {
    admit(socket).then(
      (member) => {
        socket.data.member = member;
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : refusal('unknown_error')),
    );
  });

  /** Per member with sockets here: how many, and how to stop watching them. */
  const watched = new Map<string, { sockets: number; unwatch: () => void }>();
  io.on('connection', (socket) => {
    options.metrics.socketOpened();
    socket.on('disconnect', () => options.metrics.socketClosed());
    handleLotteryWatches(socket);
    const { member } = socket.data;
    if (!member) return;
    void socket.join(memberRoom(member.memberId));
    let entry = watched.get(member.memberId);
    if (!entry) {
      entry = { sockets: 0, unwatch: eventSource.watch(member) };
      watched.set(member.memberId, entry);
    }
    entry.sockets += 1;
    const counted = entry;
    socket.on('disconnect', () => {
      counted.sockets -= 1;
      if (counted.sockets > 0) return;
      counted.unwatch();
      watched.delete(member.memberId);
    });
  });

  app.addHook('onListen', async () => {
    await eventSource.start();
    siteStatus.start();
  });
  // Open sockets would keep the HTTP server from closing: end them first.
  app.addHook('preClose', async () => {
    await eventSource.stop();
    siteStatus.stop();
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.close();
    // Not quit(): with Redis away it would wait in the offline queue for ever; pub/sub has nothing to flush.
    for (const client of adapterClients) client.disconnect();
  });
};
