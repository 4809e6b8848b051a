import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_VIEW_DATA_ID } from '@site/contracts/domain';
import { createPageStyles } from './page-styles.js';

const ROOT = '<div id="root"></div>';
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
const MODULE_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** The web build's loader of a rendered page's app (apps/web/src/app-loader.ts), by its hashed name. */
const APP_LOADER = /^app-loader-[\w-]+\.js$/;

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

const assetsDir = (webDist: string): string => join(webDist, 'assets');

/** JSON inside a script element: `<` escaped, so no string in the data can close the element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The first image the page asks for early (`fetchpriority="high"`): its largest paint, preloaded from the head. */
const priorityImageOf = (markup: string): string | null => {
  const tag = /<img\b[^>]*\bfetchpriority="high"[^>]*>/.exec(markup)?.[0];
  return tag ? (/\bsrc="([^"]+)"/.exec(tag)?.[1] ?? null) : null;
};

/**
 * The built `index.html` with a rendered page in it: the markup in `#root`,
 * its data in a JSON script (not run, so the CSP needs no exception), its
 * first large image preloaded first thing in the head, the shell's and the
 * page's own stylesheets inlined, the app's modules left to the loader, the
 * page's language and title.
 */
export const createPageTemplate = (webDist: string) => {
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  if (!template.includes(ROOT)) throw new Error(`${webDist}/index.html has no empty ${ROOT}`);
  const linked = new Set([...template.matchAll(/<link\b[^>]*\bhref="([^"]+)"/g)].map(([, href]) => href!));
  const styles = createPageStyles(webDist, linked);
  /*
   * A stylesheet inlined, with a disabled link (never fetched) left for the
   * app's loader: it sees the sheet is there and does not load it again.
   */
  const inlineSheet = (href: string): string =>
    `<style>${styles.textOf(href)}</style><link rel="stylesheet" href="${href}" disabled>`;
  /*
   * A rendered page's styles are inlined (no request before the first paint)
   * and its app's modules are named on the loader, which asks for them once
   * the document is parsed: on a slow link the markup, styles and first
   * image get the bandwidth first.
   */
  const entry = MODULE_ENTRY.exec(template)?.[1];
  const loaderFile = existsSync(assetsDir(webDist))
    ? readdirSync(assetsDir(webDist)).find((name) => APP_LOADER.test(name))
    : undefined;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const loader =
    entry && loaderFile
      ? `<script type="module" src="/assets/${loaderFile}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`
      : '';
  const scriptless = loader ? template.replace(MODULE_ENTRY, '').replace(MODULE_PRELOAD, '') : template;
  const renderedTemplate = scriptless.replace(STYLESHEET_LINK, (_, href: string) => inlineSheet(href));
  return {
    /** The page as built, for the browser to render alone. */
    shell: template,
    render: ({ html, state, title, language, lang }: TRenderedPage): string => {
      const image = priorityImageOf(html);
      const preload = image ? `<link rel="preload" as="image" fetchpriority="high" href="${image}">` : '';
      const pageSheets = styles.sheetsFor(html).map(inlineSheet).join('');
      const body = `<div id="root">${html}</div><script type="application/json" id="${FIRST_VIEW_DATA_ID}">${scriptJson({ language, state })}</script>${loader}`;
      let page = renderedTemplate
        .replace(/<html lang="[^"]*"/, `<html lang="${escapeText(lang)}"`)
        .replace('<head>', () => `<head>${preload}`)
        .replace('</head>', () => `${pageSheets}</head>`)
        .replace(ROOT, () => body);
      if (title !== null)
        page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`);
      return page;
    },
  };
};
