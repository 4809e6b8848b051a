import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PATHS, ZWireAnnouncementListSchema } from '@site/contracts';
import { createInMemoryMock, MERCHANT_HEADERS, type TInMemoryMock } from '../../test/test-app.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

const announcements = async (query: string, headers: Record<string, string> = MERCHANT_HEADERS) => {
  const reply = await testApp.app.inject({
    method: 'GET',
    url: `${CONTENT_PATHS.announcements}?${query}`,
    headers,
  });
  expect(reply.statusCode).toBe(200);
  return ZWireAnnouncementListSchema.parse(reply.json().value);
};

describe('announcements', () => {
  it('serves every banner, notice and popup in Tagalog to a TY visitor (docs/upstream.md §5)', async () => {
    const query = 'types=B,PL,PU&platform=W';
    const english = await announcements(query, { ...MERCHANT_HEADERS, Language: 'EN' });
    const tagalog = await announcements(query, { ...MERCHANT_HEADERS, Language: 'TY' });
    for (const list of ['banners', 'player', 'popup'] as const) {
      const englishItems = english[list] ?? [];
      const tagalogItems = tagalog[list] ?? [];
      expect(tagalogItems.length, list).toBe(englishItems.length);
      tagalogItems.forEach((item, index) => {
        expect(item.title, `${list} ${item.id}`).not.toBe(englishItems[index]?.title);
        expect(item.content, `${list} ${item.id}`).not.toBe(englishItems[index]?.content);
      });
    }
  });

  it('sorts the running items of each type into their lists', async () => {
    const lists = await announcements('types=B,PL,PU,PR&platform=W');
    expect(lists.promotion.map((item) => item.title)).toEqual([
      'Welcome Bonus 100%',
      'Daily Reload 10%',
      'Slots Cashback 5%',
      'Refer a Friend ₱300',
      'Weekend Live Casino Tournament',
      'VIP Birthday Gift',
    ]);
    expect(lists.promotion.some((item) => item.title === 'Summer Splash Raffle')).toBe(false);
    expect(lists.banners.filter((item) => item.groupName === 'w_home')).toHaveLength(3);
    expect(new Set(lists.banners.map((item) => item.groupName))).toEqual(
      new Set(['w_home', 'w_login', 'w_register', 'w_forget']),
    );
    expect(lists.popup.map((item) => item.execution).sort()).toEqual(['A', 'B', 'F']);
    expect(lists.player.map((item) => item.execution).sort()).toEqual(['A', 'B', 'F']);

    const reload = lists.promotion.find((item) => item.title === 'Daily Reload 10%');
    expect(reload).toMatchObject({ noExpiry: true, endDate: null, promotionType: 'DEPOSIT' });
    expect(reload?.content).toContain('<table>');
    expect(reload?.announcementImages[0]?.url).toMatch(/^\/static\/promotions\/\d+\.svg$/);
  });

  it('filters popups and notices by audience and answers only the asked types', async () => {
    const lists = await announcements('types=PU,PL&platform=W&execution=B');
    expect(lists.popup.map((item) => item.execution)).toEqual(['B']);
    expect(lists.player.map((item) => item.execution)).toEqual(['B']);
    expect(lists.promotion).toEqual([]);
    expect(lists.banners).toEqual([]);
  });

  it('answers Tagalog titles when the Language header is TY', async () => {
    const lists = await announcements('types=PR', { ...MERCHANT_HEADERS, language: 'TY' });
    expect(lists.promotion[0]?.title).toBe('100% Bonus sa Pagsali');
  });
});

describe('generated images', () => {
  it('serves a distinct SVG for every promotion, with its title', async () => {
    const { promotion } = await announcements('types=PR');
    const bodies = new Set<string>();
    for (const item of promotion) {
      const reply = await testApp.app.inject({ method: 'GET', url: item.announcementImages[0]?.url ?? '' });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(reply.body).toContain('<svg');
      expect(reply.body).toContain(item.title.split(' ')[0]);
      bodies.add(reply.body);
    }
    expect(bodies.size).toBe(promotion.length);
  });

  it('serves banner and logo SVGs and 404s for others', async () => {
    const { banners } = await announcements('types=B');
    const banner = await testApp.app.inject({
      method: 'GET',
      url: banners[0]?.announcementImages[0]?.url ?? '',
    });
    expect(banner.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const logo = await testApp.app.inject({ method: 'GET', url: '/static/logos/demo.svg' });
    expect(logo.body).toContain('Lucky Pavilion');
    for (const url of ['/static/promotions/999.svg', '/static/promotions/x.png', '/static/banners/1.svg']) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
