import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_TAGS } from '@site/contracts';

/**
 * A promotion's text keeps the formatting of RICH_TEXT_TAGS; scripts,
 * styles, frames, forms and event handlers go, and so does any link or
 * picture not over http(s) (relative ones stay). The web's renderer
 * sanitises again on the page (apps/web/src/lib/sanitize-html.ts).
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    '*': ['title'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    col: ['span'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open outside the site, without handing it a window reference.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** A promotion's HTML (upstream back office, untrusted) reduced to safe formatting. */
export const sanitizePromotionHtml = (html: string): string => sanitizeHtml(html, POLICY);
