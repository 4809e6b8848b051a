import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDatabase, TExecutor } from '../../../db/client.js';
import { games, type TGameRow } from '../../../db/schema-games.js';
import {
  gameLaunches,
  gameRounds,
  lotteryDraws,
  type TGameLaunch,
  type TLotteryDraw,
} from '../../../db/schema-play.js';
import { WireError } from '../../../wire/envelope.js';
import {
  fairDraw,
  fairFloats,
  hashServerSeed,
  newServerSeed,
  type TFairInputs,
} from '../../fair/fair-rng.js';
import { defaultBetLevels } from '../../page/bet-levels.js';
import type { TGameEngineModule, TPageContext } from '../../page/engine-module.js';
import { escapeHtml } from '../../page/html.js';
import { gameContext } from '../../page/launch-auth.js';
import type { TLotteryBetReply, TLotterySessionGame, TLotteryStateReply } from '../../page/replies.js';
import { findRound, newRoundId, openRound } from '../../rounds/round-store.js';
import { credit, debit } from '../../wallet/seamless-wallet.js';

/**
 * The lottery lobby (launch modes LOTT / SEA_Tradition_Mobile): pick 1–5
 * numbers of 1–20 for a timed draw of 5 numbers. Draw n of a game closes at
 * n × drawIntervalSeconds (epoch). Each draw is created lazily, with a fresh
 * server seed whose hash is shown before the draw; its numbers are
 * HMAC-SHA256(serverSeed, `${gameCode}:${drawNo}`) → fair shuffle of 1–20.
 * Bets settle when read after the draw time.
 */
export const LOTTERY_NUMBERS = 20;
export const LOTTERY_DRAWN = 5;
const DEFAULT_DRAW_INTERVAL_SECONDS = 60;
/** Bets placed less than this before a draw go to the next one. */
const BET_CUTOFF_MS = 3_000;
const RECENT_RESULTS = 8;
const RECENT_TICKETS = 20;

/** Pays in tenths of the bet: PAYS[picks][hits] (picks 1–5). */
export const LOTTERY_PAYS_TENTHS: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  1: { 1: 38 },
  2: { 2: 180 },
  3: { 2: 40, 3: 500 },
  4: { 2: 18, 3: 120, 4: 2000 },
  5: { 2: 10, 3: 60, 4: 400, 5: 10000 },
};

const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
};

/** Exact RTP of a bet with `picks` numbers (hypergeometric). */
export const lotteryRtp = (picks: number): number => {
  let rtp = 0;
  for (let hits = 0; hits <= picks; hits += 1) {
    const p =
      (choose(LOTTERY_DRAWN, hits) * choose(LOTTERY_NUMBERS - LOTTERY_DRAWN, picks - hits)) /
      choose(LOTTERY_NUMBERS, picks);
    rtp += (p * (LOTTERY_PAYS_TENTHS[picks]?.[hits] ?? 0)) / 10;
  }
  return rtp;
};

export const lotteryNumbersOf = (inputs: TFairInputs): number[] =>
  fairDraw(
    Array.from({ length: LOTTERY_NUMBERS }, (_, i) => i + 1),
    LOTTERY_DRAWN,
    fairFloats(inputs, LOTTERY_DRAWN),
  );

const intervalMs = (game: TGameRow) => (game.drawIntervalSeconds ?? DEFAULT_DRAW_INTERVAL_SECONDS) * 1000;

/** The draw a bet placed now joins. */
export const nextDrawNo = (game: TGameRow, now: Date): number =>
  Math.floor((now.getTime() + BET_CUTOFF_MS) / intervalMs(game)) + 1;

/** The draw row (created with a fresh committed seed on first reference). */
const ensureDraw = (db: TExecutor, game: TGameRow, drawNo: number): TLotteryDraw => {
  const existing = db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameId, game.id), eq(lotteryDraws.drawNo, drawNo)))
    .get();
  if (existing) return existing;
  const serverSeed = newServerSeed();
  return db
    .insert(lotteryDraws)
    .values({
      gameId: game.id,
      drawNo,
      drawAt: new Date(drawNo * intervalMs(game)),
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      createdAt: new Date(),
    })
    .returning()
    .get();
};

const drawInputs = (game: TGameRow, draw: TLotteryDraw): TFairInputs => ({
  serverSeed: draw.serverSeed,
  clientSeed: game.gameId,
  nonce: draw.drawNo,
});

const lotteryGames = (db: TExecutor, merchantId: number): TGameRow[] =>
  db
    .select()
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.engine, 'lottery')))
    .orderBy(asc(games.sortOrder), asc(games.id))
    .all();

/**
 * Settles every open lottery ticket of this player (the member's, or the
 * guest launch's) whose draw time has passed. Called on every read.
 */
export const settleDueTickets = (db: TDatabase, launch: TGameLaunch, now = new Date()): void => {
  const owner =
    launch.memberId !== null ? eq(gameRounds.memberId, launch.memberId) : eq(gameRounds.launchId, launch.id);
  const open = db
    .select()
    .from(gameRounds)
    .where(and(owner, eq(gameRounds.engine, 'lottery'), eq(gameRounds.status, 'open')))
    .all();
  for (const ticket of open) {
    const drawAt = Number(ticket.detail.drawAt);
    if (!(drawAt <= now.getTime())) continue;
    db.transaction((tx) => {
      const game = tx.select().from(games).where(eq(games.id, ticket.gameId)).get();
      const ticketLaunch = tx.select().from(gameLaunches).where(eq(gameLaunches.id, ticket.launchId)).get();
      if (!game || !ticketLaunch) return;
      const draw = ensureDraw(tx, game, Number(ticket.detail.drawNo));
      const numbers = lotteryNumbersOf(drawInputs(game, draw));
      const picks = (ticket.detail.picks as number[]) ?? [];
      const hits = picks.filter((pick) => numbers.includes(pick)).length;
      const winMinor = Math.floor((ticket.betMinor * (LOTTERY_PAYS_TENTHS[picks.length]?.[hits] ?? 0)) / 10);
      tx.update(gameRounds)
        .set({ detail: { ...ticket.detail, numbers, hits, serverSeed: draw.serverSeed } })
        .where(eq(gameRounds.id, ticket.id))
        .run();
      credit(tx, ticketLaunch, {
        transactionId: `${ticket.roundId}:win`,
        roundId: ticket.roundId,
        amountMinor: winMinor,
      });
    });
  }
};

/** A list of numbers kept in a round's JSON detail (picks, drawn numbers); null when absent. */
const numbersIn = (value: unknown): number[] | null =>
  Array.isArray(value) ? value.map((item) => Number(item)) : null;

const ZBetSchema = z.object({
  gameId: z.number().int().positive(),
  betMinor: z.number().int().positive(),
  picks: z
    .array(z.number().int().min(1).max(LOTTERY_NUMBERS))
    .min(1)
    .max(LOTTERY_DRAWN)
    .refine((picks) => new Set(picks).size === picks.length, 'validation.invalid'),
});

const lotteryApi: FastifyPluginAsyncZod = async (app) => {
  /** `GET /games/api/lottery/state` → games with their next draw (hash) and results, my tickets; settles due tickets. */
  app.get('/state', async (request): Promise<TLotteryStateReply> => {
    const { launch } = gameContext(request);
    const now = new Date();
    settleDueTickets(app.db, launch, now);
    const state = app.db.transaction((tx) =>
      lotteryGames(tx, launch.merchantId).map((game) => {
        const next = ensureDraw(tx, game, nextDrawNo(game, now));
        const results = tx
          .select()
          .from(lotteryDraws)
          .where(and(eq(lotteryDraws.gameId, game.id), lte(lotteryDraws.drawAt, now)))
          .orderBy(desc(lotteryDraws.drawNo))
          .limit(RECENT_RESULTS)
          .all();
        return {
          id: game.id,
          gameCode: game.gameId,
          name: launch.language === 'TY' && game.gameNameTy ? game.gameNameTy : game.gameName,
          vassalage: game.vassalage,
          drawIntervalSeconds: intervalMs(game) / 1000,
          nextDraw: {
            drawNo: next.drawNo,
            drawAt: next.drawAt.toISOString(),
            serverSeedHash: next.serverSeedHash,
          },
          results: results.map((draw) => ({
            drawNo: draw.drawNo,
            drawAt: draw.drawAt.toISOString(),
            numbers: lotteryNumbersOf(drawInputs(game, draw)),
            serverSeed: draw.serverSeed,
            serverSeedHash: draw.serverSeedHash,
          })),
        };
      }),
    );
    const tickets = app.db
      .select()
      .from(gameRounds)
      .where(
        and(
          launch.memberId !== null
            ? eq(gameRounds.memberId, launch.memberId)
            : eq(gameRounds.launchId, launch.id),
          eq(gameRounds.engine, 'lottery'),
          eq(gameRounds.isTrial, launch.mode === 'trial'),
        ),
      )
      .orderBy(desc(gameRounds.id))
      .limit(RECENT_TICKETS)
      .all()
      .map((round) => ({
        roundId: round.roundId,
        gameId: round.gameId,
        drawNo: Number(round.detail.drawNo),
        drawAt: new Date(Number(round.detail.drawAt)).toISOString(),
        picks: numbersIn(round.detail.picks) ?? [],
        numbers: numbersIn(round.detail.numbers),
        hits: typeof round.detail.hits === 'number' ? round.detail.hits : null,
        betMinor: round.betMinor,
        winMinor: round.winMinor,
        status: round.status,
      }));
    return { now: now.toISOString(), selectedGameId: launch.gameId, games: state, tickets };
  });

  /** `POST /games/api/lottery/bet {gameId, betMinor, picks}` → a ticket for the next draw (bet debited). */
  app.post('/bet', { schema: { body: ZBetSchema } }, async (request): Promise<TLotteryBetReply> => {
    const { launch, game: launchedGame } = gameContext(request);
    const { gameId, betMinor, picks } = request.body;
    const game = lotteryGames(app.db, launch.merchantId).find((candidate) => candidate.id === gameId);
    if (!game) throw new WireError(400, 'game_not_found', 'Game not found');
    if (!defaultBetLevels(launchedGame.minBetMinor).includes(betMinor))
      throw new WireError(400, 'validation_failed', 'Not an offered bet level', {
        fieldErrors: { betMinor: 'validation.invalid' },
      });
    const now = new Date();
    const ticket = app.db.transaction((tx) => {
      const draw = ensureDraw(tx, game, nextDrawNo(game, now));
      const roundId = newRoundId();
      openRound(tx, launch, {
        roundId,
        engine: 'lottery',
        gameId: game.id,
        detail: {
          drawNo: draw.drawNo,
          drawAt: draw.drawAt.getTime(),
          picks: [...picks].sort((a, b) => a - b),
          betMinor,
        },
        fair: { ...drawInputs(game, draw), serverSeedHash: draw.serverSeedHash },
        now,
      });
      const paid = debit(tx, launch, { transactionId: `${roundId}:bet`, roundId, amountMinor: betMinor });
      return { roundId, draw, balanceMinor: paid.balanceMinor };
    });
    const round = findRound(app.db, ticket.roundId);
    return {
      roundId: ticket.roundId,
      drawNo: ticket.draw.drawNo,
      drawAt: ticket.draw.drawAt.toISOString(),
      serverSeedHash: ticket.draw.serverSeedHash,
      picks: numbersIn(round?.detail.picks) ?? [],
      balanceMinor: ticket.balanceMinor,
    };
  });
};

const renderLotteryBody = (page: TPageContext): string => {
  const { text } = page;
  const numbers = Array.from(
    { length: LOTTERY_NUMBERS },
    (_, i) =>
      `<button type="button" class="l-num" data-number="${i + 1}" aria-pressed="false">${i + 1}</button>`,
  ).join('');
  return `<section class="lottery">
<nav class="l-games" id="lottery-games" aria-label="Games"></nav>
<div class="l-draw">
  <div><span class="g-label">${escapeHtml(text.nextDraw)}</span> <strong id="lottery-draw-no">…</strong></div>
  <div class="l-countdown" id="lottery-countdown">--:--</div>
  <code class="l-hash" id="lottery-hash" title="${escapeHtml(text.serverSeedHash)}"></code>
</div>
<h2 class="l-title">${escapeHtml(text.pick)} <small>(1–${LOTTERY_DRAWN})</small></h2>
<div class="l-grid" id="lottery-grid">${numbers}</div>
<div class="s-controls">
  <button type="button" class="g-btn" id="lottery-quick">${escapeHtml(text.quickPick)}</button>
  <button type="button" class="g-btn" id="lottery-clear">${escapeHtml(text.clear)}</button>
  <button type="button" class="g-btn g-spin" id="lottery-bet">${escapeHtml(text.placeBet)}</button>
</div>
<p class="l-pays" id="lottery-pays"></p>
<div class="l-lists">
  <div><h2>${escapeHtml(text.results)}</h2><ol class="l-results" id="lottery-results"></ol></div>
  <div><h2>${escapeHtml(text.myTickets)}</h2><ol class="l-tickets" id="lottery-tickets"></ol></div>
</div>
</section>`;
};

export const lotteryEngine: TGameEngineModule = {
  engine: 'lottery',
  scripts: ['lottery.js'],
  renderBody: renderLotteryBody,
  api: lotteryApi,
  sessionInfo: (): TLotterySessionGame => ({
    numbers: LOTTERY_NUMBERS,
    drawn: LOTTERY_DRAWN,
    paysTenths: LOTTERY_PAYS_TENTHS,
    rtpByPicks: Object.fromEntries([1, 2, 3, 4, 5].map((picks) => [picks, lotteryRtp(picks)])),
  }),
  verify: (inputs) => {
    const numbers = lotteryNumbersOf(inputs);
    return {
      summary: [
        `Game code (client seed): ${inputs.clientSeed}, draw number (nonce): ${inputs.nonce}`,
        `Numbers drawn: ${numbers.join(', ')}`,
      ],
      outcome: { numbers },
    };
  },
};
