import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES_PATHS, ZWireGameListSchema, ZWireHotGamesSchema } from '@site/contracts';
import { games, type TGameRow } from '../../db/schema-games.js';
import { createInMemoryMock, MERCHANT_HEADERS, qa, type TInMemoryMock } from '../../test/test-app.js';

let testApp: TInMemoryMock;
let catalogue: TGameRow[];
beforeAll(async () => {
  testApp = await createInMemoryMock();
  catalogue = testApp.db.select().from(games).all();
});
afterAll(() => testApp.close());

const gameList = async (
  query: Record<string, string | number>,
  headers: Record<string, string> = MERCHANT_HEADERS,
) => {
  const search = new URLSearchParams(
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  );
  const reply = await testApp.app.inject({
    method: 'GET',
    url: `${GAMES_PATHS.gameList}?${search}`,
    headers,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return ZWireGameListSchema.parse(reply.json().value);
};

/** Every page of a filter, to compare with the catalogue. */
const everyGame = async (query: Record<string, string | number>) => {
  const first = await gameList({ ...query, pageSize: 100 });
  const pages = [first];
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo++)
    pages.push(await gameList({ ...query, pageSize: 100, pageNo }));
  return { totalCount: first.totalCount, games: pages.flatMap((page) => page.games) };
};

const nodeIdsOf = (rows: readonly { nodeId: string }[]) => rows.map((game) => game.nodeId);
const bySortOrder = (rows: TGameRow[]) => [...rows].sort((a, b) => a.sortOrder - b.sortOrder);

describe('GCSGAME_gameList', () => {
  it('pages the whole catalogue with totals (6 per page by default)', async () => {
    const page = await gameList({ clientType: 3, platform: 'flash,html5-desktop' });
    expect(page.games).toHaveLength(6);
    expect(page.totalCount).toBe(catalogue.length);
    expect(page.totalPages).toBe(Math.ceil(catalogue.length / 6));
    const second = await gameList({ pageNo: 2, pageSize: 6 });
    expect(nodeIdsOf(second.games)).toEqual(nodeIdsOf(bySortOrder(catalogue).slice(6, 12)));
    const beyond = await gameList({ pageNo: 999, pageSize: 6 });
    expect(beyond.games).toEqual([]);
    expect(beyond.totalCount).toBe(catalogue.length);
  });

  it('filters by category and vendor', async () => {
    const live = await everyGame({ gameType: 'LIVE' });
    expect(nodeIdsOf(live.games)).toEqual(
      nodeIdsOf(bySortOrder(catalogue.filter((game) => game.gameType === 'LIVE'))),
    );
    const pt = await everyGame({ gameType: 'RNG', vassalage: 'PT' });
    expect(pt.totalCount).toBe(catalogue.filter((game) => game.vassalage === 'PT').length);
    expect(pt.games.every((game) => game.vassalage === 'PT' && game.gameType === 'RNG')).toBe(true);
    expect((await gameList({ gameType: 'NOPE' })).totalCount).toBe(0);
  });

  it('lists HOT by hot rank, of one vendor when asked', async () => {
    const hot = await everyGame({ gameType: 'HOT' });
    expect(hot.totalCount).toBe(30);
    expect(hot.games.map((game) => game.hotRank)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    );
    const vendor = hot.games[0]!.vassalage;
    const ofVendor = await everyGame({ gameType: 'HOT', vassalage: vendor });
    const ranks = ofVendor.games.map((game) => game.hotRank ?? 0);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ofVendor.games.every((game) => game.vassalage === vendor)).toBe(true);
  });

  it('filters by slot classify, new games, minimum bet and lines', async () => {
    const jackpots = await everyGame({ gameType: 'RNG', gameClassify: 'JP' });
    expect(jackpots.totalCount).toBe(catalogue.filter((game) => game.gameClassify === 'JP').length);
    expect(jackpots.games.every((game) => game.gameClassify === 'JP')).toBe(true);

    const fresh = await everyGame({ gameType: 'RNG', isNew: 1 });
    expect(fresh.totalCount).toBe(catalogue.filter((game) => game.gameType === 'RNG' && game.isNew).length);
    expect(fresh.totalCount).toBeGreaterThanOrEqual(6);
    expect(fresh.games.every((game) => game.isNew === 1)).toBe(true);
    expect((await gameList({ gameType: 'RNG', isNew: 0 })).totalCount).toBe(
      catalogue.filter((game) => game.gameType === 'RNG').length,
    );

    // minBet is major units: games a 0.20 stake can play.
    const cheap = await everyGame({ gameType: 'RNG', minBet: 0.2 });
    expect(cheap.totalCount).toBe(
      catalogue.filter((game) => game.gameType === 'RNG' && game.minBetMinor <= 20).length,
    );
    expect(cheap.games.every((game) => (game.minBet ?? Infinity) <= 0.2)).toBe(true);

    const wide = await everyGame({ gameType: 'RNG', minLineNum: 243 });
    expect(wide.totalCount).toBe(catalogue.filter((game) => (game.lineNum ?? 0) >= 243).length);
    expect(wide.games.every((game) => (game.lineNum ?? 0) >= 243)).toBe(true);

    const combined = await everyGame({
      gameType: 'RNG',
      vassalage: 'PG',
      gameClassify: 'AC',
      minLineNum: 20,
    });
    expect(combined.totalCount).toBe(
      catalogue.filter(
        (game) => game.vassalage === 'PG' && game.gameClassify === 'AC' && (game.lineNum ?? 0) >= 20,
      ).length,
    );
  });

  it('searches names case-insensitively, in English and Tagalog', async () => {
    const dragons = await everyGame({ gameName: 'dRaGoN' });
    const expected = catalogue.filter(
      (game) =>
        game.gameName.toLowerCase().includes('dragon') || game.gameNameTy?.toLowerCase().includes('dragon'),
    );
    expect(dragons.totalCount).toBe(expected.length);
    expect(dragons.totalCount).toBeGreaterThan(0);
    const tagalog = catalogue.find((game) => game.gameNameTy && !game.gameNameTy.includes(game.gameName))!;
    const found = await gameList({ gameName: tagalog.gameNameTy!.toUpperCase(), pageSize: 100 });
    expect(nodeIdsOf(found.games)).toContain(tagalog.nodeId);
    // LIKE wildcards are plain characters.
    expect((await gameList({ gameName: '%' })).totalCount).toBe(0);
    expect((await gameList({ gameName: '_' })).totalCount).toBe(0);
  });

  it('answers game items with root-relative icons and names in the request language', async () => {
    const tagalog = catalogue.find((game) => game.gameNameTy)!;
    const [item] = (await gameList({ gameName: tagalog.gameName, vassalage: tagalog.vassalage })).games;
    expect(item).toMatchObject({
      nodeId: tagalog.nodeId,
      gameId: tagalog.gameId,
      gameName: tagalog.gameName,
      showIcon: `/static/cdn/TCG_PROD_IMAGES/GAME_ICON/${tagalog.nodeId}.svg`,
      defaultIcon: `/static/cdn/TCG_PROD_IMAGES/GAME_ICON/${tagalog.nodeId}.svg`,
      supportPlay: tagalog.supportPlay,
      maintenance: 0,
    });
    const [translated] = (
      await gameList(
        { gameName: tagalog.gameName, vassalage: tagalog.vassalage },
        { ...MERCHANT_HEADERS, language: 'TY' },
      )
    ).games;
    expect(translated?.gameName).toBe(tagalog.gameNameTy);
    expect(translated?.nodeName).toBe(tagalog.gameName);
  });

  it('serves guests and members alike, but a bad token is 401', async () => {
    const member = (await qa(testApp.app, '/members', { kind: 'player' })).json<{ token: string }>();
    expect(
      (await gameList({ gameType: 'FISH' }, { ...MERCHANT_HEADERS, authorization: member.token })).totalCount,
    ).toBe(catalogue.filter((game) => game.gameType === 'FISH').length);
    const reply = await testApp.app.inject({
      method: 'GET',
      url: GAMES_PATHS.gameList,
      headers: { ...MERCHANT_HEADERS, authorization: 'not-a-token' },
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().errorCode).toBe('login.not.session');
  });

  it('refuses pages out of range', async () => {
    for (const query of ['pageNo=0', 'pageSize=101', 'pageSize=abc']) {
      const reply = await testApp.app.inject({
        method: 'GET',
        url: `${GAMES_PATHS.gameList}?${query}`,
        headers: MERCHANT_HEADERS,
      });
      expect(reply.statusCode, query).toBe(400);
    }
  });
});

describe('GCSGAME_hotGamesV2', () => {
  it('lists the hot games by rank, of one vendor when asked', async () => {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: `${GAMES_PATHS.hotGames}?merchantCode=demo&isPlatform=2&vassalage=&platform=html5-desktop&language=EN`,
      headers: MERCHANT_HEADERS,
    });
    expect(reply.statusCode).toBe(200);
    const { list } = ZWireHotGamesSchema.parse(reply.json().value);
    const expected = catalogue
      .filter((game) => game.hotRank !== null)
      .sort((a, b) => a.hotRank! - b.hotRank!)
      .map((game) => game.nodeId);
    expect(nodeIdsOf(list)).toEqual(expected);
    const vendor = list[0]!.vassalage;
    const ofVendor = await testApp.app.inject({
      method: 'GET',
      url: `${GAMES_PATHS.hotGames}?vassalage=${vendor}`,
      headers: MERCHANT_HEADERS,
    });
    const vendorList = ZWireHotGamesSchema.parse(ofVendor.json().value).list;
    expect(nodeIdsOf(vendorList)).toEqual(nodeIdsOf(list.filter((game) => game.vassalage === vendor)));
  });
});
