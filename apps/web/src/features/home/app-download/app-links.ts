import type { TSiteStatus } from '@site/contracts/api';
import { paths } from '../../../lib/paths';

export type TAppPlatform = 'android' | 'ios';

export type TAppLink = { platform: TAppPlatform; url: string };

/** The app download page (docs/product.md §2), for a platform the merchant gives no link for. */
const DOWNLOAD_PAGE_PATH = paths.down.path;

/** Resource types arrive in mixed case (Android, IOS). */
const RESOURCE_TYPE_OF: Record<TAppPlatform, string> = { android: 'ANDROID', ios: 'IOS' };

const PLATFORMS: readonly TAppPlatform[] = ['android', 'ios'];

/** An http(s) URL, relative ones resolved against the site; anything else (javascript:...) is dropped. */
const httpUrl = (url: string, origin: string): string | null => {
  try {
    const parsed = new URL(url.trim(), origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
};

/**
 * The download link of each app: the merchant's Android / iOS resource, or
 * the site's /down page (absolute, since a phone scans it).
 */
export const appLinks = (resources: TSiteStatus['resources'], origin: string): TAppLink[] =>
  PLATFORMS.map((platform) => {
    const url = resources
      .filter((item) => item.resourceType.toUpperCase() === RESOURCE_TYPE_OF[platform] && item.url.trim())
      .map((item) => httpUrl(item.url, origin))
      .find((item) => item !== null);
    return { platform, url: url ?? new URL(DOWNLOAD_PAGE_PATH, origin).href };
  });
