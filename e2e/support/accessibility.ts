import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Impacts that fail a page (docs/product.md: 0 serious or critical axe violations). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** One line per failing rule: its id, impact and the first few elements it flagged. */
const describeViolations = async (page: Page, scope?: string): Promise<string[]> => {
  const builder = new AxeBuilder({ page });
  const { violations } = await (scope ? builder.include(scope) : builder).analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
};

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
  // A dialog still fading in mixes its colours with the page's: wait for every finite animation.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  expect.soft(await describeViolations(page, scope), `axe on ${where}`).toEqual([]);
  if ((page.viewportSize()?.width ?? 0) <= 600) {
    expect.soft(await sidewaysScroll(page), `sideways scroll on ${where}`).toBe(0);
  }
};
