/**
 * Time-sliced tables: round n of a table opens at `epochMs + n * length`,
 * takes bets for `bettingMs`, then reveals for `revealMs`. Nothing runs in
 * the background: every read computes where the clock stands.
 */
export type TTableSchedule = { epochMs: number; bettingMs: number; revealMs: number };

export type TRoundPhase = 'betting' | 'revealing';

export type TRoundWindow = {
  roundNo: number;
  opensAt: number;
  /** Bets close and the result is drawn. */
  closesAt: number;
  /** The reveal is over: the round settles. */
  endsAt: number;
};

export const roundLength = (schedule: TTableSchedule): number => schedule.bettingMs + schedule.revealMs;

export const roundWindow = (schedule: TTableSchedule, roundNo: number): TRoundWindow => {
  const opensAt = schedule.epochMs + roundNo * roundLength(schedule);
  return {
    roundNo,
    opensAt,
    closesAt: opensAt + schedule.bettingMs,
    endsAt: opensAt + roundLength(schedule),
  };
};

/** The round under way at `nowMs`, and its phase. */
export const currentRound = (
  schedule: TTableSchedule,
  nowMs: number,
): TRoundWindow & { phase: TRoundPhase } => {
  const roundNo = Math.max(0, Math.floor((nowMs - schedule.epochMs) / roundLength(schedule)));
  const window = roundWindow(schedule, roundNo);
  return { ...window, phase: nowMs < window.closesAt ? 'betting' : 'revealing' };
};

/** Whether round `roundNo` still takes bets at `nowMs`. */
export const isBettingOpen = (schedule: TTableSchedule, roundNo: number, nowMs: number): boolean => {
  const window = roundWindow(schedule, roundNo);
  return nowMs >= window.opensAt && nowMs < window.closesAt;
};

/** The last round whose reveal is over at `nowMs` (-1 when none). */
export const lastEndedRound = (schedule: TTableSchedule, nowMs: number): number =>
  Math.floor((nowMs - schedule.epochMs) / roundLength(schedule)) - 1;
