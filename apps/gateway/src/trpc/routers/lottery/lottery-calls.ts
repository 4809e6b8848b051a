import { PRIZE_MODES, type TLotteryLobbyInput, ZLotteryLobbyInputSchema } from '@site/contracts';
import type { TConfig } from '../../../config.js';
import type { TContext } from '../../context.js';

/** What the VN menus are asked for: the site's lobby is the desktop web one. */
export const LOTTERY_DEVICE = 'WEB';

/** The procedures that take only a prize mode (popular games, upcoming draws). */
export const ZPrizeModeInputSchema = ZLotteryLobbyInputSchema.pick({ prizeMode: true });

/** The Vietnamese lobby (/vnLottery) speaks the `/lgw/vn` twins of the calls. */
export const isVnLobby = (input: TLotteryLobbyInput): boolean => input.area === 'VN';

type TLobbyKey = { merchant: string; language: string; prizeMode: string; area?: string | undefined };

/** A shared lottery answer's cache key: per merchant, prize mode, area and interface language. */
const lobbyKey = (name: string, key: TLobbyKey): string =>
  `lottery:${name}:${key.merchant}:${key.prizeMode}:${key.area ?? 'ALL'}:${key.language}`;

export const lobbyCacheKey = (ctx: TContext, name: string, input: TLotteryLobbyInput): string =>
  lobbyKey(name, {
    merchant: ctx.config.upstream.merchant,
    language: ctx.visitor.language,
    prizeMode: input.prizeMode,
    area: input.area,
  });

export const LATEST_RESULTS = 'latestResults';

/**
 * Every cache key of the merchant's latest results (each prize mode, area
 * and site language): all of them are dropped when one of its games draws.
 */
export const latestResultsCacheKeys = (config: Pick<TConfig, 'upstream' | 'site'>): string[] =>
  PRIZE_MODES.flatMap((prizeMode) =>
    [undefined, 'VN'].flatMap((area) =>
      config.site.languages.map((language) =>
        lobbyKey(LATEST_RESULTS, { merchant: config.upstream.merchant, language, prizeMode, area }),
      ),
    ),
  );
