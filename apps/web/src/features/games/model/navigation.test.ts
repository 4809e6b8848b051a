import { describe, expect, it } from 'vitest';
import { vendor, vendorCategory } from '../../../test/games-fixtures';
import { buildNavigation, placeBingo } from './navigation';

const ids = (entries: ReturnType<typeof buildNavigation>) => entries.map((entry) => entry.id);

describe('navigation model (docs/product.md §2)', () => {
  it('starts with home and ends with promotions', () => {
    const entries = buildNavigation([vendorCategory('RNG', [vendor()], 'Slots')]);
    expect(ids(entries)).toEqual(['HOME', 'RNG', 'PROMO']);
    expect(entries[0]?.target).toEqual({ kind: 'route', to: '/' });
    expect(entries.at(-1)?.target).toEqual({ kind: 'route', to: '/promotions' });
  });

  it('has one entry per category with at least one vendor, in the answer order', () => {
    const entries = buildNavigation([
      vendorCategory('LIVE', [vendor({ vassalage: 'AG', gameType: 'LIVE' })], 'Live'),
      vendorCategory('FISH', [], 'Fishing'),
      vendorCategory('RNG', [vendor()], 'Slots'),
    ]);
    expect(ids(entries)).toEqual(['HOME', 'LIVE', 'RNG', 'PROMO']);
  });

  it('labels the hot entry with the hot-games label', () => {
    const [, hot] = buildNavigation([vendorCategory('HOT', [vendor()], 'Popular now')]);
    expect(hot?.label).toEqual({ kind: 'key', key: 'nav.hot_games' });
  });

  it('uses the category label when there is one', () => {
    const [, live] = buildNavigation([
      vendorCategory('LIVE', [vendor({ displayName: 'AG' })], 'Live casino'),
    ]);
    expect(live?.label).toEqual({ kind: 'text', text: 'Live casino' });
  });

  it("names a category without a label after its first vendor's display name", () => {
    const [, pvp] = buildNavigation([
      vendorCategory('PVP', [vendor({ displayName: 'KY Poker' }), vendor({ displayName: 'TCG PVP' })], null),
    ]);
    expect(pvp?.label).toEqual({ kind: 'text', text: 'KY Poker' });
  });

  it('puts bingo right after e-sports', () => {
    const order = placeBingo([
      vendorCategory('BINGO', [vendor()]),
      vendorCategory('RNG', [vendor()]),
      vendorCategory('ESPORTS', [vendor()]),
      vendorCategory('LOTT', [vendor()]),
    ]).map((entry) => entry.category);
    expect(order).toEqual(['RNG', 'ESPORTS', 'BINGO', 'LOTT']);
  });

  it('puts bingo first when there is no e-sports category', () => {
    const order = placeBingo([vendorCategory('RNG', [vendor()]), vendorCategory('BINGO', [vendor()])]).map(
      (entry) => entry.category,
    );
    expect(order).toEqual(['BINGO', 'RNG']);
  });

  it('leaves out PROMO and HOME categories', () => {
    const entries = buildNavigation([
      vendorCategory('HOME', [vendor()]),
      vendorCategory('PROMO', [vendor()]),
      vendorCategory('RNG', [vendor()]),
    ]);
    expect(ids(entries)).toEqual(['HOME', 'RNG', 'PROMO']);
  });

  it('shows the first 11 vendors in the drop-down and a more tile when there are 11 or more', () => {
    const many = Array.from({ length: 14 }, (_, index) => vendor({ vassalage: `V${index}` }));
    const [, rng] = buildNavigation([vendorCategory('RNG', many)]);
    expect(rng?.vendors.map((item) => item.vassalage)).toEqual(
      many.slice(0, 11).map((item) => item.vassalage),
    );
    expect(rng?.hasMore).toBe(true);
    const exactly = buildNavigation([vendorCategory('RNG', many.slice(0, 11))])[1];
    expect(exactly?.hasMore).toBe(true);
    const few = buildNavigation([vendorCategory('RNG', many.slice(0, 10))])[1];
    expect(few?.hasMore).toBe(false);
  });

  it('routes categories through CATEGORY_ROUTES', () => {
    const entries = buildNavigation([
      vendorCategory('SPORTS', [vendor({ gameType: 'SPORTS' })]),
      vendorCategory('COCKFIGHT', [vendor({ gameType: 'COCKFIGHT' })]),
      vendorCategory('LIVE', [vendor({ gameType: 'LIVE' })]),
    ]);
    expect(entries.slice(1, 4).map((entry) => entry.target)).toEqual([
      { kind: 'route', to: '/sports' },
      { kind: 'route', to: '/cockfight' },
      { kind: 'route', to: '/live' },
    ]);
  });

  it('routes the FB category to /fbSports', () => {
    const [, fb] = buildNavigation([vendorCategory('FB', [vendor({ vassalage: 'FB', gameType: 'FB' })])]);
    expect(fb?.target).toEqual({ kind: 'route', to: '/fbSports' });
  });

  it('makes the e-lottery entry start vendor TCG_SEA directly', () => {
    const sea = vendor({ vassalage: 'TCG_SEA', gameType: 'ELOTT' });
    const [, elott] = buildNavigation([
      vendorCategory('ELOTT', [vendor({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT' }), sea]),
    ]);
    expect(elott?.target).toEqual({ kind: 'vendor', vendor: sea });
  });
});
