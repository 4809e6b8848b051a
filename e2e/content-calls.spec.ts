import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';

/*
 * The games and content calls of decision 0033 as a visitor meets them: hot
 * matches on the sports centre, the jackpot counter starting from the
 * server's pool, a lobby's news and biggest wins, the footer's providers.
 */

/** A first page of the site loads its code lazily: on a busy machine that can take a while. */
const FIRST_LOAD = { timeout: 30_000 };

test.describe.configure({ timeout: 90_000 });

/** The server's jackpot now, minor units, as the gateway answers `content.jackpot`. */
const serverJackpotMinor = async (request: APIRequestContext) => {
  const response = await request.get('/trpc/content.jackpot');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { data: { amountMinor: number } } };
  return body.result.data.amountMinor;
};

test('the sports centre, reached from the main menu, lists hot matches with their odds', async ({ page }) => {
  await page.goto('/');
  const sports = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Sports', exact: true });
  await expect(sports).toBeVisible(FIRST_LOAD);
  await sports.click();
  await expect(page).toHaveURL(/\/sports$/);

  const matches = page.getByRole('region', { name: 'Hot matches' });
  const arsenal = matches.getByRole('article', { name: 'Arsenal vs Chelsea' });
  await expect(arsenal).toBeVisible(FIRST_LOAD);
  await expect(arsenal).toContainText('English Premier League');
  await expect(arsenal).toContainText('1.95');
  await expect(arsenal).toContainText('3.40');
  await expect(
    arsenal.getByRole('button', { name: 'Bet with IBC Sports: Arsenal vs Chelsea' }),
  ).toBeVisible();
  // Basketball has no draw.
  await expect(
    matches.getByRole('article', { name: 'San Miguel Beermen vs Barangay Ginebra' }),
  ).toContainText('None');
});

test("the home jackpot counter starts from the server's pool", async ({ page, request }) => {
  const before = await serverJackpotMinor(request);
  // An address of its own, so the page is rendered for this visit, not taken from the visitors' page cache (15 s).
  await page.goto('/?jackpot=fresh');
  const amount = page.getByTestId('home-jackpot-amount');
  await expect(amount).toHaveAttribute('data-start-minor', /^\d+$/, FIRST_LOAD);
  const start = Number(await amount.getAttribute('data-start-minor'));
  const after = await serverJackpotMinor(request);
  // The pool grows every second: the page's start lies between the two readings around it.
  expect(start).toBeGreaterThanOrEqual(before);
  expect(start).toBeLessThanOrEqual(after);
  await expect(amount).toContainText('₱');
});

test('a game lobby shows its news and its biggest wins; the footer names the providers', async ({ page }) => {
  await page.goto('/');
  const slots = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Slots' });
  await expect(slots).toBeVisible(FIRST_LOAD);
  await slots.click();
  await expect(page).toHaveURL(/\/rng/);

  // Below the tiles, read as a visitor scrolling on would.
  const news = page.getByRole('region', { name: 'Lobby news' });
  await news.scrollIntoViewIfNeeded(FIRST_LOAD);
  await expect(news.getByRole('heading', { name: 'New slot: Dragon Fortune' })).toBeVisible(FIRST_LOAD);
  await expect(news.getByRole('heading', { name: 'Scheduled maintenance on Monday' })).toBeVisible();
  // The fishing lobby's news is not the slots lobby's.
  await expect(news.getByRole('heading', { name: 'Fishing boss week' })).toHaveCount(0);

  await expect(page.getByRole('region', { name: 'Big wins in Slots' })).toBeVisible();

  const providers = page.getByRole('list', { name: 'Game providers' });
  await providers.scrollIntoViewIfNeeded(FIRST_LOAD);
  // Two rows at first; the rest behind the button.
  await page.getByRole('button', { name: /^Show all \d+ providers$/ }).click();
  await expect(providers.getByRole('img', { name: 'IBC Sports' })).toBeVisible();
});
