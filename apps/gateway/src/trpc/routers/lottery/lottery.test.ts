import { describe, expect, it } from 'vitest';
import { LOTTERY_PATHS, type TWireFeedEvent } from '@site/contracts';
import { MemoryCacheStore } from '../../../cache/memory-cache-store.js';
import { TtlCache } from '../../../cache/ttl-cache.js';
import { callerWith, signedInCookie } from '../../../test/caller.js';
import { FakeClock } from '../../../test/fake-clock.js';
import { lotteryCases } from '../../../test/lottery-cases.js';
import { WIRE_DRAW, WIRE_OPEN_DRAW, WIRE_ORDER_DETAIL } from '../../../test/lottery-wire.js';
import { testConfig } from '../../../test/test-config.js';
import { UpstreamError } from '../../../upstream/upstream-error.js';
import { latestResultsCacheKeys } from './lottery-calls.js';

const member = () => signedInCookie('member-token', Date.now(), { memberType: 0, memberId: '7' });
const trial = () => signedInCookie('trial-token', Date.now(), { memberType: 4, memberId: '8' });

const GAME = {
  gameCode: 'LOTT_FAST_1M',
  gameName: 'Lucky Lotto 1 Minute',
  gameGroupCode: 'FAST',
  vassalage: 'LOTT',
  resultFormat: 'VN_NORTH',
  drawIntervalSeconds: 60,
};
const MENUS = { FAST: { name: 'Fast', gameMenus: [GAME] } };
const ids = {
  gameCode: 'LOTT_FAST_1M',
  drawCode: '20261125-0420',
  date: '2026-11-25',
  orderNo: '61',
  subOrderNo: '62',
};
const { subOrders: _lines, draw: _draw, ...WIRE_ORDER } = WIRE_ORDER_DETAIL;
type TWireOrder = Extract<TWireFeedEvent, { type: 'lottery_settled' }>['order'];
const ORDER: TWireOrder = WIRE_ORDER;

const sharedCache = () => new TtlCache(new MemoryCacheStore(new FakeClock(Date.now())), 60_000);

describe('lottery.menus', () => {
  it('asks the VN lobby by region (device WEB) and the others by group, without a token', async () => {
    const { caller, calls } = callerWith(
      {
        [`GET ${LOTTERY_PATHS.vnGameMenu}`]: {
          value: { NORTH: { name: 'Northern Lottery', gameMenus: [] } },
        },
        [`GET ${LOTTERY_PATHS.gameMenus}`]: { value: MENUS },
      },
      { sessionCookie: member() },
    );
    expect(await caller.lottery.menus({ prizeMode: 'ELOTT', area: 'VN' })).toEqual({
      groups: [{ groupCode: 'NORTH', name: 'Northern Lottery', games: [] }],
    });
    expect((await caller.lottery.menus({ prizeMode: 'LOTT' })).groups[0]?.games[0]).toMatchObject({
      gameCode: 'LOTT_FAST_1M',
      groupCode: 'FAST',
      drawIntervalSeconds: 60,
    });
    expect(calls.map(({ path, query, token }) => ({ path, query, token }))).toEqual([
      { path: LOTTERY_PATHS.vnGameMenu, query: { prizeMode: 'ELOTT', device: 'WEB' }, token: undefined },
      { path: LOTTERY_PATHS.gameMenus, query: { prizeMode: 'LOTT' }, token: undefined },
    ]);
  });

  it('is cached per prize mode, area and language, shared between visitors', async () => {
    const cache = sharedCache();
    const script = { [`GET ${LOTTERY_PATHS.gameMenus}`]: { value: MENUS } };
    const first = callerWith(script, { cache });
    const second = callerWith(script, { cache, sessionCookie: member() });
    const other = callerWith(script, { cache, language: 'TY' });
    await first.caller.lottery.menus({ prizeMode: 'LOTT' });
    await second.caller.lottery.menus({ prizeMode: 'LOTT' });
    expect(second.calls).toEqual([]);
    await second.caller.lottery.menus({ prizeMode: 'ZY' });
    await other.caller.lottery.menus({ prizeMode: 'LOTT' });
    expect(second.calls).toHaveLength(1);
    expect(other.calls).toHaveLength(1);
  });
});

describe('lottery.popular, recent, rules, upcoming', () => {
  it('popular: the games of a prize mode, cached', async () => {
    const cache = sharedCache();
    const script = { [`GET ${LOTTERY_PATHS.popular}`]: { value: [GAME] } };
    const { caller, calls } = callerWith(script, { cache });
    expect((await caller.lottery.popular({ prizeMode: 'LOTT' })).games).toEqual([
      expect.objectContaining({ gameCode: 'LOTT_FAST_1M', region: null, iconUrl: null }),
    ]);
    await caller.lottery.popular({ prizeMode: 'LOTT' });
    expect(calls).toEqual([expect.objectContaining({ query: { prizeMode: 'LOTT' }, token: undefined })]);
  });

  it("recent: the member's games, from the VN twin on the VN lobby", async () => {
    const { caller, calls } = callerWith(
      {
        [`GET ${LOTTERY_PATHS.vnRecentGames}`]: { value: [GAME] },
        [`GET ${LOTTERY_PATHS.recentGames}`]: { value: [] },
      },
      { sessionCookie: member() },
    );
    expect((await caller.lottery.recent({ prizeMode: 'ELOTT', area: 'VN' })).games).toHaveLength(1);
    expect(await caller.lottery.recent({ prizeMode: 'SEA' })).toEqual({ games: [] });
    expect(calls.map(({ path, token }) => [path, token])).toEqual([
      [LOTTERY_PATHS.vnRecentGames, 'member-token'],
      [LOTTERY_PATHS.recentGames, 'member-token'],
    ]);
  });

  it('rules: every game with minor-unit limits; upcoming: each game with its current draw', async () => {
    const { caller } = callerWith({
      [`GET ${LOTTERY_PATHS.games}`]: {
        value: [
          {
            ...GAME,
            prizeModes: ['LOTT'],
            schedule: { kind: 'interval', seconds: 60 },
            closeBeforeSeconds: 5,
            betRules: [{ betType: 'LO', odds: 350, minStake: 1, maxStake: 10_000 }],
          },
        ],
      },
      [`GET ${LOTTERY_PATHS.mobileGames}`]: { value: [{ ...GAME, current: WIRE_OPEN_DRAW }, GAME] },
    });
    expect((await caller.lottery.rules()).games[0]).toMatchObject({
      schedule: { kind: 'interval', seconds: 60 },
      betRules: [{ betType: 'LO', minStakeMinor: 100, maxStakeMinor: 1_000_000 }],
    });
    const upcoming = await caller.lottery.upcoming({ prizeMode: 'LOTT' });
    expect(upcoming.games.map((game) => game.current?.drawCode ?? null)).toEqual(['20261125-0421', null]);
  });
});

describe('lottery draws', () => {
  it('near: previous, current and next, any of them null, with the upstream clock', async () => {
    const { caller, calls } = callerWith({
      [`GET ${LOTTERY_PATHS.nearNumeros}`]: {
        value: { previous: WIRE_DRAW, current: WIRE_OPEN_DRAW, serverTime: 1_764_000_100_000 },
      },
    });
    expect(await caller.lottery.near({ gameCode: 'LOTT_FAST_1M' })).toMatchObject({
      previous: { drawCode: '20261125-0420', status: 'drawn' },
      current: { drawCode: '20261125-0421', closeAt: 1_764_000_115_000 },
      next: null,
      serverTime: 1_764_000_100_000,
    });
    expect(calls[0]?.query).toEqual({ gameCode: 'LOTT_FAST_1M' });
  });

  it("draws: a day's page; draw: one by code (the wire's numero)", async () => {
    const { caller, calls } = callerWith({
      [`GET ${LOTTERY_PATHS.draws}`]: {
        value: { list: [WIRE_DRAW], pageNo: 1, totalPages: 3, totalCount: 41 },
      },
      [`GET ${LOTTERY_PATHS.drawByCode}`]: { value: WIRE_DRAW },
    });
    expect(await caller.lottery.draws({ gameCode: 'LOTT_FAST_1M', date: '2026-11-25' })).toMatchObject({
      rows: [{ drawCode: '20261125-0420' }],
      pageNo: 1,
      totalPages: 3,
      totalCount: 41,
    });
    expect(await caller.lottery.draw({ gameCode: 'LOTT_FAST_1M', drawCode: '20261125-0420' })).toMatchObject({
      drawCode: '20261125-0420',
      serverSeed: 'cd'.repeat(32),
    });
    expect(calls.map((call) => call.query)).toEqual([
      { gameCode: 'LOTT_FAST_1M', date: '2026-11-25', pageNo: 1, pageSize: 20 },
      { gameCode: 'LOTT_FAST_1M', numero: '20261125-0420' },
    ]);
  });

  it('refuses a game code with path tricks before any upstream call', async () => {
    const { caller, calls } = callerWith({});
    await expect(caller.lottery.near({ gameCode: '../orders' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(calls).toEqual([]);
  });
});

describe('lottery.latestResults', () => {
  it("speaks each lobby's call: VN keyed by game, SEA's, and the others' with a cache-buster", async () => {
    const clock = new FakeClock(Date.now());
    const { caller, calls } = callerWith(
      {
        [`GET ${LOTTERY_PATHS.vnOpenedNumeros}`]: {
          value: { VN_HANOI: { ...WIRE_DRAW, gameCode: 'VN_HANOI' } },
        },
        [`GET ${LOTTERY_PATHS.gamesOpenedNumero}`]: { value: [] },
        [`GET ${LOTTERY_PATHS.openedNumero}`]: { value: [WIRE_DRAW] },
      },
      { sessionCookie: member(), clock },
    );
    expect((await caller.lottery.latestResults({ prizeMode: 'ELOTT', area: 'VN' })).draws).toEqual([
      expect.objectContaining({ gameCode: 'VN_HANOI' }),
    ]);
    expect(await caller.lottery.latestResults({ prizeMode: 'SEA' })).toEqual({ draws: [] });
    expect((await caller.lottery.latestResults({ prizeMode: 'LOTT' })).draws).toHaveLength(1);
    expect(calls.map(({ path, query }) => [path, query])).toEqual([
      [LOTTERY_PATHS.vnOpenedNumeros, { prizeMode: 'ELOTT' }],
      [LOTTERY_PATHS.gamesOpenedNumero, { prizeMode: 'SEA' }],
      [LOTTERY_PATHS.openedNumero, { prizeMode: 'LOTT', r: clock.now() }],
    ]);
  });

  it('is shared from the cache until a draw drops every results key of the merchant', async () => {
    const cache = sharedCache();
    const config = testConfig({ SITE_LANGUAGES: 'EN,TY' });
    const script = { [`GET ${LOTTERY_PATHS.openedNumero}`]: { value: [WIRE_DRAW] } };
    const first = callerWith(script, { cache, config, sessionCookie: member() });
    const second = callerWith(script, { cache, config, sessionCookie: member(), language: 'TY' });
    await first.caller.lottery.latestResults({ prizeMode: 'LOTT' });
    await first.caller.lottery.latestResults({ prizeMode: 'LOTT' });
    await second.caller.lottery.latestResults({ prizeMode: 'LOTT' });
    expect([first.calls.length, second.calls.length]).toEqual([1, 1]);
    await cache.drop(latestResultsCacheKeys(config));
    await first.caller.lottery.latestResults({ prizeMode: 'LOTT' });
    await second.caller.lottery.latestResults({ prizeMode: 'LOTT' });
    expect([first.calls.length, second.calls.length]).toEqual([2, 2]);
  });
});

describe('lottery orders', () => {
  it('orders: the range, page and filters that are set, in minor units', async () => {
    const { caller, calls } = callerWith(
      {
        [`GET ${LOTTERY_PATHS.orders}`]: {
          value: { list: [ORDER], pageNo: 1, totalPages: 1, totalCount: 1 },
        },
      },
      { sessionCookie: member() },
    );
    const page = await caller.lottery.orders({
      startDate: '2026-11-20',
      endDate: '2026-11-25',
      status: 'settled',
    });
    expect(page.rows).toEqual([expect.objectContaining({ orderNo: '61', totalWinMinor: 7000 })]);
    expect(calls[0]).toMatchObject({
      token: 'member-token',
      query: { startDate: '2026-11-20', endDate: '2026-11-25', pageNo: 1, pageSize: 10, status: 'settled' },
    });
  });

  it('order and cancelSubOrder answer the detail; the cancel posts the order and the line', async () => {
    const cancelled = {
      ...WIRE_ORDER_DETAIL,
      status: 'open',
      subOrders: [{ ...WIRE_ORDER_DETAIL.subOrders[0], status: 'cancelled', hits: null, win: 0 }],
    };
    const { caller, calls } = callerWith(
      {
        [`GET ${LOTTERY_PATHS.orderDetail}`]: { value: WIRE_ORDER_DETAIL },
        [`POST ${LOTTERY_PATHS.cancelSubOrder}`]: { value: cancelled },
      },
      { sessionCookie: member() },
    );
    expect((await caller.lottery.order({ orderNo: '61' })).subOrders).toHaveLength(2);
    expect(await caller.lottery.cancelSubOrder({ orderNo: '61', subOrderNo: '62' })).toMatchObject({
      subOrders: [{ subOrderNo: '62', status: 'cancelled', hits: null, winMinor: 0 }],
    });
    expect(calls[0]?.query).toEqual({ orderNo: '61' });
    expect(calls[1]).toMatchObject({ method: 'POST', body: { orderNo: '61', subOrderNo: '62' } });
  });

  it("passes the upstream's refusal of a closed draw on as its catalogue key, a 409", async () => {
    const closed = new UpstreamError({
      kind: 'rejected',
      call: LOTTERY_PATHS.cancelSubOrder,
      status: 409,
      errorCode: 'lottery_draw_closed',
    });
    const { caller } = callerWith(
      { [`POST ${LOTTERY_PATHS.cancelSubOrder}`]: closed },
      { sessionCookie: member() },
    );
    await expect(caller.lottery.cancelSubOrder({ orderNo: '61', subOrderNo: '62' })).rejects.toMatchObject({
      code: 'CONFLICT',
      errorData: { key: 'lottery_draw_closed' },
    });
  });
});

describe('the lottery of a trial session and of a visitor', () => {
  const cases = Object.values(lotteryCases(ids));

  it.each(
    cases.filter((testCase) => testCase.asMember).map((testCase) => [testCase.path, testCase] as const),
  )(
    '%s refuses a trial with in_need_true_account and a visitor with not_logged_in, before any upstream call',
    async (path, testCase) => {
      const name = path.split('.')[1] ?? '';
      for (const [sessionCookie, key] of [
        [trial(), 'in_need_true_account'],
        [undefined, 'not_logged_in'],
      ] as const) {
        const { caller, calls } = callerWith({}, sessionCookie ? { sessionCookie } : {});
        const procedure = (caller.lottery as unknown as Record<string, (input: unknown) => Promise<unknown>>)[
          name
        ];
        await expect(procedure?.(testCase.input())).rejects.toMatchObject({ errorData: { key } });
        expect(calls).toEqual([]);
      }
    },
  );

  it('leaves the public reads open to a trial session', () => {
    expect(cases.filter((testCase) => !testCase.asMember).map((testCase) => testCase.path)).toEqual([
      'lottery.menus',
      'lottery.popular',
      'lottery.rules',
      'lottery.upcoming',
      'lottery.near',
      'lottery.draws',
      'lottery.draw',
    ]);
  });
});
