import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { GAME_CLASSIFIES, type ZWireVassGameTypeSchema, type ZWireVendorListSchema } from '@site/contracts';
import { vendorIconUrl } from '../../core/play/game-items.js';
import type { TExecutor } from '../../db/client.js';
import { gameLanes, games, gameVendors } from '../../db/schema-games.js';

const classifyOrder = (classify: string): number => {
  const index = (GAME_CLASSIFIES as readonly string[]).indexOf(classify);
  return index === -1 ? GAME_CLASSIFIES.length : index;
};

/** Category → vassalage → the slot filters its games use, in the product's (docs/product.md) order. */
const classifiesByVendor = (db: TExecutor, merchantId: number): Map<string, Map<string, string[]>> => {
  const rows = db
    .selectDistinct({
      gameType: games.gameType,
      vassalage: games.vassalage,
      gameClassify: games.gameClassify,
    })
    .from(games)
    .where(eq(games.merchantId, merchantId))
    .all();
  const byType = new Map<string, Map<string, string[]>>();
  for (const row of rows) {
    const byVendor = byType.get(row.gameType) ?? new Map<string, string[]>();
    byType.set(row.gameType, byVendor);
    const classifies = byVendor.get(row.vassalage) ?? [];
    byVendor.set(row.vassalage, classifies);
    if (row.gameClassify && !classifies.includes(row.gameClassify)) classifies.push(row.gameClassify);
  }
  for (const byVendor of byType.values()) {
    for (const classifies of byVendor.values())
      classifies.sort((a, b) => classifyOrder(a) - classifyOrder(b));
  }
  return byType;
};

/**
 * `value` of `GCSGAME_newGameVendor`: the lanes in their order, each with its
 * label in the request's language (none for a lane without one) and its cards.
 */
export const buildVendorLanes = (
  db: TExecutor,
  merchantId: number,
  language: string,
): z.input<typeof ZWireVendorListSchema> => {
  const lanes = db
    .select()
    .from(gameLanes)
    .where(eq(gameLanes.merchantId, merchantId))
    .orderBy(asc(gameLanes.sortOrder))
    .all();
  const cards = db
    .select()
    .from(gameVendors)
    .where(eq(gameVendors.merchantId, merchantId))
    .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.id))
    .all();
  const classifies = classifiesByVendor(db, merchantId);
  return {
    data: {
      lanes: lanes.map((lane) => {
        const laneClassifies = [...new Set([...(classifies.get(lane.category)?.values() ?? [])].flat())].sort(
          (a, b) => classifyOrder(a) - classifyOrder(b),
        );
        return {
          title: lane.category,
          name: (language === 'TY' ? (lane.nameTy ?? lane.nameEn) : lane.nameEn) ?? null,
          gameClassify: laneClassifies.length > 0 ? laneClassifies.join(',') : null,
          cards: cards
            .filter((card) => card.laneCategory === lane.category)
            .map((card) => {
              const icon = vendorIconUrl(card.vassalage);
              return {
                vassalage: card.vassalage,
                accountTypeName: card.accountTypeName,
                displayName: card.displayName,
                gameType: card.gameType,
                isGame: card.isGame,
                smallIcon: icon,
                h5Icon: icon,
                lagerIcon: icon,
                gameId: card.singleGameId,
                nodeId: card.singleNodeId,
                telGameId: null,
                telNodeId: null,
                maintenance: card.isUnderMaintenance ? 1 : 0,
              };
            }),
        };
      }),
    },
  };
};

/** `value` of `GCSGAME_getVassGameType`: category → vendor → the classifies its games offer. */
export const buildVassGameType = (
  db: TExecutor,
  merchantId: number,
): z.input<typeof ZWireVassGameTypeSchema> => {
  const content: Record<string, Record<string, string[]>> = {};
  for (const [gameType, byVendor] of classifiesByVendor(db, merchantId)) {
    content[gameType] = Object.fromEntries(byVendor);
  }
  return { content };
};
