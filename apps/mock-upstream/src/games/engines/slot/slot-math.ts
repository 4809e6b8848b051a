/**
 * The 5-reel × 3-row, 20-line slot's mathematics: pure, no I/O, shared by the
 * spin, the verify page, the unit tests and the RTP bench (bench/rtp).
 *
 * - Reel strips of 32 stops each; a spin takes 5 fair floats, stop = floor(f × 32)
 *   (exactly uniform: 32 divides 2^32). The window shows 3 consecutive stops.
 * - Line wins pay left to right from reel 1, 3 to 5 of a kind; WILD (reels
 *   2–4) substitutes for every symbol but SCATTER. The highest pay per line.
 * - SCATTER pays anywhere (3, 4, 5 reels) as a multiple of the total bet.
 * - Pays are in units of 1/100 of the total bet, so with bets in whole
 *   currency units (multiples of 100 minor units) every win is exact.
 * - Because reel 1 has no wild, a line's symbol is reel 1's symbol, so
 *   P(line = symbol × n) has a closed form and the RTP is computed exactly
 *   (`exactRtp`); `exhaustiveStats` enumerates all 32^5 stops for the variance
 *   and as a cross-check.
 * - Each game publishes its own RTP (`rtpBasisPoints`): `slotModelFor` scales
 *   the base paytable (then nudges single pays) until the exact RTP is within
 *   0.01 % of it.
 */

export const SYMBOLS = [
  'SEVEN',
  'DIAMOND',
  'BELL',
  'MELON',
  'GRAPES',
  'PLUM',
  'ORANGE',
  'LEMON',
  'CHERRY',
  'WILD',
  'SCATTER',
] as const;
export type TSymbol = (typeof SYMBOLS)[number];

const WILD = SYMBOLS.indexOf('WILD');
const SCATTER = SYMBOLS.indexOf('SCATTER');
/** The paying symbols (every symbol but WILD and SCATTER), best first. */
export const PAYING_SYMBOL_COUNT = 9;

export const REEL_COUNT = 5;
export const ROW_COUNT = 3;
export const STRIP_LENGTH = 32;
/** Pays are in 1/100 of the total bet. */
export const UNITS_PER_BET = 100;
const LINE_COUNT = 20;
const UNITS_PER_LINE_BET = UNITS_PER_BET / LINE_COUNT;

/** The 20 paylines: the row (0 top … 2 bottom) on each reel. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

/** Symbol counts per reel (SEVEN … CHERRY, WILD, SCATTER); each row sums to 32. */
const REEL_COUNTS: readonly (readonly number[])[] = [
  [1, 2, 3, 3, 4, 4, 4, 5, 5, 0, 1],
  [1, 2, 2, 3, 4, 4, 4, 4, 5, 2, 1],
  [1, 2, 2, 3, 4, 4, 4, 4, 5, 2, 1],
  [1, 2, 2, 3, 4, 4, 4, 4, 5, 2, 1],
  [1, 2, 3, 3, 4, 4, 4, 5, 5, 0, 1],
];

/** Base line pays for 3, 4, 5 of a kind, in line bets (a published paytable scales these). */
const BASE_LINE_PAYS: readonly (readonly [number, number, number])[] = [
  [50, 250, 1000],
  [25, 100, 400],
  [20, 60, 200],
  [15, 40, 120],
  [10, 30, 80],
  [8, 20, 60],
  [5, 15, 40],
  [4, 12, 30],
  [3, 10, 25],
];
/** Base scatter pays for 3, 4, 5 scatters, in total bets. */
const BASE_SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];

/** A deterministic arrangement of the counts (a fixed LCG shuffle), so strips look mixed. */
const buildStrip = (counts: readonly number[], seed: number): number[] => {
  const strip = counts.flatMap((count, symbol) => Array.from({ length: count }, () => symbol));
  let state = seed;
  for (let i = strip.length - 1; i > 0; i -= 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const j = state % (i + 1);
    [strip[i], strip[j]] = [strip[j] as number, strip[i] as number];
  }
  return strip;
};

export const REEL_STRIPS: readonly (readonly number[])[] = REEL_COUNTS.map((counts, reel) =>
  buildStrip(counts, 7919 * (reel + 1)),
);

export type TSlotModel = {
  /** Reel strips (symbol indexes), all of the same length. */
  strips: readonly (readonly number[])[];
  /** linePays[symbol][n - 3] for n = 3, 4, 5, in units (1/100 total bet). */
  linePays: readonly (readonly number[])[];
  /** scatterPays[n - 3] for 3, 4, 5 scatters, in units. */
  scatterPays: readonly number[];
};

const countsOf = (strip: readonly number[]): number[] => {
  const counts = new Array<number>(SYMBOLS.length).fill(0);
  for (const symbol of strip) counts[symbol] = (counts[symbol] ?? 0) + 1;
  return counts;
};

/** P(the line's symbol is `symbol` and it runs exactly n reels), n = 3, 4, 5: [p3, p4, p5]. */
export const lineProbabilities = (strips: readonly (readonly number[])[]): number[][] => {
  const counts = strips.map(countsOf);
  const lengths = strips.map((strip) => strip.length);
  return Array.from({ length: PAYING_SYMBOL_COUNT }, (_, symbol) => {
    // P(run ≥ n): reel 1 shows the symbol, reels 2..n the symbol or a wild.
    const atLeast = [1];
    for (let reel = 0; reel < REEL_COUNT; reel += 1) {
      const reelCounts = counts[reel] as number[];
      const hits = (reelCounts[symbol] ?? 0) + (reel === 0 ? 0 : (reelCounts[WILD] ?? 0));
      atLeast.push((atLeast[reel] as number) * (hits / (lengths[reel] as number)));
    }
    const p = (n: number) => (atLeast[n] as number) - (n < REEL_COUNT ? (atLeast[n + 1] as number) : 0);
    return [p(3), p(4), p(5)];
  });
};

/** P(k reels show a scatter), k = 0..5 (each strip's scatters at least 3 stops apart). */
export const scatterProbabilities = (strips: readonly (readonly number[])[]): number[] => {
  let distribution = [1];
  for (const strip of strips) {
    const p = (ROW_COUNT * (countsOf(strip)[SCATTER] ?? 0)) / strip.length;
    const next = new Array<number>(distribution.length + 1).fill(0);
    distribution.forEach((q, k) => {
      next[k] = (next[k] ?? 0) + q * (1 - p);
      next[k + 1] = (next[k + 1] ?? 0) + q * p;
    });
    distribution = next;
  }
  return distribution;
};

/** The exact return to player (a fraction, 0.96 = 96 %). */
export const exactRtp = (model: TSlotModel): number => {
  const lines = lineProbabilities(model.strips);
  const scatters = scatterProbabilities(model.strips);
  let units = 0;
  lines.forEach((probabilities, symbol) =>
    probabilities.forEach((p, i) => (units += LINE_COUNT * p * (model.linePays[symbol]?.[i] ?? 0))),
  );
  for (let n = 3; n <= REEL_COUNT; n += 1) units += (scatters[n] ?? 0) * (model.scatterPays[n - 3] ?? 0);
  return units / UNITS_PER_BET;
};

export type TLineWin = { line: number; symbol: TSymbol; count: number; units: number; rows: number[] };
export type TSpinOutcome = {
  stops: number[];
  /** window[reel][row]: symbol names. */
  window: TSymbol[][];
  lineWins: TLineWin[];
  scatterCount: number;
  scatterUnits: number;
  /** Total win in units of 1/100 of the total bet. */
  totalUnits: number;
};

/** The stops of a spin from 5 floats in [0, 1). */
export const stopsOf = (floats: readonly number[], model: TSlotModel): number[] =>
  model.strips.map((strip, reel) => Math.floor((floats[reel] ?? 0) * strip.length));

/** A window's symbol indexes, window[reel][row]. */
const windowOf = (model: TSlotModel, stops: readonly number[]): number[][] =>
  model.strips.map((strip, reel) =>
    Array.from({ length: ROW_COUNT }, (_, row) => strip[((stops[reel] ?? 0) + row) % strip.length] as number),
  );

/** Line symbol and run length (0 when no pay is possible). */
const evaluateLine = (window: readonly (readonly number[])[], rows: readonly number[]): [number, number] => {
  let target = -1;
  let count = 0;
  for (let reel = 0; reel < REEL_COUNT; reel += 1) {
    const symbol = window[reel]?.[rows[reel] ?? 0] as number;
    if (symbol === SCATTER) break;
    if (symbol === WILD) {
      count += 1;
      continue;
    }
    if (target === -1) target = symbol;
    else if (symbol !== target) break;
    count += 1;
  }
  // A line of wilds alone (not possible with these strips: reel 1 has none) pays as the best symbol.
  return [target === -1 ? 0 : target, count];
};

/** The outcome of a spin at these stops: the same function for play, verify and the bench. */
export const evaluateSpin = (model: TSlotModel, stops: readonly number[]): TSpinOutcome => {
  const window = windowOf(model, stops);
  const lineWins: TLineWin[] = [];
  PAYLINES.forEach((rows, index) => {
    const [symbol, count] = evaluateLine(window, rows);
    const units = count >= 3 ? (model.linePays[symbol]?.[count - 3] ?? 0) : 0;
    if (units > 0)
      lineWins.push({ line: index + 1, symbol: SYMBOLS[symbol] as TSymbol, count, units, rows: [...rows] });
  });
  const scatterCount = window.filter((column) => column.includes(SCATTER)).length;
  const scatterUnits = scatterCount >= 3 ? (model.scatterPays[scatterCount - 3] ?? 0) : 0;
  const totalUnits = lineWins.reduce((sum, win) => sum + win.units, 0) + scatterUnits;
  return {
    stops: [...stops],
    window: window.map((column) => column.map((symbol) => SYMBOLS[symbol] as TSymbol)),
    lineWins,
    scatterCount,
    scatterUnits,
    totalUnits,
  };
};

/**
 * The total win (units) of a spin, allocation-free: the bench's hot loop.
 * Same rules as {@link evaluateSpin} (a unit test checks they agree).
 */
export const spinUnits = (model: TSlotModel, stops: readonly number[]): number => {
  const strips = model.strips;
  let total = 0;
  let scatters = 0;
  for (let reel = 0; reel < REEL_COUNT; reel += 1) {
    const strip = strips[reel] as readonly number[];
    const stop = stops[reel] as number;
    for (let row = 0; row < ROW_COUNT; row += 1) {
      if (strip[(stop + row) % strip.length] === SCATTER) {
        scatters += 1;
        break;
      }
    }
  }
  if (scatters >= 3) total += model.scatterPays[scatters - 3] as number;
  for (const rows of PAYLINES) {
    let target = -1;
    let count = 0;
    for (let reel = 0; reel < REEL_COUNT; reel += 1) {
      const strip = strips[reel] as readonly number[];
      const symbol = strip[((stops[reel] as number) + (rows[reel] as number)) % strip.length] as number;
      if (symbol === SCATTER) break;
      if (symbol === WILD) {
        count += 1;
        continue;
      }
      if (target === -1) target = symbol;
      else if (symbol !== target) break;
      count += 1;
    }
    if (count >= 3) total += model.linePays[target === -1 ? 0 : target]?.[count - 3] ?? 0;
  }
  return total;
};

export type TSlotStats = { rtp: number; variance: number; hitFrequency: number; combinations: number };

/**
 * Mean, variance (of win / bet per spin) and hit frequency by enumerating
 * every stop combination of reels 2–5 for the given reel-1 stops (all of
 * them by default). The bench splits reel 1 across workers and merges with
 * {@link mergeStats}.
 */
export const exhaustiveSums = (model: TSlotModel, firstReelStops?: readonly number[]) => {
  const lengths = model.strips.map((strip) => strip.length);
  const firsts = firstReelStops ?? Array.from({ length: lengths[0] as number }, (_, i) => i);
  let sum = 0;
  let sumSquares = 0;
  let hits = 0;
  let combinations = 0;
  const stops = [0, 0, 0, 0, 0];
  for (const first of firsts) {
    stops[0] = first;
    for (let b = 0; b < (lengths[1] as number); b += 1) {
      stops[1] = b;
      for (let c = 0; c < (lengths[2] as number); c += 1) {
        stops[2] = c;
        for (let d = 0; d < (lengths[3] as number); d += 1) {
          stops[3] = d;
          for (let e = 0; e < (lengths[4] as number); e += 1) {
            stops[4] = e;
            const units = spinUnits(model, stops);
            sum += units;
            sumSquares += units * units;
            if (units > 0) hits += 1;
            combinations += 1;
          }
        }
      }
    }
  }
  return { sum, sumSquares, hits, combinations };
};

export type TStatSums = ReturnType<typeof exhaustiveSums>;

export const mergeStats = (parts: readonly TStatSums[]): TSlotStats => {
  const total = parts.reduce(
    (acc, part) => ({
      sum: acc.sum + part.sum,
      sumSquares: acc.sumSquares + part.sumSquares,
      hits: acc.hits + part.hits,
      combinations: acc.combinations + part.combinations,
    }),
    { sum: 0, sumSquares: 0, hits: 0, combinations: 0 },
  );
  const mean = total.sum / total.combinations / UNITS_PER_BET;
  const meanSquare = total.sumSquares / total.combinations / (UNITS_PER_BET * UNITS_PER_BET);
  return {
    rtp: mean,
    variance: meanSquare - mean * mean,
    hitFrequency: total.hits / total.combinations,
    combinations: total.combinations,
  };
};

export const exhaustiveStats = (model: TSlotModel): TSlotStats => mergeStats([exhaustiveSums(model)]);

const scaledModel = (factor: number): TSlotModel => ({
  strips: REEL_STRIPS,
  linePays: BASE_LINE_PAYS.map((pays) =>
    pays.map((pay) => Math.max(1, Math.round(factor * pay * UNITS_PER_LINE_BET))),
  ),
  scatterPays: BASE_SCATTER_PAYS.map((pay) => Math.max(1, Math.round(factor * pay * UNITS_PER_BET))),
});

/** How close `slotModelFor` gets to the published RTP. */
export const RTP_TOLERANCE = 0.0001;
export const DEFAULT_RTP_BASIS_POINTS = 9600;
const MIN_RTP_BASIS_POINTS = 8000;
const MAX_RTP_BASIS_POINTS = 9900;

/**
 * The slot model whose exact RTP is the published one (basis points, within
 * {@link RTP_TOLERANCE}): the base paytable scaled by a factor found by
 * bisection, then single pays nudged one unit at a time (the most probable
 * pay whose step still fits the remaining gap) so pays stay ordered.
 */
export const buildSlotModel = (rtpBasisPoints: number): TSlotModel => {
  const target =
    Math.min(MAX_RTP_BASIS_POINTS, Math.max(MIN_RTP_BASIS_POINTS, Math.round(rtpBasisPoints))) / 10_000;
  let low = 0.1;
  let high = 10;
  for (let i = 0; i < 60; i += 1) {
    const middle = (low + high) / 2;
    if (exactRtp(scaledModel(middle)) <= target) low = middle;
    else high = middle;
  }
  const model = scaledModel(low);
  const linePays = model.linePays.map((pays) => [...pays]);
  const probabilities = lineProbabilities(REEL_STRIPS);
  for (let step = 0; step < 200; step += 1) {
    const gap = target - exactRtp({ ...model, linePays });
    if (Math.abs(gap) < RTP_TOLERANCE / 10) break;
    // RTP change of one unit on (symbol, n): 20 lines × P / 100.
    let best: { symbol: number; index: number; effect: number } | undefined;
    probabilities.forEach((ps, symbol) =>
      ps.forEach((p, index) => {
        const effect = (LINE_COUNT * p) / UNITS_PER_BET;
        const pays = linePays[symbol] as number[];
        const next = (pays[index] as number) + Math.sign(gap);
        const isOrdered =
          next >= 1 &&
          (index === 0 || next > (pays[index - 1] as number)) &&
          (index === 2 || next < (pays[index + 1] as number));
        if (isOrdered && effect <= Math.abs(gap) && (!best || effect > best.effect))
          best = { symbol, index, effect };
      }),
    );
    if (!best) break;
    const pays = linePays[best.symbol] as number[];
    pays[best.index] = (pays[best.index] as number) + Math.sign(gap);
  }
  return { ...model, linePays };
};

const models = new Map<number, TSlotModel>();

/** The (cached) model of a game's published RTP; null → {@link DEFAULT_RTP_BASIS_POINTS}. */
export const slotModelFor = (rtpBasisPoints: number | null | undefined): TSlotModel => {
  const key = rtpBasisPoints ?? DEFAULT_RTP_BASIS_POINTS;
  let model = models.get(key);
  if (!model) {
    model = buildSlotModel(key);
    models.set(key, model);
  }
  return model;
};

/** A win in minor units: bet × units / 100 (exact for bets in whole currency units). */
export const winMinorOf = (betMinor: number, units: number): number =>
  Math.floor((betMinor * units) / UNITS_PER_BET);

/** The published paytable: pays per symbol as multiples of the total bet, and the exact RTP. */
export const publishedPaytable = (model: TSlotModel) => ({
  lines: LINE_COUNT,
  reels: REEL_COUNT,
  rows: ROW_COUNT,
  symbols: SYMBOLS,
  paylines: PAYLINES,
  /** symbol → [3, 4, 5 of a kind] in units of 1/100 of the total bet. */
  linePays: Object.fromEntries(model.linePays.map((pays, symbol) => [SYMBOLS[symbol], pays])),
  scatterPays: model.scatterPays,
  unitsPerBet: UNITS_PER_BET,
  rtp: exactRtp(model),
  strips: model.strips.map((strip) => strip.map((symbol) => SYMBOLS[symbol]!)),
});
