import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { toMajorUnits, type ZWireGameSchema } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import { gameVendors, type TGameRow } from '../../db/schema-games.js';

/** Where the generated icons are served (root-relative, as the upstream's CDN paths). */
export const GAME_ICON_PATH = '/static/cdn/TCG_PROD_IMAGES/GAME_ICON';
export const VENDOR_ICON_PATH = '/static/cdn/TCG_PROD_IMAGES/VENDOR_ICON_SMALL';

export const gameIconUrl = (nodeId: string): string => `${GAME_ICON_PATH}/${encodeURIComponent(nodeId)}.svg`;
export const vendorIconUrl = (vassalage: string): string =>
  `${VENDOR_ICON_PATH}/${encodeURIComponent(vassalage)}-DEFAULT.svg`;

/** The TY name when the request asks for TY and the game has one; the English name otherwise. */
export const gameNameIn = (game: Pick<TGameRow, 'gameName' | 'gameNameTy'>, language: string): string =>
  language === 'TY' && game.gameNameTy ? game.gameNameTy : game.gameName;

type TVendorFacts = { displayName: string; isUnderMaintenance: boolean };

/** Display name and maintenance flag per vassalage of the merchant (a vendor's cards agree on both). */
export const loadVendorFacts = (db: TExecutor, merchantId: number): Map<string, TVendorFacts> => {
  const facts = new Map<string, TVendorFacts>();
  const rows = db
    .select({
      vassalage: gameVendors.vassalage,
      displayName: gameVendors.displayName,
      isUnderMaintenance: gameVendors.isUnderMaintenance,
    })
    .from(gameVendors)
    .where(eq(gameVendors.merchantId, merchantId))
    .orderBy(asc(gameVendors.id))
    .all();
  for (const row of rows) {
    const known = facts.get(row.vassalage);
    facts.set(row.vassalage, {
      displayName: known?.displayName ?? row.displayName,
      isUnderMaintenance: (known?.isUnderMaintenance ?? false) || row.isUnderMaintenance,
    });
  }
  return facts;
};

export type TWireGameItem = z.input<typeof ZWireGameSchema>;

/**
 * A game as the upstream lists it (game list, hot games, favourites, recent):
 * names per language, root-relative icons, flags as 0/1, amounts in major units.
 */
export const toWireGame = (
  game: TGameRow,
  language: string,
  vendors: ReadonlyMap<string, TVendorFacts>,
): TWireGameItem => {
  const vendor = vendors.get(game.vassalage);
  const icon = gameIconUrl(game.nodeId);
  return {
    nodeId: game.nodeId,
    gameId: game.gameId,
    gameName: gameNameIn(game, language),
    nodeName: game.gameName,
    displayName: vendor?.displayName ?? game.vassalage,
    gameType: game.gameType,
    vassalage: game.vassalage,
    gameClassify: game.gameClassify,
    defaultIcon: icon,
    showIcon: icon,
    iconUrl: icon,
    supportPlay: game.supportPlay,
    isNew: game.isNew ? 1 : 0,
    hotRank: game.hotRank,
    minBet: toMajorUnits(game.minBetMinor),
    lineNum: game.lineNum,
    rtp: game.rtpBasisPoints === null ? null : game.rtpBasisPoints / 100,
    maintenance: game.isUnderMaintenance || vendor?.isUnderMaintenance ? 1 : 0,
  };
};
