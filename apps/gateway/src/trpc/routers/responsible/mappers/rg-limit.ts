import {
  toMajorUnits,
  toMinorUnits,
  type TRgLimit,
  type TRgLimitType,
  type TWireRgLimit,
} from '@site/contracts';

/**
 * A limit's amount from the wire: money in decimal major units becomes
 * integer minor units; play time is minutes on both sides (a fraction of a
 * minute is cut off, the API counting whole minutes).
 */
export const toRgAmount = (type: TRgLimitType, wire: number): number =>
  type === 'play_time' ? Math.floor(wire) : toMinorUnits(wire);

/** A limit's amount for the wire: minor units become major units; play-time minutes stay minutes. */
export const toWireRgAmount = (type: TRgLimitType, value: number): number =>
  type === 'play_time' ? value : toMajorUnits(value);

/**
 * A limit with what its period has used and any raise or removal waiting;
 * the waiting change is confirmable once its cooling-off has ended by the
 * gateway's clock (`now`, epoch ms). A loss limit's period in profit has
 * used none of it.
 */
export const toRgLimit = (wire: TWireRgLimit, now: number): TRgLimit => ({
  type: wire.type,
  period: wire.period,
  value: wire.value === null ? null : toRgAmount(wire.type, wire.value),
  used: Math.max(0, toRgAmount(wire.type, wire.used)),
  resetsAt: wire.resetsAt,
  pending:
    wire.pending === null
      ? null
      : {
          value: wire.pending.value === null ? null : toRgAmount(wire.type, wire.pending.value),
          effectiveAt: wire.pending.effectiveAt,
          confirmable: now >= wire.pending.effectiveAt,
        },
});
