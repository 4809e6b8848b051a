import { z } from 'zod';
import {
  REALITY_CHECK_MINUTES,
  RESTRICTION_KINDS,
  RG_LIMIT_BOUNDS,
  RG_LIMIT_TYPES,
  RG_PERIODS,
  RG_PERIODS_BY_TYPE,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
} from '../domain/responsible.js';
import { requiredText, VALIDATION } from './validation.js';

/**
 * The responsible group's procedures (docs/decisions/0041-responsible-gaming.md).
 * Money is integer minor units; play time is minutes; times are epoch ms.
 */

const ZRgLimitKeyShape = { type: z.enum(RG_LIMIT_TYPES), period: z.enum(RG_PERIODS) };

export const ZRestrictionSchema = z.object({
  kind: z.enum(RESTRICTION_KINDS),
  since: z.number().int(),
  until: z.number().int().nullable(),
});
export type TRestriction = z.infer<typeof ZRestrictionSchema>;

export const ZRgLimitSchema = z.object({
  ...ZRgLimitKeyShape,
  /** In force: minor units, or minutes for play time; null when none. */
  value: z.number().int().nullable(),
  used: z.number().int().min(0),
  resetsAt: z.number().int(),
  /** A raise or removal waiting: it can be confirmed from `effectiveAt` on. */
  pending: z
    .object({
      value: z.number().int().nullable(),
      effectiveAt: z.number().int(),
      confirmable: z.boolean(),
    })
    .nullable(),
});
export type TRgLimit = z.infer<typeof ZRgLimitSchema>;

export const ZRgOverviewOutputSchema = z.object({
  limits: z.array(ZRgLimitSchema),
  /** 0 when off. Members pick whole minutes; QA may set seconds. */
  realityCheckSeconds: z.number().int().min(0),
  restriction: ZRestrictionSchema.nullable(),
});
export type TRgOverview = z.infer<typeof ZRgOverviewOutputSchema>;

const isAllowedPeriod = (value: { type: keyof typeof RG_PERIODS_BY_TYPE; period: string }) =>
  RG_PERIODS_BY_TYPE[value.type].some((period) => period === value.period);

/** A new limit (minor units, or minutes for play time), or null to remove it. Unknown fields are refused. */
export const ZSetRgLimitInputSchema = z
  .strictObject({
    ...ZRgLimitKeyShape,
    value: z.number({ error: VALIDATION.invalid }).int().positive().nullable(),
  })
  .refine(isAllowedPeriod, { error: VALIDATION.invalid, path: ['period'] })
  .refine(
    (value) =>
      value.value === null ||
      value.value <=
        (value.type === 'play_time' ? RG_LIMIT_BOUNDS.maxPlayMinutes : RG_LIMIT_BOUNDS.maxMoneyMinor),
    { error: VALIDATION.invalid, path: ['value'] },
  );
export type TSetRgLimitInput = z.input<typeof ZSetRgLimitInputSchema>;

export const ZSetRgLimitOutputSchema = z.object({
  limit: ZRgLimitSchema,
  /** `now`: in force at once (new or lower); `pending`: waits for the cooling-off and a confirmation. */
  applied: z.enum(['now', 'pending']),
});
export type TSetRgLimitOutput = z.infer<typeof ZSetRgLimitOutputSchema>;

export const ZRgLimitKeyInputSchema = z.strictObject(ZRgLimitKeyShape).refine(isAllowedPeriod, {
  error: VALIDATION.invalid,
  path: ['period'],
});
export const ZRgLimitOutputSchema = z.object({ limit: ZRgLimitSchema });

export const ZSetRealityCheckInputSchema = z.strictObject({
  intervalMinutes: z.union(REALITY_CHECK_MINUTES.map((minutes) => z.literal(minutes))),
});
export const ZSetRealityCheckOutputSchema = z.object({ realityCheckSeconds: z.number().int().min(0) });

export const ZPlaySessionOutputSchema = z.object({
  startedAt: z.number().int(),
  realityCheckSeconds: z.number().int().min(0),
  /** Wins minus stakes since `startedAt` (negative: a loss), minor units. */
  netMinor: z.number().int(),
  wageredMinor: z.number().int().min(0),
});
export type TPlaySession = z.infer<typeof ZPlaySessionOutputSchema>;

/** A time-out or self-exclusion: the password again and an explicit confirmation; it cannot be undone. */
export const ZTakeBreakInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('time_out'),
    period: z.enum(TIME_OUT_PERIODS),
    password: requiredText(128),
    confirm: z.literal(true, { error: VALIDATION.required }),
  }),
  z.strictObject({
    kind: z.literal('self_exclusion'),
    period: z.enum(SELF_EXCLUSION_PERIODS),
    password: requiredText(128),
    confirm: z.literal(true, { error: VALIDATION.required }),
  }),
]);
export type TTakeBreakInput = z.input<typeof ZTakeBreakInputSchema>;

export const ZRestrictionOutputSchema = z.object({ restriction: ZRestrictionSchema });
