import { z } from 'zod';
import { flattenWhitelabel, SYSTEM_PATHS, ZWhitelabelNodeSchema } from '@site/contracts';
import type { TContext } from './context.js';

/** The whitelabel flags (modId → enabled) as the upstream has them now: its site settings call, the tree alone. */
export const siteFlags = async (ctx: TContext): Promise<Record<string, boolean>> =>
  flattenWhitelabel(await ctx.wire.get(SYSTEM_PATHS.whitelabel, z.array(ZWhitelabelNodeSchema)));
