import { GAME_CLASSIFIES, type TGameClassify, type TGameEngine } from '@site/contracts';
import { seededRandom, type TRandom } from '../../../core/prng.js';
import { createNamer, type TGeneratedName } from './names.js';
import { SEED_LANES, SEED_LOTTERIES, SEED_VENDORS, type TSeedLane, type TSeedVendor } from './vendors.js';

/** The catalogue seed without merchant ids: the same rows on every seeding. */
export type TSeedGame = {
  nodeId: string;
  gameId: string;
  vassalage: string;
  gameType: string;
  gameName: string;
  gameNameTy: string | null;
  gameClassify: TGameClassify | null;
  engine: TGameEngine;
  supportPlay: 0 | 1;
  isNew: boolean;
  hotRank: number | null;
  minBetMinor: number;
  lineNum: number | null;
  rtpBasisPoints: number | null;
  lotteryGroupCode: string | null;
  drawIntervalSeconds: number | null;
  sortOrder: number;
};

export type TSeedVendorCard = {
  vassalage: string;
  displayName: string;
  accountTypeName: string;
  gameType: string;
  laneCategory: string;
  isGame: 'VASSALAGE' | 'GAME';
  singleGameId: string | null;
  singleNodeId: string | null;
  sortOrder: number;
};

export type TCatalogueSeed = {
  lanes: readonly (TSeedLane & { sortOrder: number })[];
  vendors: readonly TSeedVendorCard[];
  games: readonly TSeedGame[];
};

const CATALOGUE_SEED = 20_240_404;

/** How many hot games each category contributes: 30 ranks spread over the catalogue. */
const HOT_SHARES: Readonly<Record<string, number>> = {
  RNG: 13,
  LIVE: 5,
  FISH: 4,
  PVP: 2,
  SPORTS: 1,
  FB: 1,
  LOTT: 1,
  ELOTT: 1,
  BINGO: 2,
};
export const HOT_GAME_COUNT = 30;

/** Slot filters are weighted; BG (bingo-style slots) is handed to a few games afterwards. */
const CLASSIFY_WEIGHTS: readonly [TGameClassify | null, number][] = [
  ['JP', 16],
  ['TG', 14],
  ['AC', 14],
  ['SC', 10],
  ['VP', 10],
  [null, 36],
];
const BG_GAME_COUNT = 5;

const weighted = <T>(random: TRandom, weights: readonly [T, number][]): T => {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of weights) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return weights[weights.length - 1]![0];
};

const SLOT_MIN_BETS = [10, 20, 50, 100] as const;
const SLOT_LINES = [1, 5, 9, 20, 25, 30, 40, 50, 243, 1024] as const;

/** Stakes and trial per engine: trial (supportPlay 0) for most slots, fish and bingo only. */
const engineTraits = (
  random: TRandom,
  engine: TGameEngine,
): Pick<TSeedGame, 'supportPlay' | 'minBetMinor' | 'lineNum' | 'rtpBasisPoints'> => {
  switch (engine) {
    case 'slot':
      return {
        supportPlay: random.chance(0.9) ? 0 : 1,
        minBetMinor: random.pick(SLOT_MIN_BETS),
        lineNum: random.pick(SLOT_LINES),
        rtpBasisPoints: 9500 + random.int(0, 40) * 5,
      };
    case 'fish':
      return {
        supportPlay: random.chance(0.9) ? 0 : 1,
        minBetMinor: random.pick([10, 50, 100]),
        lineNum: null,
        rtpBasisPoints: null,
      };
    case 'bingo':
      return { supportPlay: 0, minBetMinor: random.pick([100, 500]), lineNum: null, rtpBasisPoints: null };
    case 'baccarat':
      return {
        supportPlay: 1,
        minBetMinor: random.pick([1000, 2000, 5000, 10_000]),
        lineNum: null,
        rtpBasisPoints: null,
      };
    case 'poker':
      return {
        supportPlay: 1,
        minBetMinor: random.pick([2000, 5000, 10_000]),
        lineNum: null,
        rtpBasisPoints: null,
      };
    case 'lottery':
      return { supportPlay: 1, minBetMinor: random.pick([100, 200]), lineNum: null, rtpBasisPoints: null };
    case 'sportsbook':
    case 'cockfight':
      return { supportPlay: 1, minBetMinor: 1000, lineNum: null, rtpBasisPoints: null };
  }
};

const nameOf = (
  vendor: TSeedVendor,
  index: number,
  namer: ReturnType<typeof createNamer>,
): TGeneratedName => {
  const fixed = vendor.names?.[index];
  if (fixed) return namer.fixed(fixed);
  return vendor.engine === 'fish' ? namer.fish() : namer.slot();
};

const buildGames = (random: TRandom): TSeedGame[] => {
  const namer = createNamer(random);
  const games: TSeedGame[] = [];
  SEED_VENDORS.forEach((vendor, vendorIndex) => {
    const lotteries = SEED_LOTTERIES.filter((item) => item.vassalage === vendor.vassalage);
    const count =
      vendor.engine === 'lottery' ? lotteries.length : (vendor.count ?? vendor.names?.length ?? 0);
    for (let index = 0; index < count; index++) {
      const lottery = lotteries[index];
      const { name, nameTy } = lottery
        ? { name: lottery.name, nameTy: lottery.nameTy }
        : nameOf(vendor, index, namer);
      games.push({
        // Node ids are numbers on the upstream: vendor block of a thousand, then the game.
        nodeId: String((vendorIndex + 1) * 1000 + index + 1),
        gameId: lottery?.gameCode ?? `${vendor.vassalage}_${String(index + 1).padStart(3, '0')}`,
        vassalage: vendor.vassalage,
        gameType: vendor.gameType,
        gameName: name,
        gameNameTy: nameTy,
        gameClassify: vendor.gameType === 'RNG' ? weighted(random, CLASSIFY_WEIGHTS) : null,
        engine: vendor.engine,
        ...engineTraits(random, vendor.engine),
        isNew: random.chance(0.1),
        hotRank: null,
        lotteryGroupCode: lottery?.groupCode ?? null,
        drawIntervalSeconds: lottery?.drawIntervalSeconds ?? null,
        sortOrder: games.length + 1,
      });
    }
  });
  const slots = games.filter((game) => game.gameType === 'RNG');
  for (const game of random.shuffle(slots).slice(0, BG_GAME_COUNT)) game.gameClassify = 'BG';
  // Every slot filter appears, whatever the draw gave.
  GAME_CLASSIFIES.forEach((classify, index) => {
    const holder = slots[index * 7];
    if (holder && !slots.some((game) => game.gameClassify === classify)) holder.gameClassify = classify;
  });
  return games;
};

const assignHotRanks = (random: TRandom, games: readonly TSeedGame[]): void => {
  const picked: TSeedGame[] = [];
  for (const [gameType, share] of Object.entries(HOT_SHARES)) {
    picked.push(...random.shuffle(games.filter((game) => game.gameType === gameType)).slice(0, share));
  }
  random.shuffle(picked).forEach((game, index) => {
    game.hotRank = index + 1;
  });
};

/** The cards of every lane; the HOT lane lists the vendors of the hot games, hottest first. */
const buildVendorCards = (games: readonly TSeedGame[]): TSeedVendorCard[] => {
  const cardOf = (vendor: TSeedVendor, laneCategory: string, sortOrder: number): TSeedVendorCard => {
    const single =
      vendor.isGame === 'GAME' ? games.find((game) => game.vassalage === vendor.vassalage) : undefined;
    return {
      vassalage: vendor.vassalage,
      displayName: vendor.displayName,
      accountTypeName: vendor.accountTypeName,
      // A HOT card opens the hot list of its vendor.
      gameType: laneCategory === 'HOT' && vendor.isGame === 'VASSALAGE' ? 'HOT' : vendor.gameType,
      laneCategory,
      isGame: vendor.isGame,
      singleGameId: single?.gameId ?? null,
      singleNodeId: single?.nodeId ?? null,
      sortOrder,
    };
  };
  const hotVendors = [...games]
    .filter((game) => game.hotRank !== null)
    .sort((left, right) => (left.hotRank ?? 0) - (right.hotRank ?? 0))
    .map((game) => game.vassalage)
    .filter((vassalage, index, all) => all.indexOf(vassalage) === index)
    .map((vassalage) => SEED_VENDORS.find((vendor) => vendor.vassalage === vassalage))
    .filter((vendor): vendor is TSeedVendor => vendor !== undefined);
  return [
    ...hotVendors.map((vendor, index) => cardOf(vendor, 'HOT', index + 1)),
    ...SEED_LANES.flatMap(({ category }) =>
      SEED_VENDORS.filter((vendor) => vendor.laneCategory === category).map((vendor, index) =>
        cardOf(vendor, category, index + 1),
      ),
    ),
  ];
};

let cached: TCatalogueSeed | undefined;

/** The catalogue, generated once per process from a fixed seed (the test suite reseeds often). */
export const catalogueSeed = (): TCatalogueSeed => {
  if (cached) return cached;
  const random = seededRandom(CATALOGUE_SEED);
  const games = buildGames(random);
  assignHotRanks(random, games);
  cached = {
    lanes: SEED_LANES.map((lane, index) => ({ ...lane, sortOrder: index + 1 })),
    vendors: buildVendorCards(games),
    games,
  };
  return cached;
};
