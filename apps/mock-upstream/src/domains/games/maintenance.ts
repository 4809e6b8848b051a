import { and, eq } from 'drizzle-orm';
import { VALIDATION } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import { games, gameVendors } from '../../db/schema-games.js';
import { wireErrors } from '../../wire/envelope.js';

export type TGameMaintenanceSwitch = {
  /** Every card of this vendor (in every lane). */
  vassalage?: string | undefined;
  /** This one game. */
  nodeId?: string | undefined;
  isOn: boolean;
};

/**
 * Puts a vendor and/or a game under maintenance or takes it out (QA API).
 * Names nothing, or an unknown vendor or game: `validation_failed`.
 */
export const setGameMaintenance = (
  db: TExecutor,
  merchantId: number,
  { vassalage, nodeId, isOn }: TGameMaintenanceSwitch,
): { vassalage: string | null; nodeId: string | null; maintenance: boolean } => {
  if (!vassalage && !nodeId) throw wireErrors.validationFailed({ vassalage: VALIDATION.required });
  if (vassalage) {
    const changed = db
      .update(gameVendors)
      .set({ isUnderMaintenance: isOn })
      .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.vassalage, vassalage)))
      .run().changes;
    if (changed === 0) throw wireErrors.validationFailed({ vassalage: VALIDATION.invalid });
  }
  if (nodeId) {
    const changed = db
      .update(games)
      .set({ isUnderMaintenance: isOn })
      .where(and(eq(games.merchantId, merchantId), eq(games.nodeId, nodeId)))
      .run().changes;
    if (changed === 0) throw wireErrors.validationFailed({ nodeId: VALIDATION.invalid });
  }
  return { vassalage: vassalage ?? null, nodeId: nodeId ?? null, maintenance: isOn };
};
