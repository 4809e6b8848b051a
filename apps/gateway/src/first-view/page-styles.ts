import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A class selector in a stylesheet (`.name`), not a number (`.5s`) or a file extension inside `url()`. */
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;

/**
 * The built app's stylesheets, read once: which of them a page's markup
 * needs, and each one's text to inline. The page code loads lazily, and its
 * CSS with it; a server-rendered page must carry that CSS itself, or it would
 * paint unstyled until its script arrives. CSS modules give every class a
 * unique name, so the classes in the markup name their stylesheets.
 */
export const createPageStyles = (webDist: string, linkedInTemplate: ReadonlySet<string>) => {
  const sheetsByClass = new Map<string, Set<string>>();
  /* By href; `</style` escaped, so no sheet can close the element it is inlined in. */
  const texts = new Map<string, string>();
  const assets = join(webDist, 'assets');
  const sheets = existsSync(assets) ? readdirSync(assets).filter((name) => name.endsWith('.css')) : [];
  for (const file of sheets) {
    const href = `/assets/${file}`;
    const text = readFileSync(join(assets, file), 'utf8');
    texts.set(href, text.replace(/<\/style/gi, '<\\/style'));
    if (linkedInTemplate.has(href)) continue;
    for (const [, name] of text.matchAll(CLASS_SELECTOR)) {
      const sheets = sheetsByClass.get(name!) ?? new Set<string>();
      sheets.add(href);
      sheetsByClass.set(name!, sheets);
    }
  }
  return {
    /** The stylesheets (besides the template's own) whose classes the markup uses, in a stable order. */
    sheetsFor: (markup: string): string[] => {
      const sheets = new Set<string>();
      for (const [, classes] of markup.matchAll(CLASS_ATTRIBUTE)) {
        for (const name of classes!.split(/\s+/))
          for (const sheet of sheetsByClass.get(name) ?? []) sheets.add(sheet);
      }
      return [...sheets].sort();
    },
    /** A sheet's text, ready to go in a `<style>` element. */
    textOf: (href: string): string => {
      const text = texts.get(href);
      if (text === undefined) throw new Error(`${webDist}${href}: no such stylesheet in the build`);
      return text;
    },
  };
};
