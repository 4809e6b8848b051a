import { expect, type Page } from '@playwright/test';

/** What renders only when near the viewport: the home page's lower sections, a lobby's news and later tiles, the promotion pages. */
const RESERVED = '[data-testid="section-reserved"], [data-testid="game-tile-reserved"]';

/**
 * Scrolls each part that renders only when near the viewport into view until
 * all are there, then back to the top, so checks of the whole page see
 * everything. It first waits for the page's lists to load, as a lobby's
 * later tiles exist only once its games have arrived.
 */
export const renderSectionsWhenNear = async (page: Page) => {
  await expect(page.locator('[aria-busy="true"], [class*="_skeleton_"]')).toHaveCount(0);
  // Each poll scrolls to the first part still reserved (one that renders meanwhile is simply gone).
  // Bounded and not a failure: behind a modal dialog (/register) the page cannot scroll, and is
  // checked as far as it has rendered.
  await expect
    .poll(
      () =>
        page.evaluate((selector) => {
          const reserved = document.querySelector(selector);
          reserved?.scrollIntoView({ block: 'center' });
          return reserved !== null;
        }, RESERVED),
      // Polled every 100 ms: a long lobby holds many reserved rows of tiles before its news, and
      // the default back-off (up to 1 s a poll) ran out of time for them on a busy machine.
      { timeout: 10_000, intervals: [100] },
    )
    .toBe(false)
    .catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, 0));
};
