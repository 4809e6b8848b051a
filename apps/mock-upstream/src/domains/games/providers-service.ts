import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZWireProviderListSchema } from '@site/contracts';
import { vendorIconUrl } from '../../core/play/game-items.js';
import type { TExecutor } from '../../db/client.js';
import { gameVendors } from '../../db/schema-games.js';

/**
 * `value` of `GCSGAME_gameVendor`, the older vendor list: each game category
 * (the vendor's own gameType, not the lane it is shown in) with its vendors in
 * menu order, from the same vendor table as `GCSGAME_newGameVendor`.
 */
export const listProviderCategories = (
  db: TExecutor,
  merchantId: number,
): z.input<typeof ZWireProviderListSchema> => {
  const cards = db
    .select()
    .from(gameVendors)
    .where(eq(gameVendors.merchantId, merchantId))
    .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.id))
    .all();
  const byCategory = new Map<string, z.input<typeof ZWireProviderListSchema>[number]['vendors']>();
  for (const card of cards) {
    const vendors = byCategory.get(card.gameType) ?? [];
    byCategory.set(card.gameType, vendors);
    if (vendors.some((vendor) => vendor.vassalage === card.vassalage)) continue;
    vendors.push({
      vassalage: card.vassalage,
      displayName: card.displayName,
      gameType: card.gameType,
      logoUrl: vendorIconUrl(card.vassalage),
      maintenance: card.isUnderMaintenance ? 1 : 0,
    });
  }
  return [...byCategory].map(([gameCategory, vendors]) => ({ gameCategory, vendors }));
};
