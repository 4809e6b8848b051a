import { z } from 'zod';
import { GAME_CATEGORIES, GAME_CLASSIFIES, LIMITS, PRIZE_MODES } from '../domain/index.js';

const ZMinorUnits = z.number().int();
/** Codes from the upstream: short, printable, no path tricks. */
const ZCode = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/);

export const ZGameCategorySchema = z.enum(GAME_CATEGORIES);

/** A game as the web shows it (docs/product.md §2 "Game items"). */
export const ZGameSchema = z.object({
  nodeId: z.string(),
  gameId: z.string(),
  vassalage: z.string(),
  /** The game category code the upstream gave (RNG, LIVE, ...). */
  gameType: z.string(),
  /** gameName, or nodeName when the game has none. */
  name: z.string(),
  displayName: z.string(),
  iconUrl: z.string().nullable(),
  gameClassify: z.string().nullable(),
  /** supportPlay 0 on the wire: a free trial is offered. */
  supportsTrial: z.boolean(),
  isNew: z.boolean(),
  isUnderMaintenance: z.boolean(),
});
export type TGame = z.infer<typeof ZGameSchema>;

/** A vendor card. `opensGameList`: isGame VASSALAGE; otherwise `gameId`/`nodeId` name its one game. */
export const ZVendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  iconUrl: z.string().nullable(),
  opensGameList: z.boolean(),
  gameId: z.string().nullable(),
  nodeId: z.string().nullable(),
  isUnderMaintenance: z.boolean(),
});
export type TVendor = z.infer<typeof ZVendorSchema>;

/** A category of the menu after the vendor grouping of docs/product.md §4. `label` null: the web names it after its first vendor. */
export const ZVendorCategorySchema = z.object({
  category: ZGameCategorySchema,
  label: z.string().nullable(),
  vendors: z.array(ZVendorSchema),
});
export type TVendorCategory = z.infer<typeof ZVendorCategorySchema>;
export const ZVendorsOutputSchema = z.object({ categories: z.array(ZVendorCategorySchema) });
export type TVendorsOutput = z.infer<typeof ZVendorsOutputSchema>;

/** Category → vendor → the slot filters (gameClassify) its games offer. */
export const ZGameTypesOutputSchema = z.object({
  types: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
});

export const ZGameListInputSchema = z.strictObject({
  gameType: ZGameCategorySchema.optional(),
  vassalage: ZCode.optional(),
  gameClassify: z.enum(GAME_CLASSIFIES).optional(),
  /** Search by name. */
  gameName: z.string().trim().max(50).optional(),
  isNew: z.boolean().optional(),
  pageNo: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(LIMITS.lobbyPageSize).default(LIMITS.lobbyPageSize),
});
export type TGameListInput = z.input<typeof ZGameListInputSchema>;

export const ZGamePageSchema = z.object({
  games: z.array(ZGameSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type TGamePage = z.infer<typeof ZGamePageSchema>;

export const ZGamesOutputSchema = z.object({ games: z.array(ZGameSchema) });

export const ZWinnerSchema = z.object({
  customerName: z.string(),
  winAmount: ZMinorUnits,
  gameName: z.string(),
  nodeId: z.string().nullable(),
  vassalage: z.string().nullable(),
  gameType: z.string().nullable(),
  iconUrl: z.string().nullable(),
});
export type TWinner = z.infer<typeof ZWinnerSchema>;
export const ZWinnersOutputSchema = z.object({ winners: z.array(ZWinnerSchema) });

/** The winners of one category (a lobby's ticker). */
export const ZCategoryWinnersInputSchema = z.strictObject({ category: ZGameCategorySchema });

/** The game providers of the footer: each vendor once, in menu order (decision 0033). */
export const ZProviderSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  logoUrl: z.string().nullable(),
});
export type TProvider = z.infer<typeof ZProviderSchema>;
export const ZProvidersOutputSchema = z.object({ providers: z.array(ZProviderSchema) });

/** The categories whose centre shows hot matches. */
export const MATCH_CATEGORIES = ['SPORTS', 'ESPORTS'] as const;
export type TMatchCategory = (typeof MATCH_CATEGORIES)[number];
export const ZHotMatchesInputSchema = z.strictObject({ category: z.enum(MATCH_CATEGORIES) });
/** Decimal odds are prices, not money: numbers with two decimals. */
const ZOdds = z.number().positive();
export const ZMatchSchema = z.object({
  id: z.string(),
  vassalage: z.string(),
  sportName: z.string(),
  leagueName: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  kickOffAt: z.number().int(),
  odds: z.object({ home: ZOdds, draw: ZOdds.nullable(), away: ZOdds }),
});
export type TMatch = z.infer<typeof ZMatchSchema>;
export const ZHotMatchesOutputSchema = z.object({ matches: z.array(ZMatchSchema) });

export const ZFavouriteIdsOutputSchema = z.object({ nodeIds: z.array(z.string()) });
export const ZFavouritesInputSchema = z.strictObject({
  pageNo: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(LIMITS.lobbyPageSize).default(LIMITS.lobbyPageSize),
});
export const ZFavouriteAddInputSchema = z.strictObject({
  nodeId: ZCode,
  vassalage: ZCode,
  gameType: ZGameCategorySchema,
});
export const ZFavouriteRemoveInputSchema = z.strictObject({ nodeId: ZCode });

export const ZPokerRoomSchema = z.object({
  roomId: z.string(),
  roomName: z.string(),
  nodeId: z.string(),
  gameId: z.string(),
  vassalage: z.string(),
  smallBlind: ZMinorUnits,
  bigBlind: ZMinorUnits,
  minBuyIn: ZMinorUnits,
  maxBuyIn: ZMinorUnits,
  seatCount: z.number().int(),
  seatedCount: z.number().int(),
});
export type TPokerRoom = z.infer<typeof ZPokerRoomSchema>;
export const ZPokerRoomsOutputSchema = z.object({ rooms: z.array(ZPokerRoomSchema) });

export const ZLaunchInputSchema = z.strictObject({
  nodeId: ZCode,
  gameId: ZCode,
  vassalage: ZCode,
});
export const ZTrialLaunchInputSchema = z.strictObject({ nodeId: ZCode, gameId: ZCode });
/**
 * Lottery lobby: the prize mode and the game code from the route's query;
 * `area` VN on /vnLottery (the lobby's back link returns to the route it came from).
 */
export const ZLotteryLaunchInputSchema = z.strictObject({
  prizeMode: z.enum(PRIZE_MODES),
  area: z.enum(['VN']).optional(),
  gameCode: ZCode.optional(),
});
/** Where the game runs: shown in the game popup's iframe. Root-relative URLs are served through the gateway. */
export const ZLaunchOutputSchema = z.object({ url: z.string().min(1) });
export type TLaunchOutput = z.infer<typeof ZLaunchOutputSchema>;
