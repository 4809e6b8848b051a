import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_PATHS,
  GAMES_PATHS,
  type TBanner,
  type TInboxMessage,
  type TLayoutPromotion,
  type TLobbyNewsItem,
  type TMatch,
  type TPopup,
  type TPromotionAnnouncement,
  type TPromotionAnnouncementCategory,
  type TProvider,
  type TWinner,
} from '@site/contracts';
import { buildApp } from '../app.js';
import { countingUpstream } from './counting-upstream.js';
import { GENEROUS_GUARDS, okData, signedInQaMember } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import { startMockUpstream, type TMockUpstream } from './mock-upstream.js';
import { testConfig } from './test-config.js';

/**
 * The games and content calls of decision 0033 against the real mock: hot
 * matches, providers, both winner boards, the jackpot, lobby news, the
 * announcements' read state, the member summary's inbox twins, the banners'
 * mobile twin and the promotion announcements (PROMOFE).
 */
let mock: TMockUpstream;
let upstream: ReturnType<typeof countingUpstream>;
let app: FastifyInstance;
let guest: GatewayVisitor;

beforeAll(async () => {
  mock = await startMockUpstream();
  upstream = countingUpstream(mock.url);
  app = await buildApp(testConfig({ UPSTREAM_URL: mock.url, ...GENEROUS_GUARDS }), {
    upstream: upstream.client,
  });
  guest = new GatewayVisitor(app, { ip: '192.0.2.70' });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await mock?.stop();
});

describe('games.hotMatches', () => {
  it('answers the sports centre’s matches soonest first, with decimal odds', async () => {
    const { matches } = okData(
      await guest.query<{ matches: TMatch[] }>('games.hotMatches', { category: 'SPORTS' }),
    );
    expect(matches).toHaveLength(5);
    const kickOffs = matches.map((match) => match.kickOffAt);
    expect([...kickOffs].sort((a, b) => a - b)).toEqual(kickOffs);
    expect(matches[0]).toMatchObject({
      vassalage: 'IBC',
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      odds: { home: 1.95, draw: 3.4, away: 3.8 },
    });
    expect(matches.some((match) => match.odds.draw === null)).toBe(true);
    const esports = okData(
      await guest.query<{ matches: TMatch[] }>('games.hotMatches', { category: 'ESPORTS' }),
    );
    expect(new Set(esports.matches.map((match) => match.vassalage))).toEqual(new Set(['AV', 'IMES']));
  });

  it('reuses the answer, and refuses a category without matches', async () => {
    const before = upstream.callsTo('GET', GAMES_PATHS.hotMatches);
    okData(await guest.query('games.hotMatches', { category: 'SPORTS' }));
    expect(upstream.callsTo('GET', GAMES_PATHS.hotMatches)).toBe(before);
    const refused = await guest.query('games.hotMatches', { category: 'RNG' });
    expect(refused.status).toBe(400);
    expect(refused.error?.data.key).toBe('validation_failed');
  });
});

describe('games.providers', () => {
  it('lists every vendor once with a safe logo URL', async () => {
    const { providers } = okData(await guest.query<{ providers: TProvider[] }>('games.providers'));
    const codes = providers.map((provider) => provider.vassalage);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['IBC', 'FB', 'AV']));
    expect(upstream.callsTo('GET', GAMES_PATHS.providers)).toBeGreaterThan(0);
  });
});

describe('winner boards', () => {
  it('the home board comes from ODSFE2_getWinnerBoard, a lobby’s from getRankList for its category', async () => {
    const boardCalls = upstream.callsTo('GET', GAMES_PATHS.winnerBoard);
    const home = okData(await guest.query<{ winners: TWinner[] }>('games.winners'));
    expect(home.winners.length).toBeGreaterThan(0);
    expect(upstream.callsTo('GET', GAMES_PATHS.winnerBoard)).toBe(boardCalls + 1);

    const rankCalls = upstream.callsTo('GET', GAMES_PATHS.rankList);
    const slots = okData(
      await guest.query<{ winners: TWinner[] }>('games.categoryWinners', { category: 'RNG' }),
    );
    expect(upstream.callsTo('GET', GAMES_PATHS.rankList)).toBe(rankCalls + 1);
    expect(slots.winners.length).toBeGreaterThan(0);
    expect(slots.winners.every((winner) => winner.gameType === 'RNG')).toBe(true);
  });
});

describe('content.jackpot', () => {
  it('answers the pool in minor units, within the range of docs/product.md §9, growing', async () => {
    const first = okData(await guest.query<{ amountMinor: number; asOf: number }>('content.jackpot'));
    expect(first.amountMinor).toBeGreaterThanOrEqual(11e11);
    expect(first.amountMinor).toBeLessThan(12e11);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = okData(await guest.query<{ amountMinor: number }>('content.jackpot'));
    expect(second.amountMinor).toBeGreaterThan(first.amountMinor);
  });
});

describe('content.lobbyNews', () => {
  it("answers a lobby's news in the visitor's language", async () => {
    const english = okData(
      await guest.query<{ items: TLobbyNewsItem[] }>('content.lobbyNews', { category: 'RNG' }),
    );
    expect(english.items.map((item) => item.title)).toContain('New slot: Dragon Fortune');
    const tagalog = new GatewayVisitor(app, { ip: '192.0.2.71', language: 'TY' });
    const news = okData(
      await tagalog.query<{ items: TLobbyNewsItem[] }>('content.lobbyNews', { category: 'RNG' }),
    );
    expect(news.items[0]?.title).toBe('Bagong slot: Dragon Fortune');
    expect((await guest.query('content.lobbyNews', { category: 'NOPE' })).status).toBe(400);
  });
});

describe('announcement read state', () => {
  it('marks a popup read for that member only; guests cannot mark', async () => {
    const { visitor: reader } = await signedInQaMember(app, mock, 'player');
    const { visitor: other } = await signedInQaMember(app, mock, 'trial');
    const popups = okData(await reader.query<{ items: TPopup[] }>('content.popups', {}));
    const [first] = popups.items;
    expect(first?.isRead).toBe(false);

    const marked = okData(
      await reader.mutate<{ ids: string[] }>('content.markAnnouncementsRead', { ids: [first!.id] }),
    );
    expect(marked.ids).toEqual([first!.id]);
    const after = okData(await reader.query<{ items: TPopup[] }>('content.popups', {}));
    expect(after.items.find((item) => item.id === first!.id)?.isRead).toBe(true);
    const others = okData(await other.query<{ items: TPopup[] }>('content.popups', {}));
    expect(others.items.every((item) => !item.isRead)).toBe(true);
    // A trial session may keep its reading too.
    okData(await other.mutate('content.markAnnouncementsRead', { ids: [first!.id] }));

    const refused = await guest.mutate('content.markAnnouncementsRead', { ids: [first!.id] });
    expect(refused.status).toBe(401);
    const bad = await reader.mutate('content.markAnnouncementsRead', { ids: [] });
    expect(bad.status).toBe(400);
    expect(bad.error?.data.key).toBe('validation_failed');
  });
});

describe("the member summary's inbox twins", () => {
  it('counts with EMFE_getInboxUnreadCount, lists all with EMFE_getInbox and filtered lists with CSP_getInbox', async () => {
    // A new member's inbox is empty: the test is which call answers each question.
    const { visitor } = await signedInQaMember(app, mock, 'player');
    const summaryCounts = upstream.callsTo('GET', CONTENT_PATHS.summaryUnreadCount);
    const { count } = okData(await visitor.query<{ count: number }>('content.unreadCount'));
    expect(count).toBe(0);
    expect(upstream.callsTo('GET', CONTENT_PATHS.summaryUnreadCount)).toBe(summaryCounts + 1);

    const summaryPages = upstream.callsTo('GET', CONTENT_PATHS.summaryInbox);
    const all = okData(await visitor.query<{ rows: TInboxMessage[] }>('content.inbox', { status: 'all' }));
    expect(all.rows).toEqual([]);
    expect(upstream.callsTo('GET', CONTENT_PATHS.summaryInbox)).toBe(summaryPages + 1);

    const filteredPages = upstream.callsTo('GET', CONTENT_PATHS.inbox);
    const unread = okData(
      await visitor.query<{ rows: TInboxMessage[] }>('content.inbox', { status: 'unread' }),
    );
    expect(unread.rows).toEqual([]);
    expect(upstream.callsTo('GET', CONTENT_PATHS.inbox)).toBe(filteredPages + 1);
  });
});

describe("content.banners on the mobile site's twin", () => {
  it('asks CCSFE_getListAnnouncements for the one group, never the whole list', async () => {
    const before = upstream.callsTo('GET', CONTENT_PATHS.announcements);
    const twinBefore = upstream.callsTo('GET', CONTENT_PATHS.mobileAnnouncements);
    const { items } = okData(
      await guest.query<{ items: TBanner[] }>('content.banners', { group: 'w_login' }),
    );
    expect(items.map((banner) => banner.title)).toEqual(['Welcome Back']);
    expect(upstream.callsTo('GET', CONTENT_PATHS.mobileAnnouncements)).toBe(twinBefore + 1);
    expect(upstream.callsTo('GET', CONTENT_PATHS.announcements)).toBe(before);
  });
});

describe('the promotion announcements (PROMOFE)', () => {
  const categories = async (visitor: GatewayVisitor) =>
    okData(await visitor.query<{ items: TPromotionAnnouncementCategory[] }>('content.promotionCategories'))
      .items;
  const announcements = async (input: { categoryId?: string }) =>
    okData(await guest.query<{ items: TPromotionAnnouncement[] }>('content.promotionAnnouncements', input))
      .items;

  it("answers the categories in order, in the visitor's language", async () => {
    const english = await categories(guest);
    expect(english.map((category) => category.title)).toEqual([
      'New members',
      'Deposits & cashback',
      'Events',
      'VIP & friends',
    ]);
    const tagalog = await categories(new GatewayVisitor(app, { ip: '192.0.2.72', language: 'TY' }));
    expect(tagalog.map((category) => category.id)).toEqual(english.map((category) => category.id));
    expect(tagalog[0]?.title).toBe('Bagong miyembro');
  });

  it("lists a category's promotions with sanitised HTML and safe pictures", async () => {
    const all = await announcements({});
    expect(all.length).toBeGreaterThan(4);
    const deposits = (await categories(guest))[1]!;
    const ofDeposits = await announcements({ categoryId: deposits.id });
    expect(ofDeposits.map((item) => item.title)).toEqual(['Daily Reload 10%', 'Slots Cashback 5%']);
    expect(ofDeposits.every((item) => item.categoryId === deposits.id)).toBe(true);
    expect(ofDeposits[0]?.contentHtml).toContain('<table>');
    expect(all.every((item) => item.imageUrl?.startsWith('/static/promotions/'))).toBe(true);
    const refused = await guest.query('content.promotionAnnouncements', { categoryId: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.error?.data.key).toBe('validation_failed');
  });

  it('answers the layout’s promotions, each an announcement of the list', async () => {
    const { items } = okData(await guest.query<{ items: TLayoutPromotion[] }>('content.layoutPromotions'));
    expect(items.map((item) => item.title)).toEqual([
      'Welcome Bonus 100%',
      'Daily Reload 10%',
      'Weekend Live Casino Tournament',
    ]);
    const listed = new Set((await announcements({})).map((item) => item.id));
    expect(items.every((item) => listed.has(item.id))).toBe(true);
  });
});
