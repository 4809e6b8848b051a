// Measures the JavaScript the home route loads first: the entry script of
// index.html and every module it preloads, gzip-compressed (a byte count,
// not a timing).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What a change may not exceed (a test holds it): issue 29's goal, reached (decision 0045). */
export const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;

const attribute = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];

/** Lists the JS files index.html loads before any route chunk. */
export const firstLoadScripts = (indexHtml) => {
  const files = new Set();
  for (const tag of indexHtml.match(/<script\b[^>]*>/g) ?? []) {
    const src = attribute(tag, 'src');
    if (src && /type="module"/.test(tag)) files.add(src);
  }
  for (const tag of indexHtml.match(/<link\b[^>]*>/g) ?? []) {
    const href = attribute(tag, 'href');
    if (href && /rel="modulepreload"/.test(tag)) files.add(href);
  }
  return [...files];
};

export const measureFirstLoad = (distDir) => {
  const indexHtml = readFileSync(resolve(distDir, 'index.html'), 'utf8');
  const scripts = firstLoadScripts(indexHtml).map((url) => {
    const source = readFileSync(resolve(distDir, `.${new URL(url, 'http://site/').pathname}`));
    return { url, rawBytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length };
  });
  return { scripts, gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0) };
};
