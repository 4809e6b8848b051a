import type { Page } from '@playwright/test';
import { SEED_VENDORS } from '../apps/mock-upstream/src/seed/data/games/vendors';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import ty from '../apps/web/src/locales/ty.json' with { type: 'json' };
import { expect, test } from './support/test';
import { visibleTexts } from './support/visible-text';

test('switching to TY changes the interface text and the document language', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: en['home.cta_register'] })).toBeVisible();

  await page.getByRole('combobox', { name: en['header.language'] }).selectOption('TY');

  await expect(page.locator('html')).toHaveAttribute('lang', 'tl');
  await expect(page.getByRole('link', { name: ty['home.cta_register'] })).toBeVisible();
  await expect(page.getByRole('form', { name: ty['auth.login_form'] })).toBeVisible();
  expect(ty['home.cta_register']).not.toBe(en['home.cta_register']);

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByRole('combobox', { name: ty['header.language'] })).toHaveValue('TY');
});

/*
 * Texts that are the same in both languages by nature: the brand, game and
 * provider names, amounts, times and counts, usernames. Anything else seen
 * in English and again in Tagalog was left untranslated.
 */
const SAME_IN_BOTH = new Set([
  // Brands, of the merchant and of apps and networks.
  ...['Lucky Pavilion', 'FB Sports', 'Android', 'iOS', 'Google', 'Facebook', 'Instagram', 'Telegram'],
  ...['WhatsApp', 'YouTube', 'LINE ID', 'WeChat', 'SMS', 'DEMO', 'English', 'Tagalog'],
  // The sign-in providers' names.
  ...['LINE', 'Apple', 'Maya'],
  // Game and provider names.
  'Bingo',
  ...SEED_VENDORS.flatMap((vendor) => [vendor.displayName, ...(vendor.names ?? [])]),
]);
/** Amounts, times, counts and marks such as "*", "…" or "·". */
const NUMERIC = /^[\d\s₱.,:%/+×–\-()*…·]+$/;
const MAIN_PAGES = ['/', '/promotions', '/rng', '/sports', '/login', '/register'];

const textsOf = async (page: Page) => {
  const texts = new Map<string, string[]>();
  for (const path of MAIN_PAGES) {
    await page.goto(path);
    // Every section is in the document from the start (drawn or not): wait for their data.
    await expect(page.locator('[aria-busy="true"], [class*="_skeleton_"], [class*="_spinner_"]')).toHaveCount(
      0,
    );
    await expect(page.getByText(/Loading…|Naglo-load/)).toHaveCount(0);
    texts.set(path, await visibleTexts(page));
    for (const name of await gameAndProviderNames(page)) names.add(name);
  }
  return texts;
};

/** Names on game tiles, provider cards and the leagues of hot matches (proper names, the same in every language). */
const names = new Set<string>();
const NAME_PLACES = [
  '[data-testid="game-tile"] *',
  '[data-testid="vendor-card"] *',
  '[data-testid="hot-match"] > p:first-child *',
].join(', ');
const gameAndProviderNames = (page: Page) =>
  page.evaluate(
    (places) => [...document.querySelectorAll(places)].map((element) => element.textContent?.trim() ?? ''),
    NAME_PLACES,
  );

test('no visible text on the main pages stays English in Tagalog', async ({ page }) => {
  test.setTimeout(90_000);
  const english = await textsOf(page);
  await page.goto('/');
  await page.getByRole('combobox', { name: en['header.language'] }).selectOption('TY');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tl');
  const tagalog = await textsOf(page);

  for (const [path, texts] of tagalog) {
    const englishTexts = new Set(english.get(path));
    const untranslated = texts.filter(
      (text) => englishTexts.has(text) && !SAME_IN_BOTH.has(text) && !NUMERIC.test(text) && !names.has(text),
    );
    expect.soft(untranslated, `still English on ${path}`).toEqual([]);
  }
});
