import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fairDraw, fairFloats, type TFairInputs } from '../../../core/play/fair/fair-rng.js';
import type { TGameEngineModule, TPageContext } from '../../../core/play/page/engine-module.js';
import { escapeHtml } from '../../../core/play/page/html.js';
import { gameContext } from '../../../core/play/page/launch-auth.js';
import type { TBingoBuyReply, TBingoDrawReply } from '../../../core/play/page/replies.js';
import { openBetRound, settleOpenRound } from '../../../core/play/rounds/play-round.js';
import { fairSeeds, gameRounds } from '../../../db/schema-play.js';
import { WireError } from '../../../wire/envelope.js';
import { defaultBetLevels } from '../../page/bet-levels.js';

/**
 * 75-ball bingo: buy a card (the bet), then draw 30 balls. Card and balls
 * both come from the round's fair inputs: floats 0–23 fill the card (five
 * numbers per column B 1–15, I 16–30, N 31–45 (four, the centre is free),
 * G 46–60, O 61–75), floats 24–53 draw 30 of the 75 balls. The best pattern
 * completed pays.
 */
export const BALLS_DRAWN = 30;
const CARD_FLOATS = 24;

/** Pays as multiples of the bet, best first (only the best completed pattern pays). */
export const BINGO_PATTERNS = [
  { id: 'blackout', pays: 10000 },
  { id: 'frame', pays: 2000 },
  { id: 'x', pays: 200 },
  { id: 'two-lines', pays: 15 },
  { id: 'four-corners', pays: 8 },
  { id: 'line', pays: 4.4 },
] as const;
export type TBingoPattern = (typeof BINGO_PATTERNS)[number]['id'];

/** The card as 5 columns of 5 numbers; 0 is the free centre. */
export type TBingoCard = number[][];

export const bingoCardOf = (inputs: TFairInputs): TBingoCard => {
  const floats = fairFloats(inputs, CARD_FLOATS + BALLS_DRAWN);
  let used = 0;
  return Array.from({ length: 5 }, (_, column) => {
    const take = column === 2 ? 4 : 5;
    const numbers = Array.from({ length: 15 }, (_, i) => column * 15 + i + 1);
    const picked = fairDraw(numbers, take, floats.slice(used, used + take));
    used += take;
    if (column === 2) picked.splice(2, 0, 0);
    return picked;
  });
};

export const bingoBallsOf = (inputs: TFairInputs): number[] => {
  const floats = fairFloats(inputs, CARD_FLOATS + BALLS_DRAWN);
  const balls = Array.from({ length: 75 }, (_, i) => i + 1);
  return fairDraw(balls, BALLS_DRAWN, floats.slice(CARD_FLOATS));
};

const LINES: number[][][] = [
  ...Array.from({ length: 5 }, (_, row) => Array.from({ length: 5 }, (__, column) => [column, row])),
  ...Array.from({ length: 5 }, (_, column) => Array.from({ length: 5 }, (__, row) => [column, row])),
  Array.from({ length: 5 }, (_, i) => [i, i]),
  Array.from({ length: 5 }, (_, i) => [i, 4 - i]),
];

/** The completed patterns of a card given the drawn balls, best first, and the marked cells. */
export const bingoPatternsOf = (card: TBingoCard, balls: readonly number[]) => {
  const drawn = new Set(balls);
  const isMarked = (column: number, row: number) => {
    const value = card[column]?.[row] ?? -1;
    return value === 0 || drawn.has(value);
  };
  const completeLines = LINES.filter((line) =>
    line.every(([c, r]) => isMarked(c as number, r as number)),
  ).length;
  const all = (cells: number[][]) => cells.every(([c, r]) => isMarked(c as number, r as number));
  const frame = Array.from({ length: 5 }, (_, i) => [
    [i, 0],
    [i, 4],
    [0, i],
    [4, i],
  ]).flat();
  const checks: Record<TBingoPattern, boolean> = {
    blackout: all(Array.from({ length: 25 }, (_, i) => [Math.floor(i / 5), i % 5])),
    frame: all(frame),
    x: all([...(LINES[10] as number[][]), ...(LINES[11] as number[][])]),
    'two-lines': completeLines >= 2,
    'four-corners': all([
      [0, 0],
      [0, 4],
      [4, 0],
      [4, 4],
    ]),
    line: completeLines >= 1,
  };
  const completed = BINGO_PATTERNS.filter((pattern) => checks[pattern.id]).map((pattern) => pattern.id);
  const marked = card.map((column, c) => column.map((_, r) => isMarked(c, r)));
  return { completed, best: completed[0] ?? null, marked };
};

export const bingoWinMinor = (betMinor: number, best: TBingoPattern | null): number => {
  const pays = BINGO_PATTERNS.find((pattern) => pattern.id === best)?.pays ?? 0;
  return Math.floor(betMinor * pays);
};

const bingoApi: FastifyPluginAsyncZod = async (app) => {
  /** `POST /games/api/bingo/buy {betMinor}` → the card (bet debited, round open). */
  app.post(
    '/buy',
    { schema: { body: z.strictObject({ betMinor: z.number().int().positive() }) } },
    async (request): Promise<TBingoBuyReply> => {
      const { launch, game } = gameContext(request);
      const { betMinor } = request.body;
      if (!defaultBetLevels(game.minBetMinor).includes(betMinor))
        throw new WireError(400, 'validation_failed', 'Not an offered bet level', {
          fieldErrors: { betMinor: 'validation.invalid' },
        });
      let card: TBingoCard = [];
      const opened = openBetRound(app.db, launch, {
        engine: 'bingo',
        betMinor,
        isFair: true,
        detail: (fair) => {
          card = fair ? bingoCardOf(fair) : [];
          return { card, betMinor };
        },
      });
      return {
        roundId: opened.round.roundId,
        card,
        balanceMinor: opened.balanceMinor,
        fair: {
          serverSeedHash: opened.round.serverSeedHash,
          clientSeed: opened.round.clientSeed,
          nonce: opened.round.nonce,
        },
      };
    },
  );

  /** `POST /games/api/bingo/draw {roundId}` → the 30 balls, patterns and win (round settled). */
  app.post(
    '/draw',
    { schema: { body: z.strictObject({ roundId: z.string().min(1) }) } },
    async (request): Promise<TBingoDrawReply> => {
      const { launch } = gameContext(request);
      const round = app.db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.roundId, request.body.roundId), eq(gameRounds.launchId, launch.id)))
        .get();
      if (!round || round.engine !== 'bingo' || round.nonce === null || round.clientSeed === null)
        throw new WireError(400, 'validation_failed', 'Unknown bingo card');
      if (round.status !== 'open')
        throw new WireError(400, 'game_round_open', 'This card has been drawn already');
      const seed = app.db
        .select()
        .from(fairSeeds)
        .where(eq(fairSeeds.serverSeedHash, round.serverSeedHash ?? ''))
        .get();
      if (!seed) throw new Error('seed of the round not found');
      const inputs = { serverSeed: seed.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce };
      const card = bingoCardOf(inputs);
      const balls = bingoBallsOf(inputs);
      const patterns = bingoPatternsOf(card, balls);
      const winMinor = bingoWinMinor(round.betMinor, patterns.best);
      const settled = settleOpenRound(app.db, launch, round.roundId, {
        winMinor,
        detail: { balls, completed: patterns.completed, best: patterns.best },
      });
      return {
        roundId: round.roundId,
        balls,
        card,
        marked: patterns.marked,
        completed: patterns.completed,
        best: patterns.best,
        winMinor,
        balanceMinor: settled.balanceMinor,
      };
    },
  );
};

/** The patterns' names on the page (EN, TY). */
const PATTERN_NAMES: Record<'EN' | 'TY', Record<TBingoPattern, string>> = {
  EN: {
    blackout: 'Blackout',
    frame: 'Frame',
    x: 'X',
    'two-lines': 'Two lines',
    'four-corners': 'Four corners',
    line: 'Line',
  },
  TY: {
    blackout: 'Puno ang card',
    frame: 'Frame',
    x: 'Ekis (X)',
    'two-lines': 'Dalawang linya',
    'four-corners': 'Apat na sulok',
    line: 'Isang linya',
  },
};

const renderBingoBody = (page: TPageContext): string => {
  const names = PATTERN_NAMES[page.language === 'TY' ? 'TY' : 'EN'];
  const { text } = page;
  const header = ['B', 'I', 'N', 'G', 'O'].map((letter) => `<div class="b-head">${letter}</div>`).join('');
  const cells = Array.from({ length: 25 }, (_, i) => `<div class="b-cell" data-cell="${i}"></div>`).join('');
  return `<section class="bingo">
<div class="b-layout">
  <div class="b-card" id="bingo-card">${header}${cells}</div>
  <div class="b-side">
    <h2>${escapeHtml(text.draw)} <span id="bingo-count">0/30</span></h2>
    <div class="b-balls" id="bingo-balls" aria-live="polite"></div>
    <h2>${escapeHtml(text.patterns)}</h2>
    <ul class="b-patterns" id="bingo-patterns">${BINGO_PATTERNS.map(
      (pattern) =>
        `<li data-pattern="${pattern.id}"><span>${escapeHtml(names[pattern.id])}</span><b>×${pattern.pays}</b></li>`,
    ).join('')}</ul>
  </div>
</div>
<div class="s-controls">
  <button type="button" class="g-btn g-spin" id="bingo-buy">${escapeHtml(text.buyCard)}</button>
  <button type="button" class="g-btn g-spin" id="bingo-draw" disabled>${escapeHtml(text.draw)}</button>
</div>
<p class="s-win" id="bingo-result" aria-live="polite" hidden></p>
</section>`;
};

export const bingoEngine: TGameEngineModule = {
  engine: 'bingo',
  scripts: ['bingo.js'],
  renderBody: renderBingoBody,
  api: bingoApi,
  sessionInfo: () => ({ patterns: BINGO_PATTERNS, ballsDrawn: BALLS_DRAWN }),
  verify: (inputs) => {
    const card = bingoCardOf(inputs);
    const balls = bingoBallsOf(inputs);
    const patterns = bingoPatternsOf(card, balls);
    return {
      summary: [
        ...[0, 1, 2, 3, 4].map(
          (row) => `Card row ${row + 1}: ${card.map((column) => column[row] || 'FREE').join(' ')}`,
        ),
        `Balls: ${balls.join(' ')}`,
        `Patterns: ${patterns.completed.join(', ') || 'none'}`,
      ],
      outcome: { card, balls, completed: patterns.completed, best: patterns.best },
    };
  },
};
