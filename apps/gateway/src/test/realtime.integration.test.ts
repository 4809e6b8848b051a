import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SESSION_PATHS,
  SOCKET_EVENTS,
  SYSTEM_PATHS,
  type TBalanceEvent,
  type TBalanceOutput,
  WALLET_PATHS,
} from '@site/contracts';
import { buildApp } from '../app.js';
import { countingUpstream } from './counting-upstream.js';
import { startCuttableProxy } from './cuttable-proxy.js';
import {
  createQaMember,
  GENEROUS_GUARDS,
  logInAs,
  openSessionCookie,
  sealSessionCookie,
  type TQaMember,
} from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import { startMockUpstream, type TMockUpstream } from './mock-upstream.js';
import { connectSocket, nextEvent, type TClientSocket } from './socket-client.js';
import { testConfig } from './test-config.js';

/**
 * Realtime against the real mock over HTTP (docs/history/money-interfaces.md,
 * "Realtime"): a member's socket hears of a balance changed behind the
 * gateway, through the polling adapter and through the mock's event feed.
 */
let mock: TMockUpstream;
const open: { apps: FastifyInstance[]; sockets: TClientSocket[]; closers: Array<() => Promise<void>> } = {
  apps: [],
  sockets: [],
  closers: [],
};

beforeAll(async () => {
  mock = await startMockUpstream();
}, 60_000);
afterEach(async () => {
  for (const socket of open.sockets.splice(0)) socket.close();
  for (const app of open.apps.splice(0)) await app.close();
  for (const close of open.closers.splice(0)) await close();
});
afterAll(async () => {
  await mock?.stop();
});

const OPENING_BALANCE_MINOR = 10_000;
const BONUS_MINOR = 2_500;

/** `feedUrl`: where the gateway reads the feed (UPSTREAM_URL); its procedures always call the mock directly. */
const startGateway = async (
  env: Record<string, string>,
  options: { feedUrl?: string; at?: TMockUpstream } = {},
) => {
  const target = options.at ?? mock;
  const upstream = countingUpstream(target.url);
  open.closers.push(() => upstream.close());
  const config = testConfig({ UPSTREAM_URL: options.feedUrl ?? target.url, ...GENEROUS_GUARDS, ...env });
  const app = await buildApp(config, { upstream: upstream.client });
  open.apps.push(app);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url, upstream };
};

const createMember = (at: TMockUpstream = mock) =>
  createQaMember(at, 'player', { balanceMinor: OPENING_BALANCE_MINOR });

const logIn = async (app: FastifyInstance, member: TQaMember) => {
  const visitor = new GatewayVisitor(app);
  await logInAs(visitor, member);
  return visitor;
};

const connect = async (url: string, cookie: string) => {
  const socket = await connectSocket(url, { cookie });
  open.sockets.push(socket);
  return socket;
};

const grantBonus = (member: TQaMember, at: TMockUpstream = mock) =>
  at.qa('POST', '/bonus', { username: member.username, amountMinor: BONUS_MINOR });

/** A feed proxied through a proxy the test can cut, and a member's socket on a gateway reading it. */
const memberOnCuttableFeed = async (at: TMockUpstream = mock) => {
  const proxy = await startCuttableProxy(at.url);
  open.closers.push(() => proxy.close());
  const gateway = await startGateway({ EVENT_SOURCE: 'feed' }, { feedUrl: proxy.url, at });
  const member = await createMember(at);
  const visitor = await logIn(gateway.app, member);
  const socket = await connect(gateway.url, `sid=${visitor.cookies.get('sid')}`);
  const totals: number[] = [];
  socket.on(SOCKET_EVENTS.balance, (balance) => void totals.push(balance.total));
  // The first connection asks for nothing missed: grant until the feed is up and a balance is heard.
  await vi.waitFor(
    async () => {
      if (totals.length === 0) await grantBonus(member, at);
      await sleep(200);
      expect(totals.length).toBeGreaterThan(0);
    },
    { timeout: 10_000 },
  );
  return { proxy, visitor, socket, totals, grant: () => grantBonus(member, at) };
};

/** The balance as the gateway's own procedure answers it now. */
const balanceOf = async (visitor: GatewayVisitor): Promise<TBalanceOutput> => {
  const result = await visitor.query<TBalanceOutput>('wallet.balance');
  expect(result.status).toBe(200);
  return result.data as TBalanceOutput;
};

describe('realtime with the polling adapter', () => {
  it('emits a balance event when the balance changes behind it', async () => {
    const gateway = await startGateway({ EVENT_SOURCE: 'polling', POLL_INTERVAL_SECONDS: '1' });
    const member = await createMember();
    const visitor = await logIn(gateway.app, member);
    const socket = await connect(gateway.url, `sid=${visitor.cookies.get('sid')}`);
    // A second poll has begun only after the first (the baseline) ended: polls never overlap.
    await vi.waitFor(
      () => expect(gateway.upstream.callsTo('GET', WALLET_PATHS.balance)).toBeGreaterThanOrEqual(2),
      {
        timeout: 5_000,
      },
    );

    const event = nextEvent(socket, SOCKET_EVENTS.balance);
    await grantBonus(member);
    const balance: TBalanceEvent = await event;
    expect(balance.total).toBe(OPENING_BALANCE_MINOR + BONUS_MINOR);
    expect(balance).toEqual(await balanceOf(visitor));
  });

  it('finds the member of a cookie sealed before the member id was kept', async () => {
    const gateway = await startGateway({ EVENT_SOURCE: 'polling', POLL_INTERVAL_SECONDS: '1' });
    const member = await createMember();
    const socket = await connect(gateway.url, `sid=${sealSessionCookie(member.token)}`);
    expect(gateway.upstream.callsTo('GET', SESSION_PATHS.memberInfo)).toBe(1);
    await vi.waitFor(
      () => expect(gateway.upstream.callsTo('GET', WALLET_PATHS.balance)).toBeGreaterThanOrEqual(2),
      {
        timeout: 5_000,
      },
    );
    const event = nextEvent(socket, SOCKET_EVENTS.balance);
    await grantBonus(member);
    expect((await event).total).toBe(OPENING_BALANCE_MINOR + BONUS_MINOR);
  });

  it('keeps the member id in the session; watches no one for a visitor or a session the upstream ended', async () => {
    const gateway = await startGateway({ EVENT_SOURCE: 'polling', POLL_INTERVAL_SECONDS: '1' });
    const member = await createMember();
    const visitor = await logIn(gateway.app, member);
    expect(openSessionCookie(visitor)?.memberId).toMatch(/^\d+$/);
    const cookie = `sid=${visitor.cookies.get('sid')}`;
    await expect(connectSocket(gateway.url, { cookie, origin: 'https://evil.example' })).rejects.toThrow(
      'forbidden_origin',
    );
    await connect(gateway.url, '');
    await connect(gateway.url, `sid=${sealSessionCookie('a-token-the-mock-never-gave')}`);
    await sleep(1_500);
    expect(gateway.upstream.callsTo('GET', WALLET_PATHS.balance)).toBe(0);
  });
});

describe('realtime with the event feed', () => {
  it("relays the mock's balance event to the member's socket", async () => {
    const gateway = await startGateway({ EVENT_SOURCE: 'feed' });
    const member = await createMember();
    const visitor = await logIn(gateway.app, member);
    const socket = await connect(gateway.url, `sid=${visitor.cookies.get('sid')}`);

    // The feed is not replayed: until the gateway's connection is up, a change goes unheard. Grant until one is heard.
    let balance: TBalanceEvent | null = null;
    for (let grants = 1; balance === null && grants <= 5; grants += 1) {
      const event = nextEvent(socket, SOCKET_EVENTS.balance, 1_000).catch(() => null);
      await grantBonus(member);
      balance = await event;
    }
    expect(balance).not.toBeNull();
    expect(balance).toEqual(await balanceOf(visitor));
    expect(balance?.total).toBeGreaterThan(OPENING_BALANCE_MINOR);
  });
});

describe('the event feed through reconnects', () => {
  it('delivers every balance event exactly once, in order, while the feed is cut mid-stream and refused for a while', async () => {
    const { proxy, totals, grant } = await memberOnCuttableFeed();
    const heardBefore = totals.length;
    const startMinor = totals.at(-1) ?? 0;
    const grants = 12;
    for (let round = 1; round <= grants; round += 1) {
      await grant();
      if (round === 3) proxy.cut();
      // Rounds 4 and 5 fall while the gateway reconnects; round 6 cuts the new connection.
      if (round === 5) await vi.waitFor(() => expect(proxy.accepted()).toBe(2), { timeout: 10_000 });
      if (round === 6) proxy.hold();
      if (round === 9) proxy.release();
    }
    const expected = Array.from({ length: grants }, (_, index) => startMinor + (index + 1) * BONUS_MINOR);
    // A last grant after the others: a repeat of an earlier event would arrive before it.
    await grant();
    expected.push(startMinor + (grants + 1) * BONUS_MINOR);
    await vi.waitFor(() => expect(totals.length - heardBefore).toBeGreaterThanOrEqual(expected.length), {
      timeout: 20_000,
    });
    expect(totals.slice(heardBefore)).toEqual(expected);
    expect(proxy.accepted()).toBe(3);
  });

  it('tells every socket to read the state again when the feed no longer holds what the gateway missed', async () => {
    const small = await startMockUpstream({ FEED_RETAINED_EVENTS: '2' });
    open.closers.push(() => small.stop());
    const { proxy, visitor, socket, totals, grant } = await memberOnCuttableFeed(small);
    const told = nextEvent(socket, SOCKET_EVENTS.eventsLost, 20_000);
    proxy.hold();
    for (let round = 1; round <= 4; round += 1) await grant();
    const lastHeard = totals.length;
    proxy.release();
    await told;
    // And the feed goes on from its newest event.
    await grant();
    await vi.waitFor(() => expect(totals.length).toBe(lastHeard + 1), { timeout: 10_000 });
    expect(totals.at(-1)).toBe((await balanceOf(visitor)).total);
  });
});

describe('site status pushed to open tabs', () => {
  it('tells a visitor and a member when maintenance or the region block is switched, and when it ends', async () => {
    const gateway = await startGateway({ SITE_STATUS_POLL_SECONDS: '1' });
    const member = await createMember();
    const memberVisitor = await logIn(gateway.app, member);
    const sockets = [
      await connect(gateway.url, ''),
      await connect(gateway.url, `sid=${memberVisitor.cookies.get('sid')}`),
    ];
    await vi.waitFor(() =>
      expect(gateway.upstream.callsTo('GET', SYSTEM_PATHS.status)).toBeGreaterThanOrEqual(1),
    );
    const switchAndHear = async (scenario: 'maintenance' | 'region-block', on: boolean) => {
      const heard = Promise.all(sockets.map((socket) => nextEvent(socket, SOCKET_EVENTS.siteStatus)));
      await mock.qa('POST', `/${scenario}`, { on });
      await heard;
    };
    try {
      await switchAndHear('maintenance', true);
      await switchAndHear('maintenance', false);
      await switchAndHear('region-block', true);
      await switchAndHear('region-block', false);
    } finally {
      await mock.qa('POST', '/maintenance', { on: false });
      await mock.qa('POST', '/region-block', { on: false });
    }
  });
});
