import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_VIEW_DATA_ID } from '@site/contracts/domain';
import { createPageStyles } from './page-styles.js';

const ROOT = '<div id="root"></div>';

/** A page rendered by the web app's server build. */
export type TRenderedPage = {
  html: string;
  /** The data the markup was rendered from (the web app's dehydrated query cache). */
  state: { queries: unknown[] };
  /** What failed to render (left to the browser). */
  errors: unknown[];
  title: string | null;
  /** The language code (EN, TY) the page is in, and its locale for `<html lang>`. */
  language: string;
  lang: string;
};

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: `<` escaped, so no string in the data can close the element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The first image the page asks for early (`fetchpriority="high"`): its largest paint, preloaded from the head. */
const priorityImageOf = (markup: string): string | null => {
  const tag = /<img\b[^>]*\bfetchpriority="high"[^>]*>/.exec(markup)?.[0];
  return tag ? (/\bsrc="([^"]+)"/.exec(tag)?.[1] ?? null) : null;
};

/**
 * The built `index.html` with a rendered page in it: the markup in `#root`,
 * its data in a JSON script (not run, so the CSP needs no exception), the
 * page's own stylesheets and its first large image in the head, the page's
 * language and title.
 */
export const createPageTemplate = (webDist: string) => {
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  if (!template.includes(ROOT)) throw new Error(`${webDist}/index.html has no empty ${ROOT}`);
  const linked = new Set([...template.matchAll(/<link\b[^>]*\bhref="([^"]+)"/g)].map(([, href]) => href!));
  const styles = createPageStyles(webDist, linked);
  return {
    /** The page as built, for the browser to render alone. */
    shell: template,
    render: ({ html, state, title, language, lang }: TRenderedPage): string => {
      const image = priorityImageOf(html);
      const head = [
        ...styles.sheetsFor(html).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
        image ? `<link rel="preload" as="image" fetchpriority="high" href="${image}">` : '',
      ].join('');
      const body = `<div id="root">${html}</div><script type="application/json" id="${FIRST_VIEW_DATA_ID}">${scriptJson({ language, state })}</script>`;
      let page = template
        .replace(/<html lang="[^"]*"/, `<html lang="${escapeText(lang)}"`)
        .replace('</head>', `${head}</head>`)
        .replace(ROOT, () => body);
      if (title !== null)
        page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`);
      return page;
    },
  };
};
