import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GAMES_PATHS,
  ZWireFavouriteIdsSchema,
  ZWireFavouriteListSchema,
  ZWireRecentGamesSchema,
} from '@site/contracts';
import { findGameByNode, touchRecentGame } from '../../core/play/catalogue.js';
import { members } from '../../db/schema.js';
import { favouriteGames, recentGames } from '../../db/schema-games.js';
import {
  createInMemoryMock,
  MERCHANT_HEADERS,
  qa,
  type TInMemoryMock,
  withToken,
} from '../../test/test-app.js';
import { RECENT_GAMES_LIMIT } from './favourites-service.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

const newMember = async () => {
  const { token, username } = (await qa(testApp.app, '/members', { kind: 'player' })).json<{
    token: string;
    username: string;
  }>();
  const member = testApp.db.select().from(members).where(eq(members.username, username)).get()!;
  return { token, memberId: member.id, merchantId: member.merchantId };
};

const add = (token: string, nodeId: string) =>
  testApp.app.inject({
    method: 'POST',
    url: GAMES_PATHS.addFavourite,
    headers: withToken(token),
    payload: { nodeId, vendor: 'PT', gameType: 'RNG' },
  });

const remove = (token: string, nodeId: string) =>
  testApp.app.inject({
    method: 'DELETE',
    url: GAMES_PATHS.removeFavourite,
    headers: withToken(token),
    payload: { nodeId },
  });

const favouriteIds = async (token: string) => {
  const reply = await testApp.app.inject({
    method: 'GET',
    url: GAMES_PATHS.favouriteIds,
    headers: withToken(token),
  });
  expect(reply.statusCode).toBe(200);
  return ZWireFavouriteIdsSchema.parse(reply.json().value);
};

const favouriteList = async (token: string, query: string) => {
  const reply = await testApp.app.inject({
    method: 'GET',
    url: `${GAMES_PATHS.favouriteList}?${query}`,
    headers: withToken(token),
  });
  expect(reply.statusCode).toBe(200);
  return ZWireFavouriteListSchema.parse(reply.json().value);
};

const recent = async (token: string, headers: Record<string, string> = {}) => {
  const reply = await testApp.app.inject({
    method: 'GET',
    url: GAMES_PATHS.recentGames,
    headers: { ...withToken(token), ...headers },
  });
  expect(reply.statusCode).toBe(200);
  return ZWireRecentGamesSchema.parse(reply.json().value);
};

describe('favourites', () => {
  it('adds idempotently, lists newest first, and removes idempotently', async () => {
    const { token } = await newMember();
    expect(await favouriteIds(token)).toEqual([]);

    const first = await add(token, '1001');
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toEqual(['1001']);
    await add(token, '9001');
    await add(token, '15001');
    const again = await add(token, '1001');
    expect(again.statusCode).toBe(200);
    expect(await favouriteIds(token)).toEqual(['15001', '9001', '1001']);

    const removed = await remove(token, '9001');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().value).toEqual(['15001', '1001']);
    expect((await remove(token, '9001')).statusCode).toBe(200);
    expect((await remove(token, '424242')).statusCode).toBe(200);
    expect(await favouriteIds(token)).toEqual(['15001', '1001']);
  });

  it('refuses an unknown game with game_not_found', async () => {
    const { token } = await newMember();
    const reply = await add(token, '424242');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorCode).toBe('game_not_found');
    expect(await favouriteIds(token)).toEqual([]);
  });

  it('pages the favourite games, of one category when asked', async () => {
    const { token } = await newMember();
    const nodeIds = ['1001', '1002', '1003', '9001', '15001'];
    for (const nodeId of nodeIds) await add(token, nodeId);
    const page1 = await favouriteList(token, 'pageNo=1&pageSize=2');
    expect(page1.pageNum).toBe(1);
    expect(page1.totalPages).toBe(3);
    expect(page1.content.map((game) => game.nodeId)).toEqual(['15001', '9001']);
    const page3 = await favouriteList(token, 'pageNo=3&pageSize=2');
    expect(page3.content.map((game) => game.nodeId)).toEqual(['1001']);
    const slots = await favouriteList(token, 'pageNo=1&pageSize=42&gameType=RNG');
    expect(slots.content.map((game) => game.nodeId)).toEqual(['1003', '1002', '1001']);
    expect(slots.totalPages).toBe(1);
    expect(slots.content[0]?.showIcon).toBe('/static/cdn/TCG_PROD_IMAGES/GAME_ICON/1003.svg');
  });

  it('keeps favourites per member and needs a token', async () => {
    const one = await newMember();
    const two = await newMember();
    await add(one.token, '1001');
    expect(await favouriteIds(two.token)).toEqual([]);
    for (const request of [
      { method: 'GET' as const, url: GAMES_PATHS.favouriteIds },
      { method: 'GET' as const, url: GAMES_PATHS.favouriteList },
      { method: 'POST' as const, url: GAMES_PATHS.addFavourite, payload: { nodeId: '1001' } },
      { method: 'DELETE' as const, url: GAMES_PATHS.removeFavourite, payload: { nodeId: '1001' } },
      { method: 'GET' as const, url: GAMES_PATHS.recentGames },
    ]) {
      const reply = await testApp.app.inject({ ...request, headers: MERCHANT_HEADERS });
      expect(reply.statusCode, request.url).toBe(401);
    }
  });
});

describe('GCS_recentGame', () => {
  it('lists the last launched games first, each once, 20 at most', async () => {
    const { token, memberId, merchantId } = await newMember();
    expect(await recent(token)).toEqual([]);
    const start = Date.parse('2026-01-01T00:00:00Z');
    const nodeIds = Array.from({ length: 25 }, (_, index) => String(1001 + index));
    nodeIds.forEach((nodeId, index) => {
      const game = findGameByNode(testApp.db, merchantId, nodeId)!;
      touchRecentGame(testApp.db, memberId, game.id, new Date(start + index * 1000));
    });
    // Launching 1001 again moves it to the front.
    touchRecentGame(
      testApp.db,
      memberId,
      findGameByNode(testApp.db, merchantId, '1001')!.id,
      new Date(start + 60_000),
    );
    const games = await recent(token);
    expect(games).toHaveLength(RECENT_GAMES_LIMIT);
    expect(games.map((game) => game.nodeId)).toEqual(['1001', ...nodeIds.slice(6).reverse()]);
  });

  it('names the games in the request language', async () => {
    const { token, memberId, merchantId } = await newMember();
    const tagalog = testApp.db.query.games.findFirst({
      where: (table, { isNotNull }) => isNotNull(table.gameNameTy),
    });
    const game = (await tagalog)!;
    touchRecentGame(testApp.db, memberId, game.id, new Date());
    expect(findGameByNode(testApp.db, merchantId, game.nodeId)?.id).toBe(game.id);
    expect((await recent(token, { language: 'TY' }))[0]?.gameName).toBe(game.gameNameTy);
    expect((await recent(token))[0]?.gameName).toBe(game.gameName);
  });
});

describe('QA reset', () => {
  it('clears favourites and recent games', async () => {
    const { token, memberId } = await newMember();
    await add(token, '1001');
    touchRecentGame(testApp.db, memberId, 1, new Date());
    expect(testApp.db.select().from(favouriteGames).all().length).toBeGreaterThan(0);
    await qa(testApp.app, '/reset', {});
    expect(testApp.db.select().from(favouriteGames).all()).toEqual([]);
    expect(testApp.db.select().from(recentGames).all()).toEqual([]);
  });
});
