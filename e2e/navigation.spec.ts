import type { Page } from '@playwright/test';
import { tile, TRIAL_SLOT } from './support/games';
import { expectLoggedInAs, loginFromHeader } from './support/header';
import { DEMO_PLAYER } from './support/stack';
import { expect, test } from './support/test';

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });

const logInThroughDialog = async (page: Page) => {
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: 'Username' }).fill(DEMO_PLAYER.username);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expectLoggedInAs(page, DEMO_PLAYER.username);
};

test('a click at the centre of a main-menu category opens its lobby (its drop-down opens on the way)', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  for (const [name, path] of [
    ['Slots', '/rng'],
    ['Live Casino', '/live'],
    ['Hot games', '/hot'],
  ] as const) {
    // A mouse click: the pointer moves onto the link (opening its drop-down) and presses its centre.
    await nav.getByRole('link', { name }).click();
    await expect(page, name).toHaveURL(path);
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
  }
});

test('a login the route guard asked for returns to the lottery page the visitor wanted', async ({ page }) => {
  await page.goto('/lottery');
  await expect(page).toHaveURL('/login');
  await logInThroughDialog(page);
  await expect(page).toHaveURL('/lottery');
  await expect(page.getByRole('heading', { name: 'Lottery', level: 1 })).toBeVisible();
});

test('a login asked for by /?centre=deposit opens the deposit page afterwards', async ({ page }) => {
  await page.goto('/?centre=deposit');
  await expect(page).toHaveURL('/login');
  await logInThroughDialog(page);
  await expect(page).toHaveURL('/?centre=deposit');
  const centre = page.getByRole('dialog', { name: /Member centre/ });
  await expect(centre.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
});

test('a login the visitor started from the header on a lobby still lands on home', async ({ page }) => {
  await page.goto('/rng');
  await loginFromHeader(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
  await expectLoggedInAs(page, DEMO_PLAYER.username);
  await expect(page).toHaveURL('/');
});

test('closing the login prompt of "Start now" leaves the visitor in the lobby', async ({ page }) => {
  await page.goto('/rng');
  await tile(page, TRIAL_SLOT).getByRole('button', { name: 'Start now' }).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/rng');
  await expect(tile(page, TRIAL_SLOT)).toBeVisible();
});

test('a login through the prompt of "Start now" returns to the lobby', async ({ page }) => {
  await page.goto('/rng');
  await tile(page, TRIAL_SLOT).getByRole('button', { name: 'Start now' }).click();
  await logInThroughDialog(page);
  await expect(page).toHaveURL('/rng');
  await expect(tile(page, TRIAL_SLOT)).toBeVisible();
});
