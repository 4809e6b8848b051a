import { z } from 'zod';
import { ZWireId } from './common.js';

/**
 * The games group: catalogue, favourites, winners, launches (the lottery
 * lobby's too) and poker rooms (docs/upstream.md §3 "Games" and §4 "Games",
 * docs/product.md §7 "Games"). The upstream mixes numbers and numeric
 * strings, so ids and flags coerce.
 */
const ZWireFlag = z.union([z.number(), z.string(), z.boolean()]).transform((value) => Number(value));

export const GAMES_PATHS = {
  vendors: '/wps/relay/GCSGAME_newGameVendor',
  /** The older, flat vendor list: the footer's provider logos (decision 0033). */
  providers: '/wps/relay/GCSGAME_gameVendor',
  /** Hot sports and e-sports matches of the game centres. */
  hotMatches: '/wps/relay/GCSGAME_getGameMatchV2',
  vassGameType: '/wps/relay/GCSGAME_getVassGameType',
  gameList: '/wps/relay/GCSGAME_gameList',
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  rankList: '/wps/relay/GCSGAME_getRankList',
  winnerBoard: '/wps/relay/ODSFE2_getWinnerBoard',
  favouriteIds: '/wps/relay/MCSFE_getFavoriteGames',
  favouriteList: '/wps/relay/MCSFE_getFavoriteGamesList',
  addFavourite: '/wps/relay/MCSFE_addFavoriteGameV2',
  removeFavourite: '/wps/relay/MCSFE_removeFavoriteGameV2',
  recentGames: '/wps/relay/GCS_recentGame',
  pokerRooms: '/wps/relay/GLS2_roomList',
  launchGame: '/wps/game/launchGame',
  trialLaunch: '/wps/relay/GCS_gameTrialLaunch',
  launchFb: '/wps/relay/GCS_gameLaunchFB',
} as const;

/** Legacy twins of GAMES_PATHS calls (another site's name for the same call): the mock serves them alike. */
export const GAMES_TWIN_PATHS = {
  vassGameType: '/wps/relay/GLS2_getVassGameType',
} as const satisfies Partial<Record<keyof typeof GAMES_PATHS, string>>;

/** A card of a vendor lane. `isGame` 'VASSALAGE' = a vendor with a game list; otherwise one game (gameId/nodeId). */
export const ZWireVendorCardSchema = z.object({
  vassalage: z.string(),
  accountTypeName: z.string().nullish(),
  displayName: z.string(),
  gameType: z.string(),
  isGame: z.string().nullish(),
  smallIcon: z.string().nullish(),
  h5Icon: z.string().nullish(),
  lagerIcon: z.string().nullish(),
  gameId: ZWireId.nullish(),
  nodeId: ZWireId.nullish(),
  telGameId: ZWireId.nullish(),
  telNodeId: ZWireId.nullish(),
  /** 1 while the vendor is under maintenance. */
  maintenance: ZWireFlag.nullish(),
});
export type TWireVendorCard = z.infer<typeof ZWireVendorCardSchema>;

/** A lane: `title` is the game category; `name` the merchant's label for it (may be missing). */
export const ZWireVendorLaneSchema = z.object({
  title: z.string(),
  name: z.string().nullish(),
  gameClassify: z.string().nullish(),
  cards: z.array(ZWireVendorCardSchema).default([]),
});
export type TWireVendorLane = z.infer<typeof ZWireVendorLaneSchema>;

/** `value` of `GET GCSGAME_newGameVendor?platform&merchantCode&language`. */
export const ZWireVendorListSchema = z.object({
  data: z.object({ lanes: z.array(ZWireVendorLaneSchema).default([]) }),
});

/** `value` of `GET GCSGAME_getVassGameType?typeId=1&merchant_code`: category → vendor → classifies offered. */
export const ZWireVassGameTypeSchema = z.object({
  content: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
});

/** A game of the game list, hot games, favourites and recent games. */
export const ZWireGameSchema = z.object({
  nodeId: ZWireId,
  gameId: ZWireId,
  gameName: z.string().nullish(),
  nodeName: z.string().nullish(),
  displayName: z.string().nullish(),
  gameType: z.string(),
  vassalage: z.string(),
  gameClassify: z.string().nullish(),
  defaultIcon: z.string().nullish(),
  showIcon: z.string().nullish(),
  iconUrl: z.string().nullish(),
  /** 0 = a free trial is offered (docs/product.md §2). */
  supportPlay: ZWireFlag.nullish(),
  isNew: ZWireFlag.nullish(),
  hotRank: z.coerce.number().nullish(),
  minBet: z.coerce.number().nullish(),
  lineNum: z.coerce.number().nullish(),
  /** The mock's published return to player, percent (slots). */
  rtp: z.coerce.number().nullish(),
  maintenance: ZWireFlag.nullish(),
});
export type TWireGame = z.infer<typeof ZWireGameSchema>;

/** Query of `GET GCSGAME_gameList` (docs/upstream.md: every filter of docs/product.md). */
export const ZWireGameListQuerySchema = z.object({
  clientType: z.coerce.number().int().default(3),
  platform: z.string().default('flash,html5-desktop'),
  merchant: z.string().optional(),
  gameType: z.string().optional(),
  vassalage: z.string().optional(),
  gameClassify: z.string().optional(),
  gameName: z.string().max(100).optional(),
  minBet: z.coerce.number().optional(),
  minLineNum: z.coerce.number().optional(),
  isNew: z.coerce.number().int().optional(),
  language: z.string().optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(6),
});
export type TWireGameListQuery = z.input<typeof ZWireGameListQuerySchema>;

export const ZWireGameListSchema = z.object({
  games: z.array(ZWireGameSchema).default([]),
  totalPages: z.coerce.number().int().default(0),
  totalCount: z.coerce.number().int().default(0),
});

/** `value` of `GET GCSGAME_hotGamesV2`. */
export const ZWireHotGamesSchema = z.object({ list: z.array(ZWireGameSchema).default([]) });

/** A row of `GCSGAME_getRankList` / `ODSFE2_getWinnerBoard`; `winAmount` in decimal major units. */
export const ZWireWinnerSchema = z.object({
  vo: z.object({
    customerName: z.string(),
    winAmount: z.coerce.number(),
    gameName: z.string(),
    nodeId: ZWireId.nullish(),
    gameId: ZWireId.nullish(),
    vassalage: z.string().nullish(),
    vendor: z.string().nullish(),
    gameType: z.string().nullish(),
    iconUrl: z.string().nullish(),
  }),
});
export const ZWireWinnerListSchema = z.object({ list: z.array(ZWireWinnerSchema).default([]) });

/** `value` of `MCSFE_getFavoriteGames`: the favourite nodeIds. */
export const ZWireFavouriteIdsSchema = z.array(ZWireId);

/** `value` of `MCSFE_getFavoriteGamesList`. */
export const ZWireFavouriteListSchema = z.object({
  content: z.array(ZWireGameSchema).default([]),
  pageNum: z.coerce.number().int().default(1),
  totalPages: z.coerce.number().int().default(0),
});

/** Body of `MCSFE_addFavoriteGameV2` (POST) and `MCSFE_removeFavoriteGameV2` (DELETE). */
export const ZWireFavouriteRequestSchema = z.object({
  nodeId: z.string().min(1),
  vendor: z.string().optional(),
  gameType: z.string().optional(),
});

/** `value` of `GCS_recentGame`: the member's recently launched games, newest first. */
export const ZWireRecentGamesSchema = z.array(ZWireGameSchema);

/** `value` of `GLS2_roomList`: poker rooms with their seats. */
export const ZWirePokerRoomSchema = z.object({
  roomId: ZWireId,
  roomName: z.string(),
  nodeId: ZWireId,
  gameId: ZWireId,
  vassalage: z.string(),
  smallBlind: z.coerce.number(),
  bigBlind: z.coerce.number(),
  minBuyIn: z.coerce.number(),
  maxBuyIn: z.coerce.number(),
  seatCount: z.coerce.number().int(),
  seatedCount: z.coerce.number().int(),
});
export const ZWirePokerRoomListSchema = z.array(ZWirePokerRoomSchema);

/** Query of `GET /wps/game/launchGame` (GLS) and of the lottery lobby link (LOTT / SEA). */
export const ZWireLaunchQuerySchema = z.object({
  confirmTrans: z.coerce.number().int().optional(),
  launchMode: z.string().optional(),
  platform: z.string().optional(),
  clientType: z.string().optional(),
  gameId: z.string().optional(),
  nodeId: z.string().optional(),
  accountType: z.coerce.number().int().optional(),
  vassalage: z.string().optional(),
  merchantCode: z.string().optional(),
  language: z.string().optional(),
  webView: z.string().optional(),
  lottoArea: z.string().optional(),
  lottoPrizeMode: z.string().optional(),
  lottoGameCode: z.string().optional(),
  lottoView: z.string().optional(),
  device: z.string().optional(),
  backUrl: z.string().optional(),
});
export type TWireLaunchQuery = z.input<typeof ZWireLaunchQuerySchema>;

/** `value` of the launch calls; `game_url2` is the trial launch's alternative. */
export const ZWireLaunchSchema = z.object({
  content: z.object({ game_url: z.string().nullish(), game_url2: z.string().nullish() }),
});

/**
 * `value` of `GET GCSGAME_gameVendor?merchantCode&language` (ours: the public
 * material names it "older vendor list" only): the vendors per category, as
 * docs/product.md §3 models them (vendor: vassalage, displayName, gameType).
 */
export const ZWireProviderCategorySchema = z.object({
  gameCategory: z.string(),
  vendors: z
    .array(
      z.object({
        vassalage: z.string(),
        displayName: z.string(),
        gameType: z.string(),
        logoUrl: z.string().nullish(),
        maintenance: ZWireFlag.nullish(),
      }),
    )
    .default([]),
});
export const ZWireProviderListSchema = z.array(ZWireProviderCategorySchema);

/** Query of `GET GCSGAME_getGameMatchV2` (ours beyond the reply's `[{matchList[]}]`). */
export const ZWireHotMatchesQuerySchema = z.object({
  gameType: z.string().trim().toUpperCase().default('SPORTS'),
  language: z.string().optional(),
  merchantCode: z.string().optional(),
});

/** A match of `GCSGAME_getGameMatchV2`: decimal odds; `drawOdds` absent where a sport has no draw. */
export const ZWireMatchSchema = z.object({
  matchId: ZWireId,
  sportName: z.string(),
  leagueName: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  /** Milliseconds since the epoch. */
  kickOffTime: z.coerce.number().int(),
  homeOdds: z.coerce.number(),
  drawOdds: z.coerce.number().nullish(),
  awayOdds: z.coerce.number(),
});
/** `value` of `GCSGAME_getGameMatchV2`: the matches of each vendor that offers them. */
export const ZWireHotMatchesSchema = z.array(
  z.object({
    vassalage: z.string(),
    gameType: z.string(),
    matchList: z.array(ZWireMatchSchema).default([]),
  }),
);
