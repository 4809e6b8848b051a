import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES_PATHS, ZWireGameMenusSchema, ZWirePopularLotterySchema } from '@site/contracts';
import { games } from '../../../db/schema-games.js';
import { createInMemoryMock, MERCHANT_HEADERS, type TInMemoryMock } from '../../../test/test-app.js';
import { PRIZE_MODE_VENDORS } from './lottery-service.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

const lotteries = () =>
  testApp.db
    .select()
    .from(games)
    .all()
    .filter((game) => game.engine === 'lottery');

const menus = async (query: string, headers: Record<string, string> = MERCHANT_HEADERS) => {
  const reply = await testApp.app.inject({
    method: 'GET',
    url: `${GAMES_PATHS.gameMenus}?${query}`,
    headers,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return ZWireGameMenusSchema.parse(reply.json().value);
};

describe('/lgw/games/game_menus', () => {
  it('groups the prize mode’s lottery games by gameGroupCode', async () => {
    for (const [prizeMode, vendors] of Object.entries(PRIZE_MODE_VENDORS)) {
      const groups = await menus(`prizeMode=${prizeMode[0]}${prizeMode.slice(1).toLowerCase()}`);
      const listed = Object.entries(groups).flatMap(([code, group]) => {
        expect(group.gameMenus.every((game) => game.gameGroupCode === code)).toBe(true);
        expect(group.name).toBeTruthy();
        return group.gameMenus;
      });
      const expected = lotteries().filter((game) => vendors.includes(game.vassalage));
      expect(listed.map((game) => game.gameCode).sort()).toEqual(expected.map((game) => game.gameId).sort());
    }
    const vn = await menus('prizeMode=ELOTT');
    expect(vn.VN_NORTH?.name).toBe('Northern Lottery');
    expect(vn.VN_NORTH?.gameMenus[0]).toMatchObject({
      gameCode: 'VN_HANOI',
      vassalage: 'TCG_LOTTO_VN',
      drawIntervalSeconds: 300,
    });
    expect(vn.VN_NORTH?.gameMenus[0]?.iconUrl).toMatch(
      /^\/static\/cdn\/TCG_PROD_IMAGES\/GAME_ICON\/\d+\.svg$/,
    );
  });

  it('lists every lottery game without a prize mode, and names groups in Tagalog for TY', async () => {
    const all = await menus('');
    expect(Object.values(all).flatMap((group) => group.gameMenus)).toHaveLength(lotteries().length);
    const ty = await menus('prizeMode=LOTT', { ...MERCHANT_HEADERS, language: 'TY' });
    expect(ty.FAST?.name).toBe('Mabilis na Loterya');
    expect(ty.FAST?.gameMenus[0]?.gameName).toBe('Suwerteng Lotto 1 Minuto');
  });

  it('needs the Merchant header like /wps', async () => {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: `${GAMES_PATHS.gameMenus}?prizeMode=LOTT`,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorCode).toBe('function.not.available');
  });
});

describe('/lgw/games/popular', () => {
  it('answers the most played lottery games of the prize mode', async () => {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: `${GAMES_PATHS.popular}?prizeMode=SEA`,
      headers: MERCHANT_HEADERS,
    });
    expect(reply.statusCode).toBe(200);
    const popular = ZWirePopularLotterySchema.parse(reply.json().value);
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.every((game) => game.vassalage === 'TCG_SEA')).toBe(true);
    const everything = await testApp.app.inject({
      method: 'GET',
      url: GAMES_PATHS.popular,
      headers: MERCHANT_HEADERS,
    });
    expect(ZWirePopularLotterySchema.parse(everything.json().value)).toHaveLength(8);
  });
});
