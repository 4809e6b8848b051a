import { flattenWhitelabel, SYSTEM_PATHS, ZWireSystemStatusSchema } from '@site/contracts';
import type { TContext } from './context.js';

/** The whitelabel flags (modId → enabled) as the upstream has them now. */
export const siteFlags = async (ctx: TContext): Promise<Record<string, boolean>> => {
  const status = await ctx.wire.get(SYSTEM_PATHS.status, ZWireSystemStatusSchema);
  return flattenWhitelabel(status.info.whitelabel);
};
