import { z } from 'zod';
import {
  BREAK_KINDS,
  RESTRICTION_KINDS,
  RG_LIMIT_TYPES,
  RG_PERIODS,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
} from '../domain/responsible.js';
import { ZWireAmount, ZWireTime } from './common.js';

/**
 * The responsible group (docs/decisions/0041-responsible-gaming.md): the
 * member's limits, reality check, breaks and return. The public catalogue
 * has none of these calls: paths and payloads are ours. Money travels as
 * decimal major units like every amount of the wire; play time as minutes.
 */
export const RESPONSIBLE_PATHS = {
  /** The member's limits with what is used and when each resets, the reality check and any restriction. */
  overview: '/wps/responsible/overview',
  /** `{type, period, value}`: sets, lowers (at once), raises or removes (`value: null`, after the cooling-off). */
  setLimit: '/wps/responsible/limit',
  /** `{type, period}`: applies a raise or removal whose cooling-off has ended. */
  confirmLimit: '/wps/responsible/limit/confirm',
  /** `{type, period}`: drops a raise or removal still waiting; the limit in force stays. */
  cancelLimitChange: '/wps/responsible/limit/cancel',
  /** `{intervalMinutes}`: the reality check's interval, 0 for off. */
  setRealityCheck: '/wps/responsible/reality-check',
  /** This sign-in's start, the reality check interval and the session's net result. */
  playSession: '/wps/responsible/session',
  /** `{kind, period, password}` (encrypted): a time-out or self-exclusion, never shorter than one running. */
  takeBreak: '/wps/responsible/break',
  /** After a self-exclusion has ended: asks to play again, which opens after the cooling-off. */
  askToReturn: '/wps/responsible/return',
} as const;

export const ZWireRgLimitKeySchema = z.object({
  type: z.enum(RG_LIMIT_TYPES),
  period: z.enum(RG_PERIODS),
});

/** `PUT /wps/responsible/limit`: `value` in major units (minutes for play time), null to remove. */
export const ZWireSetRgLimitRequestSchema = ZWireRgLimitKeySchema.extend({
  value: z.number().positive().nullable(),
});
export type TWireSetRgLimitRequest = z.infer<typeof ZWireSetRgLimitRequestSchema>;

export const ZWireRgLimitSchema = ZWireRgLimitKeySchema.extend({
  /** The limit in force: major units, or minutes; null when none. */
  value: ZWireAmount.nullable(),
  /** What the current period has used of it, in the same unit (also when there is no limit). */
  used: ZWireAmount,
  /** When the current period ends. */
  resetsAt: ZWireTime,
  /** A raise or removal waiting for its cooling-off and then the member's confirmation. */
  pending: z
    .object({
      value: ZWireAmount.nullable(),
      effectiveAt: ZWireTime,
    })
    .nullable(),
});
export type TWireRgLimit = z.infer<typeof ZWireRgLimitSchema>;

export const ZWireRestrictionSchema = z.object({
  kind: z.enum(RESTRICTION_KINDS),
  since: ZWireTime,
  /** When it ends (for `returning`: when play opens); null when it has no end. */
  until: ZWireTime.nullable(),
});
export type TWireRestriction = z.infer<typeof ZWireRestrictionSchema>;

/** `value` of `GET /wps/responsible/overview`: every limit type and period, set or not. */
export const ZWireRgOverviewSchema = z.object({
  limits: z.array(ZWireRgLimitSchema),
  realityCheckSeconds: z.coerce.number().int().min(0),
  restriction: ZWireRestrictionSchema.nullable(),
});
export type TWireRgOverview = z.infer<typeof ZWireRgOverviewSchema>;

/** `value` of `PUT /wps/responsible/limit`: the limit after, and whether the change applied now or waits. */
export const ZWireSetRgLimitReplySchema = z.object({
  limit: ZWireRgLimitSchema,
  applied: z.enum(['now', 'pending']),
});

/** `value` of `POST /wps/responsible/limit/confirm` and `…/limit/cancel`: the limit after. */
export const ZWireRgLimitReplySchema = z.object({ limit: ZWireRgLimitSchema });

/** `PUT /wps/responsible/reality-check`. */
export const ZWireSetRealityCheckRequestSchema = z.object({
  intervalMinutes: z.number().int().min(0).max(60),
});

/** `value` of `PUT /wps/responsible/reality-check`: the interval now in force, in seconds (0: off). */
export const ZWireSetRealityCheckReplySchema = z.object({
  realityCheckSeconds: z.coerce.number().int().min(0),
});

/** `value` of `GET /wps/responsible/session`. */
export const ZWirePlaySessionSchema = z.object({
  /** When this sign-in began (the upstream session's start). */
  startedAt: ZWireTime,
  realityCheckSeconds: z.coerce.number().int().min(0),
  /** Wins minus stakes of the rounds and lottery orders settled since `startedAt`, major units. */
  net: ZWireAmount,
  /** Valid bets since `startedAt`, major units. */
  wagered: ZWireAmount,
});
export type TWirePlaySession = z.infer<typeof ZWirePlaySessionSchema>;

/** `POST /wps/responsible/break`, encrypted (it carries the password). */
export const ZWireTakeBreakRequestSchema = z.object({
  kind: z.enum(BREAK_KINDS),
  period: z.enum([...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS]),
  password: z.string().min(1).max(128),
});
export type TWireTakeBreakRequest = z.infer<typeof ZWireTakeBreakRequestSchema>;

/** `value` of the break and return calls: the restriction now in force. */
export const ZWireRestrictionReplySchema = z.object({ restriction: ZWireRestrictionSchema });

/**
 * `value` of a refusal by a limit (`deposit_limit_reached`, `loss_limit_reached`,
 * `wager_limit_reached`, `play_time_limit_reached`): which limit, what it
 * leaves (major units or minutes) and when it resets; or, for
 * `account_restricted`, the restriction.
 */
export const ZWireRgRefusalSchema = z.object({
  limit: ZWireRgLimitKeySchema.extend({ left: ZWireAmount, resetsAt: ZWireTime }).optional(),
  restriction: ZWireRestrictionSchema.optional(),
});
export type TWireRgRefusal = z.infer<typeof ZWireRgRefusalSchema>;
