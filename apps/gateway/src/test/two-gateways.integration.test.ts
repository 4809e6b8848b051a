import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GAMES_PATHS, SOCKET_EVENTS } from '@site/contracts';
import { buildApp } from '../app.js';
import { countingUpstream } from './counting-upstream.js';
import { createQaMember, GENEROUS_GUARDS, logInAs, type TQaMember } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import { isLocalRedisReachable, LOCAL_REDIS_URL } from './local-redis.js';
import { startMockUpstream, type TMockUpstream } from './mock-upstream.js';
import { connectSocket, type TClientSocket } from './socket-client.js';
import { testConfig } from './test-config.js';

/**
 * Two gateways side by side on one Redis and one mock, as `docker-compose`'s
 * `scale` profile runs them (docs/architecture.md, "Redis when REDIS_URL is
 * set"): a member's events reach their sockets on both exactly once, the
 * login lockout is counted across both, and a game answer one gateway cached
 * is served by the other without asking the upstream again.
 */
const hasRedis = await isLocalRedisReachable();

/** Every key of this run under its own prefix (parallel runs cannot collide), removed afterwards. */
const KEY_PREFIX = `gateway-two-test:${randomBytes(6).toString('hex')}:`;
const LOCKOUT_FAILURES = 2;
const OPENING_BALANCE_MINOR = 10_000;
const BONUS_MINOR = 500;

type TGateway = {
  app: FastifyInstance;
  url: string;
  upstream: ReturnType<typeof countingUpstream>;
  redis: Redis;
};

describe.skipIf(!hasRedis)('two gateways on one Redis and one mock', () => {
  let mock: TMockUpstream;
  let gateways: [TGateway, TGateway];
  const sockets: TClientSocket[] = [];

  const startGateway = async (): Promise<TGateway> => {
    const upstream = countingUpstream(mock.url);
    // What connectRedis makes of REDIS_URL, with this run's key prefix.
    const redis = new Redis(LOCAL_REDIS_URL, {
      keyPrefix: KEY_PREFIX,
      maxRetriesPerRequest: 1,
      commandTimeout: 500,
    });
    const config = testConfig({
      UPSTREAM_URL: mock.url,
      REDIS_URL: LOCAL_REDIS_URL,
      EVENT_SOURCE: 'feed',
      ...GENEROUS_GUARDS,
      LOGIN_LOCKOUT_MAX_FAILURES: String(LOCKOUT_FAILURES),
    });
    const app = await buildApp(config, { upstream: upstream.client, redis });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, url, upstream, redis };
  };

  beforeAll(async () => {
    mock = await startMockUpstream();
    gateways = [await startGateway(), await startGateway()];
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const gateway of gateways ?? []) {
      await gateway.app.close();
      await gateway.upstream.close();
      gateway.redis.disconnect();
    }
    await mock?.stop();
    const cleanup = new Redis(LOCAL_REDIS_URL);
    const keys = await cleanup.keys(`${KEY_PREFIX}*`);
    if (keys.length > 0) await cleanup.del(...keys);
    await cleanup.quit();
  });

  const grantBonus = (member: TQaMember) =>
    mock.qa('POST', '/bonus', { username: member.username, amountMinor: BONUS_MINOR });

  it("delivers a member event, published once, to the member's sockets on both gateways exactly once each", async () => {
    const member = await createQaMember(mock, 'player', { balanceMinor: OPENING_BALANCE_MINOR });
    const visitor = new GatewayVisitor(gateways[0].app);
    await logInAs(visitor, member);
    // One secret: gateway A's cookie is good at gateway B.
    const cookie = `sid=${visitor.cookies.get('sid')}`;
    const heard = await Promise.all(
      gateways.map(async (gateway) => {
        const socket = await connectSocket(gateway.url, { cookie });
        sockets.push(socket);
        const totals: number[] = [];
        socket.on(SOCKET_EVENTS.balance, (balance) => void totals.push(balance.total));
        return totals;
      }),
    );
    // The feed is not replayed to a gateway's first connection: grant until both have heard one.
    let grants = 0;
    await vi.waitFor(
      async () => {
        if (heard.some((totals) => totals.length === 0)) {
          await grantBonus(member);
          grants += 1;
        }
        await sleep(200);
        for (const totals of heard) expect(totals.length).toBeGreaterThan(0);
      },
      { timeout: 10_000 },
    );
    const heardBefore = heard.map((totals) => totals.length);
    const expected: number[] = [];
    const grantAndHear = async () => {
      await grantBonus(member);
      grants += 1;
      expected.push(OPENING_BALANCE_MINOR + grants * BONUS_MINOR);
      await vi.waitFor(() => {
        for (const [index, totals] of heard.entries())
          expect(totals.length - (heardBefore[index] ?? 0)).toBeGreaterThanOrEqual(expected.length);
      });
    };
    for (let round = 0; round < 3; round += 1) await grantAndHear();
    // A last one: a repeat of the others (say, relayed through the Redis adapter) would come before it.
    await grantAndHear();
    for (const [index, totals] of heard.entries()) expect(totals.slice(heardBefore[index])).toEqual(expected);
  });

  it('counts the login lockout across both gateways', async () => {
    const member = await createQaMember(mock);
    const logIn = (gateway: TGateway, password: string) =>
      new GatewayVisitor(gateway.app, { ip: `198.51.100.${Math.floor(Math.random() * 250) + 1}` }).mutate(
        'session.login',
        { username: member.username, password },
      );
    expect((await logIn(gateways[0], 'Wrong1234')).error?.data.key).toBe('error_password');
    expect((await logIn(gateways[1], 'Wrong1234')).error?.data.key).toBe('error_password');
    for (const gateway of gateways) {
      const locked = await logIn(gateway, member.password);
      expect(locked.status).toBe(403);
      expect(locked.error?.data.key).toBe('account_locked');
    }
  });

  it('serves a game answer cached through gateway A at gateway B without a second upstream call', async () => {
    const [first, second] = gateways;
    const vendors = (gateway: TGateway) => new GatewayVisitor(gateway.app).query('games.vendors');
    const fromFirst = await vendors(first);
    expect(fromFirst.status).toBe(200);
    expect(first.upstream.callsTo('GET', GAMES_PATHS.vendors)).toBe(1);

    const fromSecond = await vendors(second);
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.data).toEqual(fromFirst.data);
    expect(second.upstream.callsTo('GET', GAMES_PATHS.vendors)).toBe(0);
  });
});
