import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_PATHS,
  ZWireAnnouncementListSchema,
  ZWireLayoutPromotionsSchema,
  ZWirePromoAnnouncementsSchema,
  ZWirePromotionCategoriesSchema,
} from '@site/contracts';
import { createInMemoryMock, MERCHANT_HEADERS, type TInMemoryMock } from '../../../test/test-app.js';

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

const get = async (url: string, language = 'EN') => {
  const reply = await mock.app.inject({ method: 'GET', url, headers: { ...MERCHANT_HEADERS, language } });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ value: unknown }>().value;
};

const categories = async (language = 'EN') =>
  ZWirePromotionCategoriesSchema.parse(await get(CONTENT_PATHS.promotionCategories, language));
const categoryId = async (title: string) =>
  (await categories()).find((item) => item.title === title)!.categoryId;

describe('PROMOFE_getPromotionAnnouncementCategory', () => {
  it('answers the categories in display order, titled in the Language header’s language', async () => {
    const english = await categories();
    expect(english.map((item) => item.title)).toEqual([
      'New members',
      'Deposits & cashback',
      'Events',
      'VIP & friends',
    ]);
    expect(english.map((item) => item.sortOrder)).toEqual([1, 2, 3, 4]);
    const tagalog = await categories('TY');
    expect(tagalog.map((item) => item.categoryId)).toEqual(english.map((item) => item.categoryId));
    expect(tagalog[0]?.title).toBe('Bagong miyembro');
  });
});

describe('PROMOFE_getPromoAnnounceV2', () => {
  it('lists the running promotions with their category, HTML and dates; ended ones are left out', async () => {
    const all = ZWirePromoAnnouncementsSchema.parse(await get(CONTENT_PATHS.promotionAnnouncements));
    expect(all.map((item) => item.title)).toContain('Welcome Bonus 100%');
    expect(all.map((item) => item.title)).not.toContain('Summer Splash Raffle');
    expect(all.every((item) => item.categoryId !== null && item.imageUrl?.startsWith('/static/'))).toBe(true);
    const welcome = all.find((item) => item.title === 'Welcome Bonus 100%')!;
    expect(welcome.content).toContain('<h3>How to join</h3>');
    expect(welcome.endDate).toBeGreaterThan(welcome.startDate);
    expect(all.find((item) => item.title === 'Daily Reload 10%')?.endDate).toBeNull();
  });

  it('narrows to one category, and titles in TY', async () => {
    const deposits = await categoryId('Deposits & cashback');
    const url = `${CONTENT_PATHS.promotionAnnouncements}?categoryId=${deposits}`;
    const list = ZWirePromoAnnouncementsSchema.parse(await get(url));
    expect(list.map((item) => item.title)).toEqual(['Daily Reload 10%', 'Slots Cashback 5%']);
    expect(list.every((item) => item.categoryId === deposits)).toBe(true);
    const tagalog = ZWirePromoAnnouncementsSchema.parse(await get(url, 'TY'));
    expect(tagalog[0]?.title).toBe('Araw-araw na Reload 10%');
  });
});

describe('PROMOFE_feLayoutPromotion', () => {
  it('answers the promotions chosen for the layout, in its order', async () => {
    const layout = ZWireLayoutPromotionsSchema.parse(await get(CONTENT_PATHS.layoutPromotions));
    expect(layout.map((item) => item.title)).toEqual([
      'Welcome Bonus 100%',
      'Daily Reload 10%',
      'Weekend Live Casino Tournament',
    ]);
    expect(layout[0]?.imageUrl).toMatch(/^\/static\/promotions\/\d+\.svg$/);
    const tagalog = ZWireLayoutPromotionsSchema.parse(await get(CONTENT_PATHS.layoutPromotions, 'TY'));
    expect(tagalog.map((item) => item.announcementId)).toEqual(layout.map((item) => item.announcementId));
    expect(tagalog[0]?.title).toBe('100% Bonus sa Pagsali');
  });
});

describe('CCSFE_getListAnnouncements (the twin of MCSFE_getListAnnouncements)', () => {
  const mobile = async (query: string) =>
    ZWireAnnouncementListSchema.parse(await get(`${CONTENT_PATHS.mobileAnnouncements}?${query}`));

  it('answers the banners of one group, as MCSFE does', async () => {
    const home = await mobile('types=B&platform=M&groupName=w_home');
    expect(home.banners.map((item) => item.groupName)).toEqual(['w_home', 'w_home', 'w_home']);
    expect(home.promotion).toEqual([]);
    const every = await mobile('types=B&platform=M');
    expect(every.banners.length).toBeGreaterThan(home.banners.length);
  });

  it('answers the promotions of one category', async () => {
    const events = await categoryId('Events');
    const list = await mobile(`types=PR&platform=M&category=${events}`);
    expect(list.promotion.map((item) => item.title)).toEqual(['Weekend Live Casino Tournament']);
    expect(list.promotion[0]?.categoryId).toBe(events);
  });

  it.each([
    ['no type', 'platform=M'],
    ['a type it does not list', 'types=PU&platform=M'],
    ['the desktop platform', 'types=B&platform=W'],
    ['a category that is no id', 'types=PR&platform=M&category=x'],
  ])('refuses %s with 400 validation_failed', async (_label, query) => {
    const reply = await mock.app.inject({
      method: 'GET',
      url: `${CONTENT_PATHS.mobileAnnouncements}?${query}`,
      headers: MERCHANT_HEADERS,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ errorCode: string }>().errorCode).toBe('validation_failed');
  });
});
