import type { z } from 'zod';
import { GAMES_PATHS, ZWireFavouriteIdsSchema, type ZWireLaunchSchema } from '@site/contracts';
import { AppError } from '../../../errors/app-error.js';
import type { TContext } from '../../context.js';
import { launchUrlOf } from '../../mappers/game.js';

/** What the desktop client sends on game calls (docs/upstream.md §3 "Games"). */
export const GAME_LIST_PLATFORM = 'flash,html5-desktop';
export const DESKTOP_PLATFORM = 'html5-desktop';
export const DESKTOP_CLIENT_TYPE = 3;

/** Shared answers are per merchant and interface language: the upstream labels them by language. */
export const sharedCacheKey = (ctx: TContext, name: string): string =>
  `games:${name}:${ctx.config.upstream.merchant}:${ctx.visitor.language}`;

/** The launch reply's URL; a reply without a usable one is the upstream's fault. */
export const launchOutputOf = (value: z.output<typeof ZWireLaunchSchema>): { url: string } => {
  const url = launchUrlOf(value.content);
  if (!url) throw new AppError({ key: 'unknown_error' }, { code: 'BAD_GATEWAY' });
  return { url };
};

/** The member's favourite nodeIds, as the upstream has them now. */
export const favouriteIdsOf = async (ctx: TContext): Promise<{ nodeIds: string[] }> => ({
  nodeIds: await ctx.wire.get(GAMES_PATHS.favouriteIds, ZWireFavouriteIdsSchema),
});
