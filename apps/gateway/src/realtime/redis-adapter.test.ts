import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_EVENTS, type TMemberEvent } from '@site/contracts';
import { buildApp } from '../app.js';
import { SessionSealer } from '../session/sealer.js';
import { newSessionPayload } from '../session/session-payload.js';
import { isLocalRedisReachable, LOCAL_REDIS_URL } from '../test/local-redis.js';
import { connectSocket, nextEvent, type TClientSocket } from '../test/socket-client.js';
import { TEST_SECRET, testConfig } from '../test/test-config.js';
import type { TMemberEventSink } from './event-source.js';

const hasRedis = await isLocalRedisReachable();

/** The request channel every socket.io Redis adapter of the main namespace subscribes to. */
const ADAPTER_CHANNEL = 'socket.io-request#/#';
const COOKIE = `sid=${new SessionSealer(TEST_SECRET).seal(
  newSessionPayload(Date.now(), { token: 'token-7', memberId: '7', remember: false }),
)}`;
const UNREAD: TMemberEvent = { memberId: '7', name: SOCKET_EVENTS.unread, payload: { count: 1 } };

const opened: { apps: FastifyInstance[]; sockets: TClientSocket[] } = { apps: [], sockets: [] };
afterEach(async () => {
  for (const socket of opened.sockets.splice(0)) socket.close();
  await Promise.all(opened.apps.splice(0).map((app) => app.close()));
});

/** A listening gateway on the given Redis whose event source the test drives. */
const startGateway = async (redisUrl: string) => {
  const source = { emit: (() => undefined) as TMemberEventSink };
  const app = await buildApp(testConfig({ REDIS_URL: redisUrl, UPSTREAM_URL: 'http://127.0.0.1:1' }), {
    createEventSource: (onEvent) => {
      source.emit = onEvent;
      return { start: async () => undefined, stop: async () => undefined, watch: () => () => undefined };
    },
  });
  opened.apps.push(app);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const socket = await connectSocket(url, { cookie: COOKIE });
  opened.sockets.push(socket);
  return { source, socket };
};

const subscribersOfAdapterChannel = async (): Promise<number> => {
  const redis = new Redis(LOCAL_REDIS_URL);
  try {
    const [, count] = (await redis.pubsub('NUMSUB', ADAPTER_CHANNEL)) as [string, number];
    return Number(count);
  } finally {
    redis.disconnect();
  }
};

describe.skipIf(!hasRedis)('two gateways on one Redis', () => {
  it('share the socket.io Redis adapter, yet each delivers a member event only to its own sockets', async () => {
    const before = await subscribersOfAdapterChannel();
    const first = await startGateway(LOCAL_REDIS_URL);
    const second = await startGateway(LOCAL_REDIS_URL);
    await vi.waitFor(async () =>
      expect(await subscribersOfAdapterChannel()).toBeGreaterThanOrEqual(before + 2),
    );

    // Both gateways read the same feed, so both emit the event: each socket must hear it once.
    const onFirst = vi.fn();
    const onSecond = vi.fn();
    first.socket.on(SOCKET_EVENTS.unread, onFirst);
    second.socket.on(SOCKET_EVENTS.unread, onSecond);
    const heard = Promise.all([
      nextEvent(first.socket, SOCKET_EVENTS.unread),
      nextEvent(second.socket, SOCKET_EVENTS.unread),
    ]);
    first.source.emit(UNREAD);
    second.source.emit(UNREAD);
    await heard;
    await sleep(200);
    expect(onFirst).toHaveBeenCalledTimes(1);
    expect(onSecond).toHaveBeenCalledTimes(1);
  });
});

describe('a gateway whose Redis is down', () => {
  it('still admits sockets, delivers events and closes', async () => {
    const gateway = await startGateway('redis://127.0.0.1:1');
    const heard = nextEvent(gateway.socket, SOCKET_EVENTS.unread);
    gateway.source.emit(UNREAD);
    expect(await heard).toEqual({ count: 1 });
    // Past the gateway's Redis command timeout (500 ms): an adapter command failing now would be
    // an unhandled rejection, which fails this run (and would end a real gateway).
    await sleep(1_000);
  });
});
