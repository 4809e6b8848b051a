import {
  RG_PERIODS_BY_TYPE,
  RG_RAISE_COOLING_OFF_HOURS,
  type TRgLimitType,
  type TRgPeriod,
} from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import { periodAt, type TPeriod } from '../clock/periods.js';
import { rgStatements, type TLimitRow } from './rg-statements.js';

const MINUTE_MS = 60_000;
/** Play time counts the spans between launches and rounds; a pause longer than this is not play. */
export const PLAY_IDLE_MS = 5 * MINUTE_MS;
export const RAISE_COOLING_OFF_MS = RG_RAISE_COOLING_OFF_HOURS * 60 * MINUTE_MS;

const CONTRACT_PERIOD = { day: 'daily', week: 'weekly', month: 'monthly' } as const;

/** The merchant's day, week (from Monday) or month (UTC+8) that holds `now`. */
export const rgPeriodAt = (period: TRgPeriod, now: number): TPeriod => periodAt(CONTRACT_PERIOD[period], now);

/** Every limit a member can set, in a stable order. */
export const LIMIT_KEYS = (Object.keys(RG_PERIODS_BY_TYPE) as TRgLimitType[]).flatMap((type) =>
  RG_PERIODS_BY_TYPE[type].map((period) => ({ type, period })),
);

/** Minutes of play in the span: launches and rounds closer than PLAY_IDLE_MS apart, summed. */
const playMinutes = (executor: TExecutor, memberId: number, span: TPeriod): number => {
  const moments = rgStatements(executor).playMoments.all(
    memberId,
    span.start,
    span.end,
    memberId,
    span.start,
    span.end,
  );
  let played = 0;
  for (let index = 1; index < moments.length; index += 1) {
    const gap = (moments[index]?.at ?? 0) - (moments[index - 1]?.at ?? 0);
    if (gap <= PLAY_IDLE_MS) played += gap;
  }
  return Math.floor(played / MINUTE_MS);
};

/**
 * What the member has used of a limit type in a period: deposits requested
 * (pending or approved), net loss (stakes still open count as lost), valid
 * bets (real-money rounds, lottery sub-orders among them), or minutes of
 * play. Minor units, or minutes for play time; never below zero.
 */
export const usedIn = (executor: TExecutor, memberId: number, type: TRgLimitType, span: TPeriod): number => {
  const statements = rgStatements(executor);
  const args = [memberId, span.start, span.end] as const;
  switch (type) {
    case 'deposit':
      return statements.depositsSince.get(...args)?.total ?? 0;
    case 'wager':
      return statements.roundBetsSince.get(...args)?.total ?? 0;
    case 'loss': {
      const lossArgs = [memberId, span.start, span.end, span.start, span.end] as const;
      return Math.max(0, statements.roundLossSince.get(...lossArgs)?.total ?? 0);
    }
    case 'play_time':
      return playMinutes(executor, memberId, span);
  }
};

/** A limit row as it stands at `now`: a pending raise whose time has come still waits for confirmation. */
export type TLimitState = {
  type: TRgLimitType;
  period: TRgPeriod;
  value: number | null;
  pending: { value: number | null; effectiveAt: number } | null;
};

const stateOf = (row: TLimitRow): TLimitState => ({
  type: row.type as TRgLimitType,
  period: row.period as TRgPeriod,
  value: row.value,
  pending:
    row.pendingEffectiveAt === null ? null : { value: row.pendingValue, effectiveAt: row.pendingEffectiveAt },
});

/** The member's limits that are set (a value in force or a change waiting). */
export const limitsOf = (executor: TExecutor, memberId: number): TLimitState[] =>
  rgStatements(executor).limits.all(memberId).map(stateOf);
