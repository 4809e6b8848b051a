import type { Page } from '@playwright/test';

/**
 * Scrolls each section that renders only when near the viewport (the home
 * page's lower half) into view until all are there, then back to the top,
 * so checks of the whole page see every section.
 */
export const renderSectionsWhenNear = async (page: Page) => {
  const reserved = page.getByTestId('home-section-reserved');
  // Bounded: each scroll renders one section, and there are only a few.
  for (let attempt = 0; attempt < 10 && (await reserved.count()) > 0; attempt += 1) {
    await reserved.first().scrollIntoViewIfNeeded();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
};
