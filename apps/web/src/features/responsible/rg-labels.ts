import type {
  TBreakKind,
  TBreakPeriod,
  TPgsiBand,
  TRealityCheckMinutes,
  TRgLimitType,
  TRgPeriod,
} from '@site/contracts/domain';
import { tk, type TMessageKey } from '../../lib/i18n-keys';

/* The responsible gaming page's names for limits, periods, breaks and bands. */

/** Each limit's title ("Daily deposit limit"); play time comes as a daily limit only, the rest for completeness. */
export const LIMIT_TITLE_KEYS: Readonly<Record<TRgLimitType, Readonly<Record<TRgPeriod, TMessageKey>>>> = {
  deposit: {
    day: tk('rg.limit.deposit_day'),
    week: tk('rg.limit.deposit_week'),
    month: tk('rg.limit.deposit_month'),
  },
  loss: { day: tk('rg.limit.loss_day'), week: tk('rg.limit.loss_week'), month: tk('rg.limit.loss_month') },
  wager: {
    day: tk('rg.limit.wager_day'),
    week: tk('rg.limit.wager_week'),
    month: tk('rg.limit.wager_month'),
  },
  play_time: {
    day: tk('rg.limit.play_time_day'),
    week: tk('rg.limit.play_time_week'),
    month: tk('rg.limit.play_time_month'),
  },
};

/** What a limit has counted so far in its period. */
export const USED_KEYS: Readonly<Record<TRgPeriod, TMessageKey>> = {
  day: tk('rg.limits.used_day'),
  week: tk('rg.limits.used_week'),
  month: tk('rg.limits.used_month'),
};

export const BREAK_KIND_KEYS: Readonly<Record<TBreakKind, TMessageKey>> = {
  time_out: tk('rg.break.kind_time_out'),
  self_exclusion: tk('rg.break.kind_self_exclusion'),
};

export const BREAK_KIND_HELP_KEYS: Readonly<Record<TBreakKind, TMessageKey>> = {
  time_out: tk('rg.break.kind_time_out_help'),
  self_exclusion: tk('rg.break.kind_self_exclusion_help'),
};

export const BREAK_PERIOD_KEYS: Readonly<Record<TBreakPeriod, TMessageKey>> = {
  '24h': tk('rg.break.period_24h'),
  '7d': tk('rg.break.period_7d'),
  '30d': tk('rg.break.period_30d'),
  '6m': tk('rg.break.period_6m'),
  '1y': tk('rg.break.period_1y'),
  '5y': tk('rg.break.period_5y'),
};

/** The confirmation of each kind, naming its end date. */
export const BREAK_CONFIRM_KEYS: Readonly<Record<TBreakKind, TMessageKey>> = {
  time_out: tk('rg.break.confirm_time_out'),
  self_exclusion: tk('rg.break.confirm_self_exclusion'),
};

/** Said once the break has started and the member has been signed out. */
export const BREAK_STARTED_KEYS: Readonly<Record<TBreakKind, TMessageKey>> = {
  time_out: tk('rg.break.started_time_out'),
  self_exclusion: tk('rg.break.started_self_exclusion'),
};

export const REALITY_CHECK_OPTION_KEYS: Readonly<Record<TRealityCheckMinutes, TMessageKey>> = {
  0: tk('rg.reality.off'),
  15: tk('rg.reality.every_15'),
  30: tk('rg.reality.every_30'),
  45: tk('rg.reality.every_45'),
  60: tk('rg.reality.every_60'),
};

export const PGSI_BAND_TITLE_KEYS: Readonly<Record<TPgsiBand, TMessageKey>> = {
  none: tk('rg.pgsi.band_none'),
  low: tk('rg.pgsi.band_low'),
  moderate: tk('rg.pgsi.band_moderate'),
  problem: tk('rg.pgsi.band_problem'),
};

export const PGSI_BAND_TEXT_KEYS: Readonly<Record<TPgsiBand, TMessageKey>> = {
  none: tk('rg.pgsi.band_none_text'),
  low: tk('rg.pgsi.band_low_text'),
  moderate: tk('rg.pgsi.band_moderate_text'),
  problem: tk('rg.pgsi.band_problem_text'),
};
