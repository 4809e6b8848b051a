import { asc, eq } from 'drizzle-orm';
import type { TWireDownloadSetting } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import { appDownloads } from '../../db/schema-service.js';

/** The merchant's apps in display order (`WPSCORE_getDownloadSetting`). */
export const downloadSetting = (db: TExecutor, merchantId: number): TWireDownloadSetting => ({
  apps: db
    .select({
      platform: appDownloads.platform,
      url: appDownloads.url,
      version: appDownloads.version,
      minOsVersion: appDownloads.minOsVersion,
    })
    .from(appDownloads)
    .where(eq(appDownloads.merchantId, merchantId))
    .orderBy(asc(appDownloads.position))
    .all(),
});
