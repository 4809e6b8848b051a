import type { TRestriction, TWireRestriction } from '@site/contracts';

/**
 * A time-out, self-exclusion or listing in force (docs/decisions/0041-responsible-gaming.md)
 * as the member info, a downline and the responsible group carry it. Times
 * are epoch ms on both sides.
 */
export const toRestriction = (wire: TWireRestriction): TRestriction => ({
  kind: wire.kind,
  since: wire.since,
  until: wire.until,
});

/** The restriction in force, or null when the wire has none (absent or null). */
export const toRestrictionOrNull = (wire: TWireRestriction | null | undefined): TRestriction | null =>
  wire ? toRestriction(wire) : null;
