import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/*
 * Issue 29, item 2: everything stays in the document. What sits below the
 * first view is there from the start, for find-in-page, a screen reader's
 * list of headings and crawlers, while the browser skips drawing it until it
 * comes near (`content-visibility: auto`, docs/decisions/0022-page-speed.md).
 * Nothing here scrolls: each page is read as it first opens, at a phone's
 * size, where all of it but the top is below the fold.
 */

/** A first page of the site loads its code lazily: on a busy machine that can take a while. */
const FIRST_LOAD = { timeout: 30_000 };

test.use({ viewport: { width: 360, height: 780 } });

/** The names of the headings in Chromium's own accessibility tree, from which a screen reader lists them. */
const headingsInAccessibilityTree = async (page: Page): Promise<string[]> => {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes
      .filter((node) => !node.ignored && node.role?.value === 'heading')
      .map((node) => String(node.name?.value ?? '').trim());
  } finally {
    await cdp.detach();
  }
};

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

test('home has every section, with its data, in the document before any scroll', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  for (const name of ['Latest big wins', 'Hot games', 'New games', 'Jackpot games', 'Latest promotions']) {
    await expect(main.getByRole('heading', { level: 2, name, exact: true }), name).toBeAttached(FIRST_LOAD);
  }
  const app = main.getByRole('heading', { level: 2, name: /^Take .+ with you$/ });
  await expect(app).toBeAttached();
  // Below the fold indeed: the page has not been scrolled to them.
  await expect(app).not.toBeInViewport();

  // Each section's content came with the page, not with a scroll.
  await expect(main.getByRole('region', { name: 'Hot games' }).getByTestId('game-tile').first()).toBeAttached(
    FIRST_LOAD,
  );
  const promotions = main.getByRole('region', { name: 'Latest promotions' });
  const teaser = promotions.getByRole('link', { name: /Welcome Bonus 100%/ });
  await expect(teaser).toBeAttached(FIRST_LOAD);
  await expect(teaser).toHaveAttribute('href', /^\/promotions#announcement-/);
  await expect(teaser).not.toBeInViewport();

  // The browser's accessibility tree has them too, not only the DOM.
  await expect
    .poll(() => headingsInAccessibilityTree(page), FIRST_LOAD)
    .toEqual(expect.arrayContaining(['Hot games', 'New games', 'Jackpot games', 'Latest promotions']));
  expect(await scrollTop(page)).toBe(0);
});

test("a lobby's tiles past the first twelve and its news are in the document before any scroll", async ({
  page,
}) => {
  await page.goto('/rng');
  const list = page.getByRole('list', { name: 'Slots games' });
  const thirteenth = list.getByRole('listitem').nth(12).getByRole('article');
  await expect(thirteenth).toBeAttached(FIRST_LOAD);
  await expect(thirteenth).toHaveAccessibleName(/\S/);
  await expect(thirteenth.getByRole('button', { name: 'Start now' })).toBeAttached();
  await expect(thirteenth).not.toBeInViewport();

  const news = page.getByRole('region', { name: 'Lobby news' });
  await expect(news.getByRole('heading', { name: 'New slot: Dragon Fortune' })).toBeAttached(FIRST_LOAD);
  expect(await scrollTop(page)).toBe(0);
});

test('the promotion pages below the promotions are in the document before any scroll', async ({ page }) => {
  await page.goto('/promotions');
  const pages = page.getByRole('region', { name: 'Promotion pages' });
  await expect(pages.getByRole('heading', { level: 2, name: 'Promotion pages' })).toBeAttached(FIRST_LOAD);
  const card = pages.getByRole('article', { name: 'Welcome Bonus 100%' });
  await expect(card).toBeAttached(FIRST_LOAD);
  await expect(card).not.toBeInViewport();
  expect(await scrollTop(page)).toBe(0);
});
