import type { TDraw, TLotteryGame, TLotteryRules, TNearDraws } from '@site/contracts/api';
import { RESULT_LAYOUTS, type TResultFormat } from '@site/contracts/domain';
import type { THandlers } from './fake-api';

/** Lottery games, draws and boards as the `lottery` procedures answer them. */
export const lotteryGame = (overrides: Partial<TLotteryGame> = {}): TLotteryGame => ({
  gameCode: 'VN_HANOI',
  gameName: 'Hanoi',
  groupCode: 'VN_NORTH',
  vassalage: 'TCG_LOTTO_VN',
  resultFormat: 'VN_NORTH',
  region: 'NORTH',
  provinceName: 'Hanoi',
  drawIntervalSeconds: null,
  iconUrl: null,
  ...overrides,
});

export const lotteryRules = (overrides: Partial<TLotteryRules> = {}): TLotteryRules => ({
  ...lotteryGame(),
  prizeModes: ['ELOTT'],
  schedule: { kind: 'weekly', weekdays: [1, 4], time: '18:15', utcOffsetMinutes: 420 },
  closeBeforeSeconds: 900,
  betRules: [],
  ...overrides,
});

/** A full board of the format: prize row r, number i is r·100 + i + seed, padded to the row's digits. */
export const boardOf = (format: TResultFormat, seed = 0): NonNullable<TDraw['results']> =>
  Object.fromEntries(
    RESULT_LAYOUTS[format].map(({ prize, count, digits }, row) => [
      prize,
      Array.from({ length: count }, (_, index) =>
        String((row * 100 + index + seed) % 10 ** digits).padStart(digits, '0'),
      ),
    ]),
  );

const HOUR_MS = 3_600_000;

/** A drawn draw (results and seed published). */
export const drawnDraw = (overrides: Partial<TDraw> = {}): TDraw => {
  const resultFormat = overrides.resultFormat ?? 'VN_NORTH';
  const drawAt = overrides.drawAt ?? Date.UTC(2026, 10, 24, 11, 15);
  return {
    gameCode: 'VN_HANOI',
    gameName: 'Hanoi',
    drawCode: '20261124',
    resultFormat,
    status: 'settled',
    closeAt: drawAt - HOUR_MS / 4,
    drawAt,
    serverSeedHash: 'a'.repeat(64),
    serverSeed: 'b'.repeat(64),
    results: boardOf(resultFormat),
    drawnAt: drawAt,
    ...overrides,
  };
};

/** A draw still taking bets, closing `closesInMs` from now. */
export const openDraw = (closesInMs: number, overrides: Partial<TDraw> = {}): TDraw => ({
  ...drawnDraw(overrides),
  drawCode: '20261125',
  status: 'open',
  closeAt: Date.now() + closesInMs,
  drawAt: Date.now() + closesInMs + 5_000,
  serverSeed: null,
  results: null,
  drawnAt: null,
  ...overrides,
});

export const nearDraws = (overrides: Partial<TNearDraws> = {}): TNearDraws => ({
  previous: drawnDraw(),
  current: openDraw(65_000),
  next: null,
  serverTime: Date.now(),
  ...overrides,
});

/** What the lottery page asks for on arrival, with one open game: for tests that only lead there. */
export const lotteryPageHandlers = (game = lotteryGame()): THandlers => ({
  'lottery.menus': () => ({ groups: [{ groupCode: game.groupCode, name: 'Lottery', games: [game] }] }),
  'lottery.recent': () => ({ games: [] }),
  'lottery.upcoming': () => ({
    games: [{ ...game, current: openDraw(60_000, { gameCode: game.gameCode }) }],
  }),
  'lottery.near': () => nearDraws(),
  'lottery.latestResults': () => ({ draws: [] }),
  'lottery.draws': () => ({ rows: [], pageNo: 1, totalPages: 1, totalCount: 0 }),
});
