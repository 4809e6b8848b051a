import DOMPurify from 'dompurify';
import { RICH_TEXT_TAGS } from '@site/contracts/domain';

/**
 * Promotion and announcement HTML comes from the upstream's back office, so
 * it is untrusted. Only the formatting of RICH_TEXT_TAGS (basic formatting, tables, images and
 * links) survives; scripts, styles, frames, forms and event handlers are removed.
 */
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'scope'];

/** Images may load over http(s) or from a relative address, nothing else (no data:, no javascript:). */
const hasSafeImageSource = (src: string): boolean => {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(src)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https';
};

/* Made on first use: DOMPurify needs the browser's DOM, which a server render does not have (it never sanitises). */
let purifier: ReturnType<typeof DOMPurify> | null = null;

const createPurifier = () => {
  const created = DOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      if (src !== null && !hasSafeImageSource(src)) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
    }
  });
  return created;
};

export const sanitizeUpstreamHtml = (html: string): string =>
  (purifier ??= createPurifier()).sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTR, 'target', 'rel', 'loading'],
    ALLOW_DATA_ATTR: false,
    FORBID_TAGS: [
      'script',
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'link',
      'meta',
      'svg',
      'math',
    ],
  });
