/**
 * Responsible gaming (docs/decisions/0041-responsible-gaming.md): the
 * member's own limits, the reality check, time-outs and self-exclusion, and
 * the restricted persons list. Plain values only: the web's first load may
 * import this module.
 */

/** What a limit caps: money deposited, net loss, valid bets, or minutes of play. */
export const RG_LIMIT_TYPES = ['deposit', 'loss', 'wager', 'play_time'] as const;
export type TRgLimitType = (typeof RG_LIMIT_TYPES)[number];

/** The merchant's day, week (from Monday) and calendar month, all in UTC+8. */
export const RG_PERIODS = ['day', 'week', 'month'] as const;
export type TRgPeriod = (typeof RG_PERIODS)[number];

/** The periods each limit type comes in: play time is a daily limit only. */
export const RG_PERIODS_BY_TYPE: Readonly<Record<TRgLimitType, readonly TRgPeriod[]>> = {
  deposit: RG_PERIODS,
  loss: RG_PERIODS,
  wager: RG_PERIODS,
  play_time: ['day'],
};

/** Money limits are minor units; the play-time limit is minutes of a day. */
export const RG_LIMIT_BOUNDS = {
  maxMoneyMinor: 1_000_000_000,
  maxPlayMinutes: 24 * 60,
} as const;

/** A higher limit or a removal waits this long, then needs the member's confirmation. */
export const RG_RAISE_COOLING_OFF_HOURS = 24;
/** After a self-exclusion ends, play opens this long after the member asks to return. */
export const RG_RETURN_COOLING_OFF_HOURS = 24;

/** Reality check intervals a member can pick, in minutes; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 45, 60] as const;
export type TRealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

/** Time-outs (a short break) and self-exclusion (PAGCOR: 6 months, 1 or 5 years). */
export const TIME_OUT_PERIODS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export const BREAK_KINDS = ['time_out', 'self_exclusion'] as const;
export type TBreakKind = (typeof BREAK_KINDS)[number];
export type TBreakPeriod = (typeof TIME_OUT_PERIODS)[number] | (typeof SELF_EXCLUSION_PERIODS)[number];
export const BREAK_PERIODS_BY_KIND: Readonly<Record<TBreakKind, readonly TBreakPeriod[]>> = {
  time_out: TIME_OUT_PERIODS,
  self_exclusion: SELF_EXCLUSION_PERIODS,
};

const HOUR_MS = 3_600_000;

/** When a break taken at `from` (epoch ms) ends: hours and days exactly, months and years by the calendar (UTC). */
export const breakEndsAt = (period: TBreakPeriod, from: number): number => {
  const date = new Date(from);
  switch (period) {
    case '24h':
      return from + 24 * HOUR_MS;
    case '7d':
      return from + 7 * 24 * HOUR_MS;
    case '30d':
      return from + 30 * 24 * HOUR_MS;
    case '6m':
      return date.setUTCMonth(date.getUTCMonth() + 6);
    case '1y':
      return date.setUTCFullYear(date.getUTCFullYear() + 1);
    case '5y':
      return date.setUTCFullYear(date.getUTCFullYear() + 5);
  }
};

/**
 * Why a member may not play, deposit or receive money (they may still sign
 * in, withdraw and read their records):
 * - `time_out`, `self_exclusion`: a break the member took, until `until`;
 * - `closed`: a self-exclusion has ended and the member has not asked to return;
 * - `returning`: the member asked to return; play opens at `until`;
 * - `restricted`: on the restricted persons list (NDRP), with no end.
 */
export const RESTRICTION_KINDS = ['time_out', 'self_exclusion', 'closed', 'returning', 'restricted'] as const;
export type TRestrictionKind = (typeof RESTRICTION_KINDS)[number];

/** The PGSI's nine questions are scored 0–3 each; its bands by total score. */
export const PGSI_QUESTION_COUNT = 9;
export const PGSI_BANDS = [
  { band: 'none', min: 0, max: 0 },
  { band: 'low', min: 1, max: 2 },
  { band: 'moderate', min: 3, max: 7 },
  { band: 'problem', min: 8, max: 27 },
] as const;
export type TPgsiBand = (typeof PGSI_BANDS)[number]['band'];
export const pgsiBandOf = (score: number): TPgsiBand =>
  (PGSI_BANDS.find((band) => score >= band.min && score <= band.max) ?? PGSI_BANDS[3]).band;
