import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LOTTERY_PATHS,
  SOCKET_CLIENT_EVENTS,
  SOCKET_EVENTS,
  type TBalanceOutput,
  type TDraw,
  type TLotteryMenus,
  type TLotteryOrder,
  type TLotteryOrderDetail,
  type TNearDraws,
} from '@site/contracts';
import { buildApp } from '../app.js';
import { countingUpstream } from './counting-upstream.js';
import { GENEROUS_GUARDS, okData, signedInQaMember } from './gateway-against-mock.js';
import type { GatewayVisitor, TCallResult } from './gateway-visitor.js';
import { lotteryCases } from './lottery-cases.js';
import {
  currentDrawCode,
  drawNow as drawNowBy,
  launchLobby,
  LOBBY_GAME,
  placeSlip,
} from './lottery-lobby.js';
import { startMockUpstream, type TMockUpstream } from './mock-upstream.js';
import { callProcedure } from './procedure-properties.js';
import { connectSocket, type TClientSocket } from './socket-client.js';
import { testConfig } from './test-config.js';

/**
 * The lottery router against the real mock (docs/history/lottery-interfaces.md): a
 * trial session is refused before any upstream call; menus, draws and
 * orders flow through; a cancel refunds; a draw reaches the sockets that
 * watch its game and drops the cached results; and 500 slips placed at once
 * in the lobby (through the gateway's game proxy) settle exactly once each.
 */
let mock: TMockUpstream;
let upstream: ReturnType<typeof countingUpstream>;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  mock = await startMockUpstream();
  upstream = countingUpstream(mock.url);
  app = await buildApp(testConfig({ UPSTREAM_URL: mock.url, EVENT_SOURCE: 'feed', ...GENEROUS_GUARDS }), {
    upstream: upstream.client,
  });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await upstream?.close();
  await mock?.stop();
});

const GAME = LOBBY_GAME;
const LOTT_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A local day (UTC+7, the LOTT games' and the merchant's) `days` from today. */
const localDay = (days = 0) =>
  new Date(Date.now() + LOTT_UTC_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);

/** The local day a draw code (`yyyyMMdd-NNNN`) names, as yyyy-MM-dd. */
const dayOfDrawCode = (drawCode: string) => drawCode.replace(/^(\d{4})(\d{2})(\d{2}).*$/, '$1-$2-$3');

const expectKey = (result: TCallResult, status: number, key: string) => {
  expect(result.status, JSON.stringify(result.error)).toBe(status);
  expect(result.error?.data.key).toBe(key);
};

const lotteryCalls = () => upstream.callsToEach(LOTTERY_PATHS);

const balanceOf = async (visitor: GatewayVisitor) =>
  okData<TBalanceOutput>(await visitor.query('wallet.balance')).total;

const drawNow = (gameCode = GAME) => drawNowBy(mock, gameCode);

/**
 * Watches the game on the socket and draws it now until the socket hears
 * that draw: the watch and the gateway's feed are then up.
 */
const drawHeardBy = async (socket: TClientSocket, gameCode: string): Promise<TDraw> => {
  socket.emit(SOCKET_CLIENT_EVENTS.lotteryWatch, { gameCode });
  const heard: TDraw[] = [];
  socket.on(SOCKET_EVENTS.lotteryDraw, ({ draw }) => void heard.push(draw));
  let found: TDraw | undefined;
  await vi.waitFor(
    async () => {
      const { draw } = await drawNow(gameCode);
      await new Promise((resolve) => setTimeout(resolve, 300));
      found = heard.find((candidate) => candidate.drawCode === draw.numero);
      expect(found).toBeDefined();
    },
    { timeout: 15_000, interval: 50 },
  );
  if (!found) throw new Error(`no draw of ${gameCode} heard`);
  return found;
};

describe('a trial session', () => {
  const cases = Object.values(
    lotteryCases({
      gameCode: GAME,
      drawCode: '20261125-0001',
      date: localDay(),
      orderNo: '1',
      subOrderNo: '1',
    }),
  );

  it.each(cases.filter((testCase) => testCase.asMember))(
    '$path: refused 403 in_need_true_account before any upstream call',
    async (testCase) => {
      const { visitor } = await signedInQaMember(app, mock, 'trial');
      const before = lotteryCalls();
      const input = testCase.input();
      const result = await callProcedure(testCase, input, { guest: visitor, member: visitor });
      expectKey(result, 403, 'in_need_true_account');
      expect(lotteryCalls()).toEqual(before);
    },
  );

  it('reads the public menus, rules and draws', async () => {
    const { visitor } = await signedInQaMember(app, mock, 'trial');
    const menus = okData<TLotteryMenus>(await visitor.query('lottery.menus', { prizeMode: 'LOTT' }));
    expect(menus.groups.flatMap((group) => group.games.map((game) => game.gameCode))).toContain(GAME);
    const rules = okData<{ games: Array<{ gameCode: string }> }>(await visitor.query('lottery.rules'));
    expect(rules.games.map((game) => game.gameCode)).toContain(GAME);
  });
});

describe('menus, draws and results', () => {
  it('answers the VN lobby by region and the others by group, from the cache the second time', async () => {
    const { visitor } = await signedInQaMember(app, mock, 'player');
    const vn = okData<TLotteryMenus>(
      await visitor.query('lottery.menus', { prizeMode: 'ELOTT', area: 'VN' }),
    );
    expect(vn.groups.map((group) => group.groupCode)).toEqual(['NORTH', 'CENTRAL', 'SOUTH', 'FAST']);
    expect(vn.groups[0]?.games.every((game) => game.region === 'NORTH' && game.provinceName !== null)).toBe(
      true,
    );
    const before = upstream.callsTo('GET', LOTTERY_PATHS.vnGameMenu);
    okData(await visitor.query('lottery.menus', { prizeMode: 'ELOTT', area: 'VN' }));
    expect(upstream.callsTo('GET', LOTTERY_PATHS.vnGameMenu)).toBe(before);
    const popular = okData<{ games: unknown[] }>(
      await visitor.query('lottery.popular', { prizeMode: 'LOTT' }),
    );
    expect(Array.isArray(popular.games)).toBe(true);
    const upcoming = okData<{ games: Array<{ gameCode: string; current: TDraw | null }> }>(
      await visitor.query('lottery.upcoming', { prizeMode: 'LOTT' }),
    );
    // Open, or closed in the last seconds before its draw (5 s of every 5 minutes).
    expect(['open', 'closed']).toContain(
      upcoming.games.find((game) => game.gameCode === GAME)?.current?.status,
    );
  });

  it("near, a drawn draw in the day's history, that draw by code, and 404 for an unknown one", async () => {
    const { visitor } = await signedInQaMember(app, mock, 'player');
    const { draw } = await drawNow();
    const near = okData<TNearDraws>(await visitor.query('lottery.near', { gameCode: GAME }));
    expect(near.previous?.drawCode).toBe(draw.numero);
    expect(near.previous?.results?.special).toHaveLength(1);
    expect(near.current?.closeAt).toBeGreaterThan(near.serverTime);
    const history = okData<{ rows: TDraw[] }>(
      await visitor.query('lottery.draws', { gameCode: GAME, date: dayOfDrawCode(draw.numero) }),
    );
    expect(history.rows.map((row) => row.drawCode)).toContain(draw.numero);
    const one = okData<TDraw>(await visitor.query('lottery.draw', { gameCode: GAME, drawCode: draw.numero }));
    expect(one).toMatchObject({ drawCode: draw.numero, serverSeed: expect.any(String) });
    expectKey(
      await visitor.query('lottery.draw', { gameCode: GAME, drawCode: '19990101-0001' }),
      404,
      'lottery_draw_not_found',
    );
    expectKey(
      await visitor.query('lottery.near', { gameCode: 'NO_SUCH_GAME' }),
      404,
      'lottery_game_not_found',
    );
  });

  it("pushes a draw to the game's watchers, visitors too, and the latest results are read again after it", async () => {
    const { visitor } = await signedInQaMember(app, mock, 'player');
    await drawNow();
    const results = async () =>
      okData<{ draws: TDraw[] }>(
        await visitor.query('lottery.latestResults', { prizeMode: 'LOTT' }),
      ).draws.find((draw) => draw.gameCode === GAME);
    const before = await results();
    expect(before?.status).toMatch(/drawn|settled/);
    const calls = upstream.callsTo('GET', LOTTERY_PATHS.openedNumero);
    await results();
    expect(upstream.callsTo('GET', LOTTERY_PATHS.openedNumero)).toBe(calls);

    const socket = await connectSocket(url, {});
    try {
      const after = await drawHeardBy(socket, GAME);
      expect(after.results).not.toBeNull();
      await vi.waitFor(async () => expect((await results())?.drawCode).toBe(after.drawCode));
    } finally {
      socket.close();
    }
  }, 30_000);
});

describe('orders', () => {
  it('lists a slip placed in the lobby, answers its detail, and a cancel through the gateway refunds', async () => {
    const { visitor } = await signedInQaMember(app, mock, 'player', { balanceMinor: 100_000 });
    await drawNow();
    const token = await launchLobby(visitor);
    const drawCode = await currentDrawCode(visitor);
    const { order } = await placeSlip(app, token, drawCode, [
      { betType: 'LO', numbers: ['27'], stakeMinor: 1_000 },
      { betType: 'DE', numbers: ['45'], stakeMinor: 500 },
    ]);
    expect(await balanceOf(visitor)).toBe(98_500);

    const page = okData<{ rows: TLotteryOrder[] }>(
      await visitor.query('lottery.orders', {
        startDate: localDay(-1),
        endDate: localDay(1),
        gameCode: GAME,
      }),
    );
    expect(page.rows).toEqual([
      expect.objectContaining({ orderNo: order.orderNo, drawCode, status: 'open', totalStakeMinor: 1_500 }),
    ]);
    const detail = okData<TLotteryOrderDetail>(
      await visitor.query('lottery.order', { orderNo: order.orderNo }),
    );
    expect(detail.subOrders.map((line) => [line.betType, line.cancellable])).toEqual([
      ['LO', true],
      ['DE', true],
    ]);

    const [lo, de] = detail.subOrders;
    const cancelled = okData<TLotteryOrderDetail>(
      await visitor.mutate('lottery.cancelSubOrder', { orderNo: order.orderNo, subOrderNo: lo?.subOrderNo }),
    );
    expect(cancelled.subOrders[0]).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(cancelled.status).toBe('open');
    expect(await balanceOf(visitor)).toBe(99_500);
    expectKey(
      await visitor.mutate('lottery.cancelSubOrder', { orderNo: order.orderNo, subOrderNo: lo?.subOrderNo }),
      409,
      'lottery_sub_order_not_cancellable',
    );

    const { visitor: stranger } = await signedInQaMember(app, mock, 'player');
    expectKey(
      await stranger.mutate('lottery.cancelSubOrder', { orderNo: order.orderNo, subOrderNo: de?.subOrderNo }),
      404,
      'lottery_order_not_found',
    );

    const socket = await connectSocket(url, { cookie: `sid=${visitor.cookies.get('sid')}` });
    try {
      await drawHeardBy(socket, 'LOTT_FAST_3M');
      const told = new Promise<TLotteryOrder>((resolve) =>
        socket.on(SOCKET_EVENTS.lotterySettled, (event) => {
          if (event.order.orderNo === order.orderNo) resolve(event.order);
        }),
      );
      await drawNow();
      expect(await told).toMatchObject({ status: 'settled', drawCode, totalStakeMinor: 500 });
    } finally {
      socket.close();
    }
    const settled = okData<TLotteryOrderDetail>(
      await visitor.query('lottery.order', { orderNo: order.orderNo }),
    );
    expect(settled.status).toBe('settled');
    expect(settled.subOrders[1]?.status).toMatch(/won|lost/);
    expectKey(
      await visitor.mutate('lottery.cancelSubOrder', { orderNo: order.orderNo, subOrderNo: de?.subOrderNo }),
      409,
      'lottery_sub_order_not_cancellable',
    );
    const recent = okData<{ games: Array<{ gameCode: string }> }>(
      await visitor.query('lottery.recent', { prizeMode: 'LOTT' }),
    );
    expect(recent.games[0]?.gameCode).toBe(GAME);
  }, 30_000);
});

describe('500 concurrent bets on one draw', () => {
  const MEMBERS = 5;
  const SLIPS_PER_MEMBER = 100;
  const STAKE_MINOR = 100;
  const OPENING_MINOR = 1_000_000;

  it('settle exactly once each, the ledger check clean', async () => {
    const members = await Promise.all(
      Array.from({ length: MEMBERS }, () =>
        signedInQaMember(app, mock, 'player', { balanceMinor: OPENING_MINOR }),
      ),
    );
    await drawNow();
    const tokens = await Promise.all(members.map(({ visitor }) => launchLobby(visitor)));
    const drawCode = await currentDrawCode(members[0]?.visitor as GatewayVisitor);

    const placed = await Promise.all(
      tokens.flatMap((token) =>
        Array.from({ length: SLIPS_PER_MEMBER }, (_, index) =>
          placeSlip(app, token, drawCode, [
            { betType: 'LO', numbers: [String(index).padStart(2, '0')], stakeMinor: STAKE_MINOR },
          ]),
        ),
      ),
    );
    expect(new Set(placed.map(({ order }) => order.orderNo)).size).toBe(MEMBERS * SLIPS_PER_MEMBER);

    const { draw } = await drawNow();
    expect(draw.numero).toBe(drawCode);
    // A second settlement (the crash-resume path) pays nothing more.
    expect(await mock.qa('POST', '/lottery/settle', {})).toMatchObject({ paidSubOrders: 0 });

    for (const { visitor } of members) {
      const rows: TLotteryOrder[] = [];
      for (const pageNo of [1, 2, 3]) {
        const page = okData<{ rows: TLotteryOrder[] }>(
          await visitor.query('lottery.orders', {
            startDate: localDay(-1),
            endDate: localDay(1),
            gameCode: GAME,
            pageNo,
            pageSize: 50,
          }),
        );
        rows.push(...page.rows);
      }
      expect(rows).toHaveLength(SLIPS_PER_MEMBER);
      expect(rows.every((row) => row.drawCode === drawCode && row.status === 'settled')).toBe(true);
      const won = rows.reduce((total, row) => total + row.totalWinMinor, 0);
      // Every number 00–99 was staked once: its lô hits on the board pay, each exactly once.
      expect(won).toBeGreaterThan(0);
      expect(await balanceOf(visitor)).toBe(OPENING_MINOR - SLIPS_PER_MEMBER * STAKE_MINOR + won);
      const sample = okData<TLotteryOrderDetail>(
        await visitor.query('lottery.order', { orderNo: rows[0]?.orderNo }),
      );
      expect(sample.subOrders[0]?.status).toMatch(/won|lost/);
    }
    const wins = await Promise.all(
      members.map(async ({ visitor }) => (await balanceOf(visitor)) - OPENING_MINOR),
    );
    // The same 100 numbers on the same board: every member won the same.
    expect(new Set(wins).size).toBe(1);
    expect(await mock.qa<{ ok: boolean }>('GET', '/ledger-check')).toMatchObject({ ok: true });
  }, 120_000);
});
