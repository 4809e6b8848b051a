// The Lighthouse bench: Lighthouse's mobile preset (its default: a mid-range
// phone's screen, simulated slow 4G and a 4× slower CPU) on the home page, a
// lobby and the promotions page of the built site, served by the built gateway
// with the built mock behind it. Prints each page's median figures over a few
// runs against the goals (issue 12) and reports whether every page meets them.
// Run: `npm run bench:lighthouse [-- runs]` (or `npm run bench`); LIGHTHOUSE_PAGES picks pages.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { register } from 'tsx/esm/api';
import { startBuiltStack } from './built-stack.mjs';
import { figuresOf, formatPageLine, GOALS, medianFigures, missedGoals } from './goals.mjs';

register();
const { CHROMIUM_ARGS } = await import(new URL('../../e2e/support/stack.ts', import.meta.url).href);

export const PAGES = ['/', '/rng', '/promotions'];
// LIGHTHOUSE_PAGES=/rng (comma-separated) audits only those pages, to study one; `npm run bench` audits all.
const pagesToAudit = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? PAGES;
const DEFAULT_RUNS = 3;
// Set LIGHTHOUSE_REPORT_DIR to keep each run's full JSON report (to see what Lighthouse blames).
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;

// A loaded machine sometimes spoils a trace (NO_NAVSTART and the like); Lighthouse's advice is to run again.
const ATTEMPTS = 3;

const auditPage = async (url, chromePort) => {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${runtimeError.message}`);
    console.log(`  ${url}: ${runtimeError.code}, running it again`);
  }
};

export const main = async (args = process.argv.slice(2)) => {
  const runs = Number(args[0] ?? DEFAULT_RUNS);
  const stack = await startBuiltStack();
  // Debian's Chromium, headless, no downloads and no outside connections (the e2e flags).
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    console.log(`bench/lighthouse: mobile preset, median of ${runs} runs per page, ${stack.url}`);
    const pages = [];
    for (const path of pagesToAudit) {
      const figures = [];
      for (let run = 0; run < runs; run += 1) {
        const lhr = await auditPage(`${stack.url}${path}`, chrome.port);
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          writeFileSync(
            join(reportDir, `${path.replace(/\W/g, '') || 'home'}-${run}.json`),
            JSON.stringify(lhr),
          );
        }
        figures.push(figuresOf(lhr));
      }
      const median = medianFigures(figures);
      console.log(`  ${formatPageLine(path, median)}`);
      pages.push({ path, figures: median, missed: missedGoals(median) });
    }
    const isOnTarget = pages.every((page) => page.missed.length === 0);
    console.log(
      `  goals: score ≥ ${GOALS.score}, FCP ≤ ${GOALS.fcpMs / 1000} s, LCP ≤ ${GOALS.lcpMs / 1000} s, TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls}: ${isOnTarget ? 'ok' : 'BELOW GOAL'}`,
    );
    return { pages, isOnTarget };
  } finally {
    chrome.kill();
    await stack.stop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await main();
  if (!result.isOnTarget) process.exitCode = 1;
}
