import type { z } from 'zod';
import {
  APP_PLATFORMS,
  type TAppDownload,
  type THelpTopic,
  type TWireHelpTopic,
  type ZWireDownloadSettingSchema,
} from '@site/contracts';
import { httpUrlOrNull } from './http-url.js';
import { sanitizePromotionHtml } from './promotion-html.js';

/** The upstream's tags (aboutus, faqs…) as the short hashes of /help#<id>; others keep their own tag. */
const TOPIC_ID_OF_TAG: Record<string, string> = {
  aboutus: 'about',
  faqs: 'faq',
  responsible: 'responsible-gaming',
};

const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The shown topics with ids unique in the list (a topic without a usable
 * tag is named by its position), HTML sanitised, colours only as `#rrggbb`.
 */
export const toHelpTopics = (wire: readonly TWireHelpTopic[]): THelpTopic[] => {
  const taken = new Set<string>();
  return wire
    .filter((topic) => topic.display)
    .map((topic, index) => {
      const tag = slugOf(topic.tag ?? '');
      const wanted = TOPIC_ID_OF_TAG[tag] ?? (tag || `topic-${index + 1}`);
      const id = taken.has(wanted) ? `${wanted}-${index + 1}` : wanted;
      taken.add(id);
      return {
        id,
        title: topic.title,
        html: sanitizePromotionHtml(topic.content),
        accent: topic.bgColor && HEX_COLOUR.test(topic.bgColor) ? topic.bgColor : null,
        entries: topic.children
          .filter((entry) => entry.display)
          .map((entry) => ({ title: entry.title, html: sanitizePromotionHtml(entry.content) })),
      };
    });
};

const isKnownPlatform = (platform: string): platform is TAppDownload['platform'] =>
  (APP_PLATFORMS as readonly string[]).includes(platform);

/** The apps of known platforms whose address opens over http(s); the rest are left out. */
export const toAppDownloads = (wire: z.output<typeof ZWireDownloadSettingSchema>): TAppDownload[] =>
  wire.apps.flatMap((app) => {
    const platform = app.platform.toUpperCase();
    const url = httpUrlOrNull(app.url.trim());
    if (!isKnownPlatform(platform) || url === null) return [];
    return [{ platform, url, version: app.version, minOsVersion: app.minOsVersion }];
  });
