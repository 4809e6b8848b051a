import type { FastifyInstance } from 'fastify';
import { closeDue, drawDueOf, ensureDrawsOf } from './draws.js';
import { allLotteryGames } from './games.js';
import { settleDrawnDraws } from './settlement.js';

/**
 * One run of the lottery job at real time `now`: for every merchant's game,
 * draw what is due on its clock, make sure its current and next draws exist,
 * close what is past its close; then settle every drawn draw (also what an
 * earlier crash left). Tests call it with the times they choose.
 */
export const tickLottery = (app: FastifyInstance, now: Date = new Date()): void => {
  for (const lotteryGame of allLotteryGames(app.db)) {
    try {
      drawDueOf(app, lotteryGame, now);
      ensureDrawsOf(app.db, lotteryGame, now);
      closeDue(app.db, lotteryGame, now);
    } catch (error) {
      // One game's failure must not stop the others' draws; the next tick retries it.
      app.log.error({ err: error, gameCode: lotteryGame.game.gameId }, 'lottery tick failed');
    }
  }
  settleDrawnDraws(app, now);
};

/**
 * Runs the lottery job at start-up and then every `LOTTERY_TICK_MS` while
 * the app is up (from onReady until onClose); 0 turns it off.
 */
export const scheduleLottery = (app: FastifyInstance): void => {
  const tickMs = app.config.lotteryTickMs;
  if (tickMs === 0) return;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    try {
      tickLottery(app, new Date());
    } catch (error) {
      app.log.error({ err: error }, 'lottery tick failed');
    }
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, tickMs);
    // The timer alone never keeps the process alive.
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
