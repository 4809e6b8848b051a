import { and, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashServerSeed, newServerSeed } from '../../core/play/fair/fair-rng.js';
import type { TExecutor } from '../../db/client.js';
import { lotteryNumeros, type TLotteryNumero } from '../../db/schema-lottery.js';
import { gameClockOf } from './game-clock.js';
import { allLotteryGames, lotteryGameById, type TLotteryGame } from './games.js';
import { drawFairInputs, drawResults, isDrawn } from './results.js';
import { drawCodeOf, slotsAfter } from './schedule.js';
import { toWireDraw } from './wire-views.js';

/**
 * A game's draws (docs/history/lottery-interfaces.md "Fair draws"): rows created
 * ahead with a committed seed, closed at `closeAt` and drawn at `drawAt` by
 * the scheduler (or QA's draw-now) — never on read. Every time here is on
 * the game's clock: real time plus its QA offset. Functions take real time.
 */

/** The draw of the slot, created (open, with a fresh seed and its hash) when it has no row yet. */
const drawOfSlot = (db: TExecutor, { game, schedule }: TLotteryGame, slotMs: number): TLotteryNumero => {
  const drawCode = drawCodeOf(schedule, slotMs);
  const existing = db
    .select()
    .from(lotteryNumeros)
    .where(and(eq(lotteryNumeros.gameId, game.id), eq(lotteryNumeros.drawCode, drawCode)))
    .get();
  if (existing) return existing;
  const serverSeed = newServerSeed();
  return db
    .insert(lotteryNumeros)
    .values({
      gameId: game.id,
      drawCode,
      closeAt: new Date(slotMs - schedule.closeBeforeSeconds * 1000),
      drawAt: new Date(slotMs),
      status: 'open',
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
    })
    .returning()
    .get();
};

/** How far ahead a game's draws may be drawn early by QA before ensureDraws gives up looking. */
const MAX_SLOTS_SCANNED = 1000;

export type TNearDraws = { current: TLotteryNumero | null; next: TLotteryNumero | null };

/**
 * The game's current draw (the first slot after the game's now not drawn
 * yet: open, or closed while it waits for its draw time) and the next one,
 * created when they have no row. A slot QA drew early is skipped.
 */
export const ensureDrawsOf = (db: TExecutor, lotteryGame: TLotteryGame, now: Date): TNearDraws => {
  const found: TLotteryNumero[] = [];
  let from = gameClockOf(lotteryGame.schedule, now);
  for (let scanned = 0; found.length < 2 && scanned < MAX_SLOTS_SCANNED; scanned += 1) {
    const [slot] = slotsAfter(lotteryGame.schedule, from, 1);
    if (slot === undefined) break;
    const numero = drawOfSlot(db, lotteryGame, slot);
    if (!isDrawn(numero)) found.push(numero);
    from = slot;
  }
  return { current: found[0] ?? null, next: found[1] ?? null };
};

/** ensureDrawsOf by games.id; both null for a game that is not a lottery game. */
export const ensureDraws = (db: TExecutor, gameId: number, now: Date): TNearDraws => {
  const lotteryGame = lotteryGameById(db, gameId);
  return lotteryGame ? ensureDrawsOf(db, lotteryGame, now) : { current: null, next: null };
};

/** The draw bets go to now: the current draw while it is open (closeAt after the game's now), else null. */
export const currentDraw = (db: TExecutor, gameId: number, now: Date): TLotteryNumero | null => {
  const lotteryGame = lotteryGameById(db, gameId);
  if (!lotteryGame) return null;
  const { current } = ensureDrawsOf(db, lotteryGame, now);
  return current &&
    current.status === 'open' &&
    current.closeAt.getTime() > gameClockOf(lotteryGame.schedule, now)
    ? current
    : null;
};

/** Marks the game's open draws past their close `closed`. */
export const closeDue = (db: TExecutor, { game, schedule }: TLotteryGame, now: Date): void => {
  db.update(lotteryNumeros)
    .set({ status: 'closed' })
    .where(
      and(
        eq(lotteryNumeros.gameId, game.id),
        eq(lotteryNumeros.status, 'open'),
        lte(lotteryNumeros.closeAt, new Date(gameClockOf(schedule, now))),
      ),
    )
    .run();
};

/**
 * Draws one draw: its results from its seed, status `drawn`, `drawnAt` the
 * game's now (and `drawAt` too when QA draws it early), in one statement
 * guarded by the status (a draw is drawn once); then the `lottery_draw` feed
 * event. Null when it was drawn already.
 */
const drawNumero = (
  app: FastifyInstance,
  lotteryGame: TLotteryGame,
  numero: TLotteryNumero,
  now: Date,
  isEarly = false,
): TLotteryNumero | null => {
  const { game, schedule } = lotteryGame;
  const clock = new Date(gameClockOf(schedule, now));
  const results = drawResults(
    schedule.resultFormat,
    drawFairInputs({ serverSeed: numero.serverSeed, gameCode: game.gameId, drawCode: numero.drawCode }),
  );
  const drawn = app.db
    .update(lotteryNumeros)
    .set({
      status: 'drawn',
      results,
      drawnAt: clock,
      ...(isEarly && {
        drawAt: clock,
        closeAt: numero.closeAt.getTime() < clock.getTime() ? numero.closeAt : clock,
      }),
    })
    .where(and(eq(lotteryNumeros.id, numero.id), inArray(lotteryNumeros.status, ['open', 'closed'])))
    .returning()
    .get();
  if (!drawn) return null;
  app.events.publishLotteryDraw(game.merchantId, toWireDraw(drawn, lotteryGame));
  return drawn;
};

/** Draws the game's draws whose draw time has come on its clock; returns them. */
export const drawDueOf = (app: FastifyInstance, lotteryGame: TLotteryGame, now: Date): TLotteryNumero[] => {
  const due = app.db
    .select()
    .from(lotteryNumeros)
    .where(
      and(
        eq(lotteryNumeros.gameId, lotteryGame.game.id),
        inArray(lotteryNumeros.status, ['open', 'closed']),
        lte(lotteryNumeros.drawAt, new Date(gameClockOf(lotteryGame.schedule, now))),
      ),
    )
    .orderBy(lotteryNumeros.drawAt)
    .all();
  return due.flatMap((numero) => drawNumero(app, lotteryGame, numero, now) ?? []);
};

/** Draws every game's due draws (every merchant's). */
export const drawDue = (app: FastifyInstance, now: Date): TLotteryNumero[] =>
  allLotteryGames(app.db).flatMap((lotteryGame) => drawDueOf(app, lotteryGame, now));

/**
 * QA: draws the game's current draw now (its draw time becomes the game's
 * now) and opens the next; null when the game has no current draw.
 */
export const drawNow = (app: FastifyInstance, gameId: number, now: Date): TLotteryNumero | null => {
  const lotteryGame = lotteryGameById(app.db, gameId);
  if (!lotteryGame) return null;
  const { current } = ensureDrawsOf(app.db, lotteryGame, now);
  if (!current) return null;
  const drawn = drawNumero(app, lotteryGame, current, now, true);
  ensureDrawsOf(app.db, lotteryGame, now);
  return drawn;
};
