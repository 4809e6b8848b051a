import type { TLotterySchedule } from '../../db/schema-lottery.js';

/**
 * A lottery game's clock: real time plus the offset QA gave it
 * (`POST /__qa/lottery/games/:gameCode/clock`). Draw, close and drawn times
 * are stored on it; functions of the lottery take real time and convert.
 */
export const gameClockOf = (schedule: Pick<TLotterySchedule, 'clockOffsetMs'>, now: Date): number =>
  now.getTime() + schedule.clockOffsetMs;
