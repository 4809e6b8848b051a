import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module shared with `npm run bench`, no type declarations
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScripts, measureFirstLoad } from './first-load.mjs';

const dist = resolve(import.meta.dirname, '../../apps/web/dist');

describe('home route first-load JS', () => {
  it('finds the entry script and its preloaded modules', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js"><link rel="stylesheet" href="/assets/x.css">';
    expect(firstLoadScripts(html)).toEqual(['/assets/index-a.js', '/assets/vendor-b.js']);
  });

  it.runIf(existsSync(resolve(dist, 'index.html')))('stays under its budget, 120 KB gzip', () => {
    const { gzipBytes, scripts } = measureFirstLoad(dist);
    expect(scripts.length).toBeGreaterThan(0);
    expect(gzipBytes).toBeLessThan(FIRST_LOAD_BUDGET_BYTES);
  });

  it.runIf(existsSync(resolve(dist, 'index.html')))(
    "keeps a rendered page's loader a script of its own, importing none of the app",
    () => {
      const loader = readdirSync(resolve(dist, 'assets')).find((name) => /^app-loader-.*\.js$/.test(name));
      expect(loader).toBeDefined();
      const source = readFileSync(resolve(dist, 'assets', loader!), 'utf8');
      expect(source).not.toMatch(/\bimport\b/);
      expect(source.length).toBeLessThan(1024);
    },
  );
});
