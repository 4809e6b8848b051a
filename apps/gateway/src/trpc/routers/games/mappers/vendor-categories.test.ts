import { describe, expect, it } from 'vitest';
import { type TWireVendorLane, ZWireVendorLaneSchema } from '@site/contracts';
import { groupVendorCategories, toVendor } from './vendor-categories.js';

const card = (vassalage: string, gameType: string, extra: Record<string, unknown> = {}) => ({
  vassalage,
  displayName: `${vassalage} name`,
  gameType,
  ...extra,
});
const lane = (title: string, cards: ReturnType<typeof card>[], name: string | null = `${title} label`) =>
  ZWireVendorLaneSchema.parse({ title, name, cards });

const categoriesOf = (lanes: TWireVendorLane[]) => groupVendorCategories(lanes).map((c) => c.category);
const vendorsOf = (lanes: TWireVendorLane[], category: string) =>
  groupVendorCategories(lanes)
    .find((c) => c.category === category)
    ?.vendors.map((v) => v.vassalage);

const SPORTS_WITH_EVERYTHING = lane('SPORTS', [
  card('IBC', 'SPORTS'),
  card('FB', 'SPORTS'),
  card('AV', 'SPORTS'),
  card('DS88', 'SPORTS'),
  card('SBT', 'SPORTS'),
  card('IMES', 'SPORTS'),
  card('DIG', 'SPORTS'),
]);

describe('groupVendorCategories (docs/product.md §4 vendor grouping)', () => {
  it('puts the FB card of SPORTS in a category FB, first', () => {
    const lanes = [lane('RNG', [card('PT', 'RNG')]), SPORTS_WITH_EVERYTHING];
    expect(categoriesOf(lanes)[0]).toBe('FB');
    expect(vendorsOf(lanes, 'FB')).toEqual(['FB']);
    expect(vendorsOf(lanes, 'SPORTS')).toEqual(['IBC', 'SBT']);
  });

  it('puts the cockfight cards (DS88, DIG) in COCKFIGHT, right after LIVE', () => {
    const lanes = [
      lane('HOT', [card('PT', 'HOT')]),
      lane('LIVE', [card('AG', 'LIVE')]),
      lane('FISH', [card('CQ9F', 'FISH')]),
      SPORTS_WITH_EVERYTHING,
    ];
    const order = categoriesOf(lanes);
    expect(order.indexOf('COCKFIGHT')).toBe(order.indexOf('LIVE') + 1);
    expect(vendorsOf(lanes, 'COCKFIGHT')).toEqual(['DS88', 'DIG']);
  });

  it('puts COCKFIGHT at the end of the lanes (before ESPORTS) when there is no LIVE', () => {
    const lanes = [
      lane('RNG', [card('PT', 'RNG')]),
      SPORTS_WITH_EVERYTHING,
      lane('BINGO', [card('BG1', 'BINGO')]),
    ];
    expect(categoriesOf(lanes)).toEqual(['FB', 'RNG', 'SPORTS', 'BINGO', 'COCKFIGHT', 'ESPORTS']);
  });

  it('puts the e-sports cards (AV, IMES, IA, AI, TF) in ESPORTS, last', () => {
    const lanes = [
      SPORTS_WITH_EVERYTHING,
      lane('LOTT', [card('LOTT', 'LOTT')]),
      lane('BINGO', [card('B', 'BINGO')]),
    ];
    const order = categoriesOf(lanes);
    expect(order.at(-1)).toBe('ESPORTS');
    expect(vendorsOf(lanes, 'ESPORTS')).toEqual(['AV', 'IMES']);
  });

  it('splits a SPORTS card out by its own gameType, whatever its vendor code', () => {
    const lanes = [
      lane('SPORTS', [
        card('IBC', 'SPORTS'),
        card('NEWES', 'ESPORTS'),
        card('NEWCF', 'COCKFIGHT'),
        card('FBX', 'FB'),
      ]),
    ];
    expect(vendorsOf(lanes, 'ESPORTS')).toEqual(['NEWES']);
    expect(vendorsOf(lanes, 'COCKFIGHT')).toEqual(['NEWCF']);
    expect(vendorsOf(lanes, 'FB')).toEqual(['FBX']);
    expect(vendorsOf(lanes, 'SPORTS')).toEqual(['IBC']);
  });

  it('matches vendor codes and lane titles regardless of case and spaces', () => {
    const lanes = [lane(' sports ', [card('ds88', 'sports'), card('IBC', 'SPORTS')])];
    expect(categoriesOf(lanes)).toEqual(['SPORTS', 'COCKFIGHT']);
  });

  it('splits only the SPORTS lane: an FB card among the hot vendors stays there', () => {
    const lanes = [lane('HOT', [card('FB', 'SPORTS'), card('PT', 'RNG')])];
    expect(categoriesOf(lanes)).toEqual(['HOT']);
    expect(vendorsOf(lanes, 'HOT')).toEqual(['FB', 'PT']);
  });

  it('drops empty categories: a lane without cards, and SPORTS emptied by the split', () => {
    const lanes = [
      lane('RNG', []),
      lane('LIVE', [card('AG', 'LIVE')]),
      lane('SPORTS', [card('FB', 'SPORTS'), card('TF', 'SPORTS')]),
    ];
    expect(categoriesOf(lanes)).toEqual(['FB', 'LIVE', 'ESPORTS']);
  });

  it('drops lanes whose title is not a known game category', () => {
    const lanes = [lane('RNG', [card('PT', 'RNG')]), lane('MYSTERY', [card('X', 'MYSTERY')])];
    expect(categoriesOf(lanes)).toEqual(['RNG']);
  });

  it('keeps the order of the other lanes, and their labels (null when the lane has none)', () => {
    const lanes = [
      lane('HOT', [card('PT', 'RNG')]),
      lane('RNG', [card('PT', 'RNG'), card('CQ9', 'RNG')]),
      lane('LIVE', [card('AG', 'LIVE')]),
      lane('FISH', [card('JDBF', 'FISH')]),
      lane('PVP', [card('KY', 'PVP')], null),
      lane('SPORTS', [card('IBC', 'SPORTS')]),
      lane('LOTT', [card('LOTT', 'LOTT')]),
      lane('ELOTT', [card('TCG_SEA', 'ELOTT')]),
      lane('BINGO', [card('BNG', 'BINGO')]),
    ];
    const grouped = groupVendorCategories(lanes);
    expect(grouped.map((c) => c.category)).toEqual([
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
    expect(grouped.find((c) => c.category === 'PVP')?.label).toBeNull();
    expect(grouped.find((c) => c.category === 'RNG')?.label).toBe('RNG label');
    expect(grouped.find((c) => c.category === 'RNG')?.vendors.map((v) => v.vassalage)).toEqual(['PT', 'CQ9']);
  });

  it('gives split-out categories no label (the web names them after their first vendor)', () => {
    const grouped = groupVendorCategories([SPORTS_WITH_EVERYTHING]);
    for (const category of ['FB', 'COCKFIGHT', 'ESPORTS']) {
      expect(grouped.find((c) => c.category === category)?.label).toBeNull();
    }
  });

  it('merges split cards into a lane of the same category the upstream already sends, once each', () => {
    const lanes = [
      lane('ESPORTS', [card('IA', 'ESPORTS', { gameId: 1, nodeId: 2 })]),
      lane('SPORTS', [card('IA', 'ESPORTS', { gameId: 1, nodeId: 2 }), card('AI', 'SPORTS')]),
      lane('RNG', [card('PT', 'RNG')]),
    ];
    const grouped = groupVendorCategories(lanes);
    expect(grouped.map((c) => c.category)).toEqual(['RNG', 'ESPORTS']);
    expect(grouped.find((c) => c.category === 'ESPORTS')).toMatchObject({
      label: 'ESPORTS label',
      vendors: [{ vassalage: 'IA' }, { vassalage: 'AI' }],
    });
  });
});

describe('toVendor', () => {
  it('opens the game list for isGame VASSALAGE, otherwise names its one game', () => {
    expect(toVendor(card('AG', 'LIVE', { isGame: 'VASSALAGE' }) as never)).toMatchObject({
      opensGameList: true,
      gameId: null,
      nodeId: null,
    });
    const single = ZWireVendorLaneSchema.parse({
      title: 'SPORTS',
      cards: [card('IBC', 'SPORTS', { isGame: 'GAME', gameId: 501, nodeId: '9001' })],
    }).cards[0];
    expect(single && toVendor(single)).toMatchObject({ opensGameList: false, gameId: '501', nodeId: '9001' });
  });

  it('takes the small icon, else the h5 or large icon, and reads the maintenance flag', () => {
    const [withSmall, withH5, without] = ZWireVendorLaneSchema.parse({
      title: 'RNG',
      cards: [
        card('PT', 'RNG', { smallIcon: '/static/cdn/PT.svg', h5Icon: '/h5.svg', maintenance: '1' }),
        card('CQ9', 'RNG', { smallIcon: '', h5Icon: '/static/h5.svg' }),
        card('KA', 'RNG'),
      ],
    }).cards;
    expect(withSmall && toVendor(withSmall)).toMatchObject({
      iconUrl: '/static/cdn/PT.svg',
      isUnderMaintenance: true,
    });
    expect(withH5 && toVendor(withH5)).toMatchObject({
      iconUrl: '/static/h5.svg',
      isUnderMaintenance: false,
    });
    expect(without && toVendor(without)).toMatchObject({ iconUrl: null });
  });
});
