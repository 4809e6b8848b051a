import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GAMES_PATHS } from '@site/contracts';
import type { TApp } from '../app.js';
import type { TDatabase } from '../db/client.js';
import { lotteryNumeros, type TLotteryNumero } from '../db/schema-lottery.js';
import { gameLaunches, type TGameLaunch } from '../db/schema-play.js';
import type { TSlip } from '../domains/lottery/orders.js';
import type { TQaMember } from './play-fixtures.js';
import { withToken } from './test-app.js';

/**
 * The seeded game the lottery tests bet on: a weekly North draw (VN_NORTH
 * board), open all week but its last 15 minutes, so a test never meets a
 * close by chance as it would on a one-minute game.
 */
export const TEST_LOTTERY_GAME = 'VN_HANOI';

export type TLotteryLaunch = { token: string; launch: TGameLaunch; headers: Record<string, string> };

const launchOfToken = (db: TDatabase, token: string): TGameLaunch => {
  const launch = db.select().from(gameLaunches).where(eq(gameLaunches.token, token)).get();
  if (!launch) throw new Error('launch missing');
  return launch;
};

/** The lobby launch of a member (`launchGame?launchMode=LOTT&lottoGameCode`). */
export const launchLottery = async (
  app: TApp,
  member: TQaMember,
  gameCode = TEST_LOTTERY_GAME,
): Promise<TLotteryLaunch> => {
  const reply = await app.inject({
    method: 'GET',
    url: `${GAMES_PATHS.launchGame}?launchMode=LOTT&lottoGameCode=${gameCode}`,
    headers: withToken(member.token),
  });
  if (reply.statusCode !== 200) throw new Error(`launch failed: ${reply.body}`);
  const url = new URL(reply.json().value.content.game_url, 'http://mock');
  const token = url.searchParams.get('launch') ?? '';
  return { token, launch: launchOfToken(app.db, token), headers: { 'x-launch-token': token } };
};

/** A trial launch of the same game (lottery games offer none: the row is written as a trial would be). */
export const trialLaunchLike = (db: TDatabase, launch: TGameLaunch): TLotteryLaunch => {
  const token = randomBytes(32).toString('hex');
  const trial = db
    .insert(gameLaunches)
    .values({ ...launch, id: undefined, token, mode: 'trial', demoBalanceMinor: 200_000 })
    .returning()
    .get();
  return { token, launch: trial, headers: { 'x-launch-token': token } };
};

/**
 * Moves a draw's close into the past, as when its bets have closed (its draw
 * a minute ahead); the answer puts its times back for the tests after.
 */
export const closeDraw = (db: TDatabase, numero: TLotteryNumero): (() => void) => {
  const setTimes = (closeAt: Date, drawAt: Date) =>
    db.update(lotteryNumeros).set({ closeAt, drawAt }).where(eq(lotteryNumeros.id, numero.id)).run();
  setTimes(new Date(Date.now() - 1_000), new Date(Date.now() + 60_000));
  return () => setTimes(numero.closeAt, numero.drawAt);
};

/** A slip of one line per entry on a draw. */
export const slipOf = (
  drawCode: string,
  lines: TSlip['lines'],
  requestId = randomBytes(8).toString('hex'),
  gameCode = TEST_LOTTERY_GAME,
): TSlip => ({ gameCode, drawCode, requestId, lines });
