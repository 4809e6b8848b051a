import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COCKFIGHT_PROVIDERS,
  ESPORTS_PROVIDERS,
  GAME_CLASSIFIES,
  GAMES_PATHS,
  ZWireVassGameTypeSchema,
  ZWireVendorListSchema,
} from '@site/contracts';
import { games, gameVendors } from '../../db/schema-games.js';
import { initialsOf, renderGameIconSvg } from '../../domains/games/icons.js';
import { DEMO_MERCHANT_CODE } from '../../seed/seed.js';
import { createInMemoryMock, MERCHANT_HEADERS, qa, type TInMemoryMock } from '../../test/test-app.js';
import { escapeXml } from '../artwork/xml.js';
import { findGameByNode, isGamePlayable, isGameUnderMaintenance } from './catalogue.js';
import { GAME_ICON_PATH, VENDOR_ICON_PATH } from './game-items.js';

let testApp: TInMemoryMock;
let merchantId: number;
beforeAll(async () => {
  testApp = await createInMemoryMock();
  merchantId = testApp.db.select().from(games).limit(1).get()!.merchantId;
});
afterAll(() => testApp.close());

const allGames = () => testApp.db.select().from(games).all();
const allCards = () => testApp.db.select().from(gameVendors).all();

const vendorLanes = async (headers: Record<string, string> = MERCHANT_HEADERS) => {
  const reply = await testApp.app.inject({
    method: 'GET',
    url: `${GAMES_PATHS.vendors}?platform=html5-desktop&language=EN`,
    headers,
  });
  expect(reply.statusCode).toBe(200);
  return ZWireVendorListSchema.parse(reply.json().value).data.lanes;
};

describe('catalogue seed', () => {
  it('holds at least 600 games with unique node ids, over every lane', () => {
    const rows = allGames();
    expect(rows.length).toBeGreaterThanOrEqual(600);
    expect(new Set(rows.map((game) => game.nodeId)).size).toBe(rows.length);
    expect(new Set(rows.map((game) => game.gameName)).size).toBe(rows.length);
    expect(new Set(rows.map((game) => game.gameType))).toEqual(
      new Set([
        'RNG',
        'LIVE',
        'FISH',
        'PVP',
        'SPORTS',
        'FB',
        'ESPORTS',
        'COCKFIGHT',
        'LOTT',
        'ELOTT',
        'BINGO',
      ]),
    );
  });

  it('gives each category its engine and trial rule', () => {
    const engineOf: Record<string, string> = {
      RNG: 'slot',
      FISH: 'fish',
      LIVE: 'baccarat',
      SPORTS: 'sportsbook',
      ESPORTS: 'sportsbook',
      FB: 'sportsbook',
      COCKFIGHT: 'cockfight',
      BINGO: 'bingo',
      PVP: 'poker',
      LOTT: 'lottery',
      ELOTT: 'lottery',
    };
    const rows = allGames();
    for (const game of rows) expect(game.engine).toBe(engineOf[game.gameType]);
    const realOnly = rows.filter((game) =>
      ['baccarat', 'sportsbook', 'cockfight', 'poker', 'lottery'].includes(game.engine),
    );
    expect(realOnly.every((game) => game.supportPlay === 1)).toBe(true);
    for (const engine of ['slot', 'fish', 'bingo']) {
      const ofEngine = rows.filter((game) => game.engine === engine);
      expect(ofEngine.filter((game) => game.supportPlay === 0).length / ofEngine.length).toBeGreaterThan(
        0.75,
      );
    }
  });

  it('uses every slot filter among RNG games, BG only a handful, and none elsewhere', () => {
    const rows = allGames();
    const slots = rows.filter((game) => game.gameType === 'RNG');
    for (const classify of GAME_CLASSIFIES)
      expect(slots.some((game) => game.gameClassify === classify)).toBe(true);
    const bg = slots.filter((game) => game.gameClassify === 'BG').length;
    expect(bg).toBeGreaterThan(0);
    expect(bg).toBeLessThanOrEqual(6);
    expect(rows.filter((game) => game.gameType !== 'RNG').every((game) => game.gameClassify === null)).toBe(
      true,
    );
  });

  it('marks about a tenth as new, publishes slot RTPs and line counts, and names some games in TY', () => {
    const rows = allGames();
    const share = rows.filter((game) => game.isNew).length / rows.length;
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.15);
    for (const slot of rows.filter((game) => game.engine === 'slot')) {
      expect(slot.rtpBasisPoints).toBeGreaterThanOrEqual(9500);
      expect(slot.rtpBasisPoints).toBeLessThanOrEqual(9700);
      expect(slot.lineNum).toBeGreaterThan(0);
      expect(slot.minBetMinor).toBeGreaterThan(0);
    }
    expect(rows.filter((game) => game.gameNameTy).length).toBeGreaterThan(50);
  });

  it('ranks 30 hot games over several categories', () => {
    const hot = allGames().filter((game) => game.hotRank !== null);
    expect(hot.map((game) => game.hotRank).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    );
    expect(new Set(hot.map((game) => game.gameType)).size).toBeGreaterThanOrEqual(6);
  });

  it('gives lottery games a group, and the fast ones a draw interval of 60 to 300 seconds', () => {
    const lotteries = allGames().filter((game) => game.engine === 'lottery');
    expect(lotteries.length).toBeGreaterThanOrEqual(20);
    const fast = lotteries.filter((game) => game.drawIntervalSeconds !== null);
    expect(fast.map((game) => game.gameId)).toEqual(
      ['LOTT', 'VN', 'SEA'].flatMap((prefix) => [1, 3, 5].map((minutes) => `${prefix}_FAST_${minutes}M`)),
    );
    for (const game of lotteries) expect(game.lotteryGroupCode).toBeTruthy();
    for (const game of fast) {
      expect(game.drawIntervalSeconds).toBeGreaterThanOrEqual(60);
      expect(game.drawIntervalSeconds).toBeLessThanOrEqual(300);
    }
  });

  it('points every single-game vendor at its game', () => {
    const singles = allCards().filter((card) => card.isGame === 'GAME');
    expect(singles.map((card) => card.vassalage)).toEqual(
      expect.arrayContaining(['IBC', 'SBT', 'FB', ...ESPORTS_PROVIDERS, ...COCKFIGHT_PROVIDERS]),
    );
    for (const card of singles) {
      const game = findGameByNode(testApp.db, merchantId, card.singleNodeId ?? '');
      expect(game?.vassalage).toBe(card.vassalage);
      expect(game?.gameId).toBe(card.singleGameId);
    }
  });

  it('comes back the same after a reset', async () => {
    const before = allGames();
    await qa(testApp.app, '/reset', {});
    expect(allGames()).toEqual(before);
  });
});

describe('icons', () => {
  it('renders a distinct SVG for every game, with its initials', () => {
    const rows = allGames();
    const icons = rows.map((game) =>
      renderGameIconSvg({ nodeId: game.nodeId, name: game.gameName, vendor: game.vassalage }),
    );
    expect(new Set(icons).size).toBe(rows.length);
    // Palette and motif come from the node id alone: the same name on two ids still differs.
    expect(renderGameIconSvg({ nodeId: '1', name: 'Same', vendor: 'PT' })).not.toBe(
      renderGameIconSvg({ nodeId: '2', name: 'Same', vendor: 'PT' }),
    );
    expect(initialsOf('Dragon Fortune')).toBe('DF');
    expect(initialsOf("Texas Hold'em")).toBe('TH');
  });

  it('escapes text in the SVG', () => {
    const svg = renderGameIconSvg({ nodeId: '9', name: '<script>"x" & \'y\'', vendor: 'A&B' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;&quot;x&quot; &amp;');
    // The name and vendor are drawn as outlines: no text of theirs is left in the markup.
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('A&B');
    expect(escapeXml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&apos;');
  });

  it('serves game and vendor icons as cacheable SVG without a Merchant header, 404 for unknown ids', async () => {
    const [game] = allGames();
    const icon = await testApp.app.inject({ method: 'GET', url: `${GAME_ICON_PATH}/${game!.nodeId}.svg` });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(icon.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(icon.body).toContain(`aria-label="${escapeXml(game!.gameName)}"`);

    const vendor = await testApp.app.inject({
      method: 'GET',
      url: `${VENDOR_ICON_PATH}/TCG_LOTTO_VN-DEFAULT.svg`,
    });
    expect(vendor.statusCode).toBe(200);
    expect(vendor.headers['content-type']).toBe('image/svg+xml; charset=utf-8');

    for (const url of [
      `${GAME_ICON_PATH}/999999.svg`,
      `${GAME_ICON_PATH}/1001.png`,
      `${GAME_ICON_PATH}/..%2F1001.svg`,
      `${VENDOR_ICON_PATH}/NOPE-DEFAULT.svg`,
      `${VENDOR_ICON_PATH}/PT.svg`,
    ]) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('GCSGAME_newGameVendor', () => {
  it('answers the lanes in order with their cards, parsed by the contracts', async () => {
    const lanes = await vendorLanes();
    expect(lanes.map((lane) => lane.title)).toEqual([
      'HOT',
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'LOTT',
      'ELOTT',
      'BINGO',
    ]);
    const lane = (title: string) => lanes.find((item) => item.title === title)!;
    expect(lane('PVP').name ?? null).toBeNull();
    expect(lane('LIVE').name).toBe('Live Casino');
    expect(lane('RNG').cards.map((card) => card.vassalage)).toEqual(expect.arrayContaining(['PT', 'CQ9']));
    expect(lane('LIVE').cards.map((card) => card.vassalage)).toEqual(['AG', 'BBIN', 'EVO', 'SEXY']);
    expect(lane('LIVE').cards.every((card) => card.isGame === 'VASSALAGE')).toBe(true);
    expect(lane('ELOTT').cards.map((card) => card.vassalage)).toEqual(['TCG_LOTTO_VN', 'TCG_SEA']);
    expect(lane('BINGO').cards).toHaveLength(1);
    const sports = lane('SPORTS').cards;
    expect(Object.fromEntries(sports.map((card) => [card.vassalage, card.gameType]))).toMatchObject({
      IBC: 'SPORTS',
      SBT: 'SPORTS',
      FB: 'FB',
      AV: 'ESPORTS',
      IMES: 'ESPORTS',
      IA: 'ESPORTS',
      AI: 'ESPORTS',
      TF: 'ESPORTS',
      DS88: 'COCKFIGHT',
      DIG: 'COCKFIGHT',
    });
    expect(sports.every((card) => card.isGame === 'GAME' && card.nodeId && card.gameId)).toBe(true);
    // The HOT lane lists the vendors of the hot games.
    const hotVendors = new Set(
      allGames()
        .filter((game) => game.hotRank !== null)
        .map((game) => game.vassalage),
    );
    expect(new Set(lane('HOT').cards.map((card) => card.vassalage))).toEqual(hotVendors);
    for (const card of lanes.flatMap((item) => item.cards)) {
      expect(card.smallIcon).toBe(`${VENDOR_ICON_PATH}/${card.vassalage}-DEFAULT.svg`);
      expect(card.maintenance).toBe(0);
    }
  });

  it('labels the lanes in Tagalog for Language TY', async () => {
    const lanes = await vendorLanes({ ...MERCHANT_HEADERS, language: 'TY' });
    expect(lanes.find((lane) => lane.title === 'FISH')?.name).toBe('Pangingisda');
    expect(lanes.find((lane) => lane.title === 'PVP')?.name ?? null).toBeNull();
  });

  it('needs the Merchant header', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: GAMES_PATHS.vendors });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorCode).toBe('function.not.available');
  });
});

describe('GCSGAME_getVassGameType', () => {
  it('maps category → vendor → the slot filters its games offer', async () => {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: `${GAMES_PATHS.vassGameType}?typeId=1&merchant_code=${DEMO_MERCHANT_CODE}`,
      headers: MERCHANT_HEADERS,
    });
    expect(reply.statusCode).toBe(200);
    const { content } = ZWireVassGameTypeSchema.parse(reply.json().value);
    expect(Object.keys(content.RNG ?? {})).toEqual(expect.arrayContaining(['PT', 'CQ9', 'JILI', 'PG']));
    const offered = new Set(Object.values(content.RNG ?? {}).flat());
    expect(offered).toEqual(new Set(GAME_CLASSIFIES));
    expect(content.LIVE?.AG).toEqual([]);
    const pt = allGames().filter((game) => game.vassalage === 'PT' && game.gameClassify);
    expect(new Set(content.RNG?.PT)).toEqual(new Set(pt.map((game) => game.gameClassify)));
  });
});

describe('POST /__qa/game-maintenance', () => {
  it('switches a vendor and a game, shows it on the wire, and a reset restores the catalogue', async () => {
    const ptGame = findGameByNode(testApp.db, merchantId, '1001')!;
    const cqGame = findGameByNode(testApp.db, merchantId, '2001')!;
    expect(isGamePlayable(testApp.db, ptGame)).toBe(true);

    const vendorReply = await qa(testApp.app, '/game-maintenance', { vassalage: 'PT', on: true });
    expect(vendorReply.statusCode).toBe(200);
    expect(vendorReply.json()).toEqual({ vassalage: 'PT', nodeId: null, maintenance: true });
    expect(isGameUnderMaintenance(testApp.db, findGameByNode(testApp.db, merchantId, '1001')!)).toBe(true);
    const lanes = await vendorLanes();
    const ptCards = lanes.flatMap((lane) => lane.cards).filter((card) => card.vassalage === 'PT');
    expect(ptCards.length).toBeGreaterThan(0);
    expect(ptCards.every((card) => card.maintenance === 1)).toBe(true);

    expect((await qa(testApp.app, '/game-maintenance', { nodeId: '2001', on: true })).statusCode).toBe(200);
    expect(isGamePlayable(testApp.db, findGameByNode(testApp.db, merchantId, '2001')!)).toBe(false);
    expect(isGamePlayable(testApp.db, findGameByNode(testApp.db, merchantId, '2002')!)).toBe(true);
    const list = await testApp.app.inject({
      method: 'GET',
      url: `${GAMES_PATHS.gameList}?vassalage=CQ9&pageSize=2`,
      headers: MERCHANT_HEADERS,
    });
    expect(list.json().value.games.map((game: { maintenance: number }) => game.maintenance)).toEqual([1, 0]);

    expect((await qa(testApp.app, '/game-maintenance', { nodeId: '2001', on: false })).statusCode).toBe(200);
    expect(isGamePlayable(testApp.db, findGameByNode(testApp.db, merchantId, '2001')!)).toBe(true);

    await qa(testApp.app, '/reset', {});
    expect(
      testApp.db.select().from(gameVendors).where(eq(gameVendors.isUnderMaintenance, true)).all(),
    ).toEqual([]);
    expect(isGamePlayable(testApp.db, findGameByNode(testApp.db, merchantId, ptGame.nodeId)!)).toBe(true);
    expect(cqGame.isUnderMaintenance).toBe(false);
  });

  it('refuses a switch that names nothing, or an unknown vendor or game', async () => {
    for (const body of [{ on: true }, { vassalage: 'NOPE', on: true }, { nodeId: '424242', on: true }]) {
      const reply = await qa(testApp.app, '/game-maintenance', body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errorCode).toBe('validation_failed');
    }
  });
});
