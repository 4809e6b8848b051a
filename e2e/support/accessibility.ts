import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Impacts that fail a page (docs/product.md: 0 serious or critical axe violations). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * axe run in the page itself and its frames (all served by the gateway, same origin): about
 * twice as fast as the default, which sends every frame's partial results to a blank page of
 * its own to combine. A frame has 10 s, not 0.5 s, to answer axe's first call on a busy
 * machine. Only violations are gathered in full, as only they are read.
 */
const axeOn = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'], pingWaitTime: 10_000 });

/**
 * One line per failing rule: its id, impact and the first few elements it flagged; and one
 * for a frame axe could not read (it would otherwise pass unseen).
 */
const describeViolations = async (page: Page, scope?: string): Promise<string[]> => {
  const builder = axeOn(page);
  const { violations, incomplete } = await (scope ? builder.include(scope) : builder).analyze();
  const unread = incomplete.some((result) => result.id === 'frame-tested')
    ? ['frame-tested: a frame axe could not read']
    : [];
  return [
    ...violations
      .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ')}`,
      ),
    ...unread,
  ];
};

/** Runs `work` in the page and each of its frames (a frame gone meanwhile is skipped). */
const inEveryFrame = async (page: Page, work: () => void) => {
  await Promise.all(page.frames().map((frame) => frame.evaluate(work).catch(() => undefined)));
};

/**
 * Draws the parts of the page the browser skips while they are off screen
 * (`content-visibility: auto`, apps/web/src/components/offscreen/), as each
 * is drawn once scrolled to: axe then reads their colours from drawn boxes
 * (dequelabs/axe-core#2768), and the sideways-scroll check sees whatever
 * they would overflow. Through each element's style object, which no page's
 * CSP refuses (a style element would be, on the payment page).
 */
const drawOffscreenParts = (page: Page) =>
  page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });

/** How far the page scrolls sideways, in CSS pixels (0 when it does not). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

/**
 * Checks the page as it stands, softly so that one sweep reports every
 * page: no serious or critical axe violation, and at phone widths no
 * sideways scroll. A `scope` (a selector such as an open dialog's) limits
 * axe to that part, when the page around it was checked already.
 */
export const expectAccessible = async (page: Page, where: string, scope?: string) => {
  if (!scope) await drawOffscreenParts(page);
  // A dialog still fading in mixes its colours with the page's: every finite animation is taken
  // to its end state at once (as Playwright's screenshots do with `animations: 'disabled'`)
  // rather than waited for; the footer's 2.4 s bar alone cost seconds a page. The endless ones
  // (marquee, ticker, spinners) are paused while axe reads the page and its frames, then resumed:
  // their frames kept invalidating the styles axe reads, which made a check about three times
  // slower (docs/decisions/0037-ci-time.md).
  await inEveryFrame(page, () => {
    const paused: Animation[] = [];
    for (const animation of document.getAnimations()) {
      if (animation.playState !== 'running') continue;
      if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
      else {
        animation.pause();
        paused.push(animation);
      }
    }
    (window as { pausedForAxe?: Animation[] }).pausedForAxe = paused;
  });
  const violations = await describeViolations(page, scope);
  await inEveryFrame(page, () => {
    for (const animation of (window as { pausedForAxe?: Animation[] }).pausedForAxe ?? []) animation.play();
  });
  expect.soft(violations, `axe on ${where}`).toEqual([]);
  if ((page.viewportSize()?.width ?? 0) <= 600) {
    expect.soft(await sidewaysScroll(page), `sideways scroll on ${where}`).toBe(0);
  }
};
