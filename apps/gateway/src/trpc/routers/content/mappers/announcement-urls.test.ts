import { describe, expect, it } from 'vitest';
import { ZWireAnnouncementSchema } from '@site/contracts';
import { toBanner } from './banner.js';
import { toPopup } from './popup.js';

/** Schemes a browser would run or load from something other than the web: none may reach the DOM. */
const HOSTILE_URLS = [
  'javascript:alert(1)',
  ' JavaScript:alert(document.cookie)',
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload="alert(1)"/>',
  'file:///etc/passwd',
  'blob:https://site.example/0b5e',
  'ftp://files.example/a.png',
];
const SAFE_URLS = [
  '/static/banner.png',
  'https://cdn.example/a.png',
  'http://cdn.example/b.png',
  'promo/c.png',
];

/** An announcement as the mock's MCSFE_getListAnnouncements lists it. */
const announcement = (fields: {
  url?: string;
  images?: Array<{ url?: string; imageUrl?: string; sequence?: number }>;
}) =>
  ZWireAnnouncementSchema.parse({
    id: 12,
    title: 'Weekend reload',
    content: '<p>50% up to ₱500</p>',
    groupName: 'w_home',
    linkageType: 'EXTERNAL',
    url: fields.url,
    announcementImages: fields.images ?? [],
    startDate: 1_700_000_000_000,
  });

const MAPPERS = { toBanner, toPopup };

describe('announcement urls through the content mappers', () => {
  it.each(Object.entries(MAPPERS))('%s drops images that are not http(s)', (_name, map) => {
    for (const url of HOSTILE_URLS) {
      expect(map(announcement({ images: [{ url, sequence: 1 }] })).imageUrl, url).toBeNull();
      expect(map(announcement({ images: [{ imageUrl: url }] })).imageUrl, url).toBeNull();
    }
  });

  it.each(Object.entries(MAPPERS))('%s keeps http(s) and site-relative images', (_name, map) => {
    for (const url of SAFE_URLS) expect(map(announcement({ images: [{ url }] })).imageUrl).toBe(url);
  });

  it('takes the next image by sequence when the first is not http(s)', () => {
    const mapped = toPopup(
      announcement({
        images: [
          { url: '/static/second.png', sequence: 2 },
          { url: 'javascript:alert(1)', sequence: 1 },
        ],
      }),
    );
    expect(mapped.imageUrl).toBe('/static/second.png');
  });

  it('drops banner links that are not http(s), keeping the rest of the banner', () => {
    for (const url of HOSTILE_URLS) {
      expect(toBanner(announcement({ url, images: [{ url: '/static/a.png' }] })), url).toMatchObject({
        url: null,
        imageUrl: '/static/a.png',
        title: 'Weekend reload',
      });
    }
    for (const url of [...SAFE_URLS, '/promotions', 'https://partner.example/offer?x=1']) {
      expect(toBanner(announcement({ url })).url).toBe(url);
    }
  });
});
