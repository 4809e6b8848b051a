import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COCKFIGHT_PROVIDERS,
  ESPORTS_PROVIDERS,
  GAME_CATEGORIES,
  GAMES_PATHS,
  type TGame,
  type TGamePage,
  type TVendorsOutput,
} from '@site/contracts';
import { buildApp } from '../app.js';
import { countingUpstream } from './counting-upstream.js';
import { createQaMember, GENEROUS_GUARDS, logInAs, openSessionCookie } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import { startMockUpstream, type TMockUpstream } from './mock-upstream.js';
import { testConfig } from './test-config.js';

/**
 * The games router against the real mock upstream (docs/history/games-interfaces.md):
 * catalogue, favourites, launches, trial refusal, maintenance and the cache.
 */
let mock: TMockUpstream;
let upstream: ReturnType<typeof countingUpstream>;
let app: FastifyInstance;
let guest: GatewayVisitor;
let player: GatewayVisitor;
let trial: GatewayVisitor;

const signIn = async (visitor: GatewayVisitor, kind: string) =>
  logInAs(visitor, await createQaMember(mock, kind));

beforeAll(async () => {
  mock = await startMockUpstream();
  upstream = countingUpstream(mock.url);
  app = await buildApp(testConfig({ UPSTREAM_URL: mock.url, ...GENEROUS_GUARDS }), {
    upstream: upstream.client,
  });
  guest = new GatewayVisitor(app, { ip: '192.0.2.10' });
  player = new GatewayVisitor(app, { ip: '192.0.2.11' });
  trial = new GatewayVisitor(app, { ip: '192.0.2.12' });
  await signIn(player, 'player');
  await signIn(trial, 'trial');
}, 60_000);
afterAll(async () => {
  await app?.close();
  await upstream?.close();
  await mock?.stop();
});

const page = async (visitor: GatewayVisitor, input: Record<string, unknown>): Promise<TGamePage> => {
  const result = await visitor.query<TGamePage>('games.list', input);
  expect(result.status, JSON.stringify(result.error)).toBe(200);
  return result.data as TGamePage;
};
const firstGame = async (input: Record<string, unknown>, accept: (game: TGame) => boolean = () => true) => {
  const { games } = await page(guest, { ...input, pageSize: 42 });
  const game = games.find(accept);
  if (!game) throw new Error(`no game for ${JSON.stringify(input)}`);
  return game;
};
const launchInput = (game: TGame) => ({
  nodeId: game.nodeId,
  gameId: game.gameId,
  vassalage: game.vassalage,
});

describe('catalogue', () => {
  it('groups the vendors per docs/product.md §4: FB first, COCKFIGHT after LIVE, ESPORTS last', async () => {
    const result = await guest.query<TVendorsOutput>('games.vendors');
    expect(result.status).toBe(200);
    const categories = result.data?.categories ?? [];
    const order = categories.map((category) => category.category);
    expect(order[0]).toBe('FB');
    expect(order.at(-1)).toBe('ESPORTS');
    expect(order.indexOf('COCKFIGHT')).toBe(order.indexOf('LIVE') + 1);
    expect(order.every((category) => (GAME_CATEGORIES as readonly string[]).includes(category))).toBe(true);
    expect(categories.every((category) => category.vendors.length > 0)).toBe(true);
    const vendorsOf = (name: string) =>
      categories.find((category) => category.category === name)?.vendors.map((vendor) => vendor.vassalage) ??
      [];
    expect(vendorsOf('FB')).toEqual(['FB']);
    expect(
      vendorsOf('COCKFIGHT').every((code) => (COCKFIGHT_PROVIDERS as readonly string[]).includes(code)),
    ).toBe(true);
    expect(
      vendorsOf('ESPORTS').every((code) => (ESPORTS_PROVIDERS as readonly string[]).includes(code)),
    ).toBe(true);
    expect(vendorsOf('SPORTS')).not.toContain('FB');
    expect(categories.find((category) => category.category === 'PVP')?.label).toBeNull();
    expect(
      categories.find((category) => category.category === 'LIVE')?.vendors.every((v) => v.opensGameList),
    ).toBe(true);
  });

  it('serves the vendor icons through the /static proxy', async () => {
    const result = await guest.query<TVendorsOutput>('games.vendors');
    const iconUrl = result.data?.categories[1]?.vendors[0]?.iconUrl;
    expect(iconUrl).toMatch(/^\/static\//);
    const icon = await app.inject({ method: 'GET', url: iconUrl ?? '' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('svg');
  });

  it('answers the game types by category and vendor', async () => {
    const result = await guest.query<{ types: Record<string, Record<string, string[]>> }>('games.types');
    expect(result.status).toBe(200);
    expect(Object.keys(result.data?.types.RNG ?? {}).length).toBeGreaterThan(0);
  });

  it('filters the game list by category, vendor, classify, new and name, with pages', async () => {
    const rng = await page(guest, { gameType: 'RNG', pageSize: 42 });
    expect(rng.games).toHaveLength(42);
    expect(rng.totalCount).toBeGreaterThan(42);
    expect(rng.totalPages).toBe(Math.ceil(rng.totalCount / 42));
    expect(rng.games.every((game) => game.gameType === 'RNG')).toBe(true);

    const second = await page(guest, { gameType: 'RNG', pageSize: 42, pageNo: 2 });
    expect(second.pageNo).toBe(2);
    expect(second.games[0]?.nodeId).not.toBe(rng.games[0]?.nodeId);

    const jackpots = await page(guest, { gameType: 'RNG', gameClassify: 'JP' });
    expect(jackpots.games.length).toBeGreaterThan(0);
    expect(jackpots.games.every((game) => game.gameClassify === 'JP')).toBe(true);

    const fresh = await page(guest, { gameType: 'RNG', isNew: true });
    expect(fresh.games.length).toBeGreaterThan(0);
    expect(fresh.games.every((game) => game.isNew)).toBe(true);
    expect(fresh.totalCount).toBeLessThan(rng.totalCount);

    const vendor = rng.games[0]?.vassalage ?? '';
    const byVendor = await page(guest, { vassalage: vendor });
    expect(byVendor.games.every((game) => game.vassalage === vendor)).toBe(true);

    const target = rng.games[5] as TGame;
    const search = target.name.slice(1, 6).toUpperCase();
    const found = await page(guest, { gameName: search });
    expect(found.games.some((game) => game.nodeId === target.nodeId)).toBe(true);
  });

  it('lists hot games by rank and the winners in minor units', async () => {
    const hot = await guest.query<{ games: TGame[] }>('games.hot');
    expect(hot.status).toBe(200);
    expect(hot.data?.games.length).toBeGreaterThan(0);
    const winners = await guest.query<{ winners: Array<{ customerName: string; winAmount: number }> }>(
      'games.winners',
    );
    expect(winners.status).toBe(200);
    const rows = winners.data?.winners ?? [];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(rows.every((row) => Number.isInteger(row.winAmount) && row.customerName.includes('*'))).toBe(true);
  });
});

describe('favourites and recent games', () => {
  it('adds, lists and removes favourites (idempotent), newest first', async () => {
    const [first, second] = (await page(guest, { gameType: 'RNG', pageSize: 2 })).games as [TGame, TGame];
    const add = (game: TGame) =>
      player.mutate<{ nodeIds: string[] }>('games.addFavourite', {
        nodeId: game.nodeId,
        vassalage: game.vassalage,
        gameType: 'RNG',
      });
    expect((await add(first)).data?.nodeIds).toContain(first.nodeId);
    await add(second);
    const again = await add(second);
    expect(again.data?.nodeIds.filter((id) => id === second.nodeId)).toHaveLength(1);

    const ids = await player.query<{ nodeIds: string[] }>('games.favouriteIds');
    expect([...(ids.data?.nodeIds ?? [])].sort()).toEqual([first.nodeId, second.nodeId].sort());
    const favourites = await player.query<TGamePage>('games.favourites', {});
    expect(favourites.status).toBe(200);
    expect(favourites.data?.totalCount).toBe(2);
    expect(favourites.data?.games.map((game) => game.nodeId)).toEqual([second.nodeId, first.nodeId]);

    const removed = await player.mutate<{ nodeIds: string[] }>('games.removeFavourite', {
      nodeId: first.nodeId,
    });
    expect(removed.status).toBe(200);
    expect(removed.data?.nodeIds).toEqual([second.nodeId]);
    const removedAgain = await player.mutate<{ nodeIds: string[] }>('games.removeFavourite', {
      nodeId: first.nodeId,
    });
    expect(removedAgain.data?.nodeIds).toEqual([second.nodeId]);
  });

  it('refuses an unknown game with game_not_found, and guests with not_logged_in', async () => {
    const unknown = await player.mutate('games.addFavourite', {
      nodeId: '999999999',
      vassalage: 'PT',
      gameType: 'RNG',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.data.key).toBe('game_not_found');
    const asGuest = await guest.query('games.favouriteIds');
    expect(asGuest.status).toBe(401);
    expect(asGuest.error?.data.key).toBe('not_logged_in');
  });

  it('launches a game for a real member and lists it first among the recent games', async () => {
    const game = await firstGame({ gameType: 'RNG' }, (candidate) => !candidate.isUnderMaintenance);
    const launched = await player.mutate<{ url: string }>('games.launch', launchInput(game));
    expect(launched.status, JSON.stringify(launched.error)).toBe(200);
    expect(launched.data?.url).toMatch(/^\/games\/play\//);
    const recent = await player.query<{ games: TGame[] }>('games.recent');
    expect(recent.status).toBe(200);
    expect(recent.data?.games[0]?.nodeId).toBe(game.nodeId);
  });

  it('serves the launched game page through /games/* with a CSP that lets the site frame it', async () => {
    const game = await firstGame({ gameType: 'RNG' }, (candidate) => !candidate.isUnderMaintenance);
    const launched = await player.mutate<{ url: string }>('games.launch', launchInput(game));
    const pageResponse = await app.inject({
      method: 'GET',
      url: launched.data?.url ?? '',
      headers: { accept: 'text/html' },
    });
    expect(pageResponse.statusCode).toBe(200);
    expect(pageResponse.headers['content-type']).toContain('text/html');
    expect(pageResponse.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(pageResponse.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('opens the FB sportsbook and the lottery lobbies for a real member', async () => {
    const fb = await player.mutate<{ url: string }>('games.launchFb');
    expect(fb.status, JSON.stringify(fb.error)).toBe(200);
    expect(fb.data?.url).toMatch(/^\/games\/play\//);
    for (const prizeMode of ['LOTT', 'ELOTT', 'SEA']) {
      const lottery = await player.mutate<{ url: string }>('games.launchLottery', { prizeMode });
      expect(lottery.status, `${prizeMode} ${JSON.stringify(lottery.error)}`).toBe(200);
      expect(lottery.data?.url).toMatch(/^\/games\/play\//);
    }
  });

  it('lists the poker rooms for members', async () => {
    const rooms = await player.query<{ rooms: Array<{ bigBlind: number }> }>('games.pokerRooms');
    expect(rooms.status, JSON.stringify(rooms.error)).toBe(200);
    expect(rooms.data?.rooms.every((room) => Number.isInteger(room.bigBlind))).toBe(true);
  });
});

describe('trial launches and trial sessions', () => {
  it('lets a guest try a game that offers a trial', async () => {
    const game = await firstGame(
      { gameType: 'RNG' },
      (candidate) => candidate.supportsTrial && !candidate.isUnderMaintenance,
    );
    const result = await guest.mutate<{ url: string }>('games.trialLaunch', {
      nodeId: game.nodeId,
      gameId: game.gameId,
    });
    expect(result.status, JSON.stringify(result.error)).toBe(200);
    expect(result.data?.url).toMatch(/^\/games\/play\//);
  });

  it('refuses a trial of a game without one with function.not.available', async () => {
    const game = await firstGame({ gameType: 'LIVE' }, (candidate) => !candidate.supportsTrial);
    const result = await guest.mutate('games.trialLaunch', { nodeId: game.nodeId, gameId: game.gameId });
    expect(result.status).toBe(400);
    expect(result.error?.data.key).toBe('function.not.available');
  });

  it('keeps the trial member type in the sealed session and refuses real launches without an upstream call', async () => {
    expect(openSessionCookie(trial)?.memberType).toBe(4);
    expect(openSessionCookie(player)?.memberType).toBe(0);
    const game = await firstGame({ gameType: 'RNG' });
    const before = upstream.callsTo('GET', GAMES_PATHS.launchGame);
    const beforeFb = upstream.callsTo('GET', GAMES_PATHS.launchFb);
    for (const [path, input] of [
      ['games.launch', launchInput(game)],
      ['games.launchFb', undefined],
      ['games.launchLottery', { prizeMode: 'LOTT' }],
    ] as const) {
      const result = await trial.mutate(path, input);
      expect(result.status, path).toBe(403);
      expect(result.error?.data.key, path).toBe('in_need_true_account');
    }
    expect(upstream.callsTo('GET', GAMES_PATHS.launchGame)).toBe(before);
    expect(upstream.callsTo('GET', GAMES_PATHS.launchFb)).toBe(beforeFb);
  });
});

describe('maintenance', () => {
  it('answers game_maintenance for a vendor or a game under maintenance', async () => {
    const game = await firstGame({ gameType: 'RNG' }, (candidate) => candidate.supportsTrial);
    await mock.qa('POST', '/game-maintenance', { vassalage: game.vassalage, on: true });
    try {
      const real = await player.mutate('games.launch', launchInput(game));
      expect(real.status).toBe(400);
      expect(real.error?.data.key).toBe('game_maintenance');
      const demo = await guest.mutate('games.trialLaunch', { nodeId: game.nodeId, gameId: game.gameId });
      expect(demo.error?.data.key).toBe('game_maintenance');
    } finally {
      await mock.qa('POST', '/game-maintenance', { vassalage: game.vassalage, on: false });
    }
    await mock.qa('POST', '/game-maintenance', { nodeId: game.nodeId, on: true });
    try {
      const real = await player.mutate('games.launch', launchInput(game));
      expect(real.error?.data.key).toBe('game_maintenance');
    } finally {
      await mock.qa('POST', '/game-maintenance', { nodeId: game.nodeId, on: false });
    }
  });
});

describe('the shared cache', () => {
  it('makes one upstream call for many concurrent visitors, per language', async () => {
    // A gateway of its own, so nothing is cached yet.
    const counted = countingUpstream(mock.url);
    const fresh = await buildApp(testConfig({ UPSTREAM_URL: mock.url, ...GENEROUS_GUARDS }), {
      upstream: counted.client,
    });
    try {
      const visitors = Array.from(
        { length: 12 },
        (_, index) => new GatewayVisitor(fresh, { ip: `198.51.100.${index + 1}`, language: 'EN' }),
      );
      for (const procedure of ['games.vendors', 'games.hot', 'games.winners']) {
        const results = await Promise.all(visitors.map((visitor) => visitor.query(procedure)));
        expect(results.every((result) => result.status === 200)).toBe(true);
        expect(new Set(results.map((result) => JSON.stringify(result.data))).size).toBe(1);
      }
      expect(counted.callsTo('GET', GAMES_PATHS.vendors)).toBe(1);
      expect(counted.callsTo('GET', GAMES_PATHS.hotGames)).toBe(1);
      expect(counted.callsTo('GET', GAMES_PATHS.winnerBoard)).toBe(1);

      await new GatewayVisitor(fresh, { language: 'TY' }).query('games.vendors');
      expect(counted.callsTo('GET', GAMES_PATHS.vendors)).toBe(2);
      await new GatewayVisitor(fresh, { language: 'EN' }).query('games.vendors');
      expect(counted.callsTo('GET', GAMES_PATHS.vendors)).toBe(2);
    } finally {
      await fresh.close();
      await counted.close();
    }
  });
});
