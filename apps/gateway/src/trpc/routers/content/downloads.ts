import {
  CONTENT_PATHS,
  ZDownloadsOutputSchema,
  ZNoInputSchema,
  ZWireDownloadSettingSchema,
} from '@site/contracts';
import type { TCacheEntry } from '../../../cache/ttl-cache.js';
import type { TContext } from '../../context.js';
import { toAppDownloads } from '../../mappers/site-service.js';
import { publicProcedure } from '../../procedures.js';

const downloadsCacheEntry = (ctx: TContext): TCacheEntry<typeof ZDownloadsOutputSchema> => ({
  key: `content:downloads:${ctx.config.upstream.merchant}`,
  schema: ZDownloadsOutputSchema,
  load: async () => {
    const wire = await ctx.wire.get(CONTENT_PATHS.downloadSetting, ZWireDownloadSettingSchema, {
      withoutToken: true,
    });
    return { apps: toAppDownloads(wire) };
  },
});

/** The merchant's apps per platform (the /down page); the same for every visitor, cached per merchant. */
export const downloads = publicProcedure
  .input(ZNoInputSchema)
  .output(ZDownloadsOutputSchema)
  .query(({ ctx }) => ctx.cache.getOrLoad(downloadsCacheEntry(ctx)));
