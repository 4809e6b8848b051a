import type { TPlaySession, TRgLimit, TRgOverview } from '@site/contracts/api';
import { RG_LIMIT_TYPES, RG_PERIODS_BY_TYPE } from '@site/contracts/domain';

/** Midnight of 30 November 2026 in the merchant's time (UTC+8): 30/11/2026 00:00. */
export const NEXT_MIDNIGHT = Date.UTC(2026, 10, 29, 16, 0);

export const rgLimit = (overrides: Partial<TRgLimit> = {}): TRgLimit => ({
  type: 'deposit',
  period: 'day',
  value: null,
  used: 0,
  resetsAt: NEXT_MIDNIGHT,
  pending: null,
  ...overrides,
});

/** The overview with every limit unset but those given, no reality check and no restriction. */
export const rgOverview = (
  limits: readonly TRgLimit[] = [],
  overrides: Partial<Omit<TRgOverview, 'limits'>> = {},
): TRgOverview => ({
  limits: RG_LIMIT_TYPES.flatMap((type) =>
    RG_PERIODS_BY_TYPE[type].map(
      (period) =>
        limits.find((limit) => limit.type === type && limit.period === period) ?? rgLimit({ type, period }),
    ),
  ),
  realityCheckSeconds: 0,
  restriction: null,
  ...overrides,
});

export const playSession = (overrides: Partial<TPlaySession> = {}): TPlaySession => ({
  startedAt: Date.now(),
  realityCheckSeconds: 900,
  netMinor: 0,
  wageredMinor: 0,
  ...overrides,
});
