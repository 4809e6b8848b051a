import {
  headerBalance,
  logInFunded,
  searchSlots,
  spin,
  tile,
  TRIAL_SLOT,
  TRIAL_SLOT_NODE,
} from './support/games';
import { resetMock, setGameMaintenance } from './support/stack';
import { expect, test } from './support/test';

test.afterEach(async ({ request }) => {
  await resetMock(request);
});

test('every game category page shows its games or providers', async ({ page }) => {
  for (const path of ['/hot', '/rng', '/live', '/fish', '/pvp', '/lott', '/elott', '/bingo']) {
    await page.goto(path);
    await expect(page.getByTestId('game-tile').first(), path).toBeVisible();
  }
  for (const path of ['/sports', '/esports', '/cockfight']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /Play now/ }).first(), path).toBeVisible();
  }
});

test('the main menu lists the categories and drops down their providers', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Hot games' })).toBeVisible();
  await nav.getByRole('link', { name: 'Slots' }).hover();
  const providers = page.getByRole('group', { name: 'Slots providers' });
  await expect(providers.getByRole('button', { name: 'Playtech' })).toBeVisible();
  // A provider of a game-list category opens that category filtered by it.
  await providers.getByRole('button', { name: 'CQ9 Gaming' }).click();
  await expect(page).toHaveURL(/\/rng\?.*vassalage=CQ9/);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
});

test('search and the jackpot filter narrow the slot lobby', async ({ page }) => {
  await searchSlots(page, TRIAL_SLOT);
  await expect(page.getByTestId('game-tile')).toHaveCount(1);

  await page.getByRole('button', { name: 'Clear search' }).click();
  await page.getByRole('group', { name: 'Game type' }).getByRole('button', { name: 'Jackpot' }).click();
  await expect(page).toHaveURL(/gameClassify=JP|classify=JP/);
  await expect(tile(page, 'Cosmic Blitz')).toBeVisible();
  await expect(tile(page, TRIAL_SLOT)).toHaveCount(0);
});

test('a favourite survives a reload and can be removed again', async ({ page }) => {
  await logInFunded(page);
  await searchSlots(page, TRIAL_SLOT);
  await tile(page, TRIAL_SLOT)
    .getByRole('button', { name: `Add ${TRIAL_SLOT} to favourites` })
    .click();
  await expect(
    tile(page, TRIAL_SLOT).getByRole('button', { name: `Remove ${TRIAL_SLOT} from favourites` }),
  ).toBeVisible();

  await page.reload();
  await expect(
    tile(page, TRIAL_SLOT).getByRole('button', { name: `Remove ${TRIAL_SLOT} from favourites` }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Providers and lists' })
    .getByRole('button', { name: 'Favourites' })
    .click();
  await expect(tile(page, TRIAL_SLOT)).toBeVisible();

  await tile(page, TRIAL_SLOT)
    .getByRole('button', { name: `Remove ${TRIAL_SLOT} from favourites` })
    .click();
  await expect(tile(page, TRIAL_SLOT)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Tap the heart on a game to keep it here.')).toBeVisible();
});

test('slot rounds in the game popup change the header balance once it closes', async ({ page }) => {
  await logInFunded(page);
  const before = await headerBalance(page).textContent();
  await searchSlots(page, TRIAL_SLOT);
  await tile(page, TRIAL_SLOT).getByRole('button', { name: 'Start now' }).click();

  const popup = page.getByRole('dialog', { name: TRIAL_SLOT });
  await expect(popup).toBeVisible();
  await spin(popup.frameLocator('iframe'), 3);
  await popup.getByRole('button', { name: 'Close' }).first().click();
  await expect(popup).toBeHidden();
  await expect(headerBalance(page)).not.toHaveText(before ?? '');
});

test('a free trial plays with demo credit and leaves the real balance alone', async ({ page }) => {
  await logInFunded(page);
  const before = await headerBalance(page).textContent();
  await searchSlots(page, TRIAL_SLOT);
  await tile(page, TRIAL_SLOT).getByRole('button', { name: 'Free trial' }).click();

  const popup = page.getByRole('dialog', { name: TRIAL_SLOT });
  await expect(popup.getByText('Free trial: you play with demo credit')).toBeVisible();
  const game = popup.frameLocator('iframe');
  // The bet buttons say what they do (they read "-" and "+" once).
  const bet = game.locator('#bet-value');
  await expect(bet).toHaveText(/\d/);
  const firstBet = await bet.textContent();
  await game.getByRole('button', { name: 'Raise the bet' }).click();
  await expect(bet).not.toHaveText(firstBet ?? '');
  await game.getByRole('button', { name: 'Lower the bet' }).click();
  await expect(bet).toHaveText(firstBet ?? '');
  await spin(game, 3);
  await popup.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(headerBalance(page)).toHaveText(before ?? '');
});

test('a trial account is asked to register before a game starts', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('dialog').getByRole('button', { name: 'Play for free' }).click();
  await expect(page.getByText('Trial account').first()).toBeVisible();
  await searchSlots(page, TRIAL_SLOT);
  await tile(page, TRIAL_SLOT).getByRole('button', { name: 'Start now' }).click();
  const notice = page.getByRole('dialog').filter({ hasText: 'Please register an account first.' });
  await expect(notice).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a game under maintenance suggests hot games instead', async ({ page }) => {
  await setGameMaintenance(page.request, { nodeId: TRIAL_SLOT_NODE }, true);
  await logInFunded(page);
  await searchSlots(page, TRIAL_SLOT);
  await tile(page, TRIAL_SLOT).getByRole('button', { name: 'Start now' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'This game is under maintenance.' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Try one of these hot games instead')).toBeVisible();
  await expect(dialog.getByTestId('game-tile').first()).toBeVisible();
});
