import { expect, type FrameLocator, type Page } from '@playwright/test';
import { expectLoggedInAs, loginFromHeader } from './header';
import { createFundedPlayer } from './stack';

/** Seeded games (apps/mock-upstream/src/seed/data/games): a PT slot with a free trial, and a jackpot slot. */
export const TRIAL_SLOT = 'Koi Quest';
export const TRIAL_SLOT_NODE = '1001';

export const tile = (page: Page, name: string) =>
  page.getByTestId('game-tile').filter({ has: page.getByText(name, { exact: true }) });

export const headerBalance = (page: Page) => page.getByTestId('header-balance');

export const logInFunded = async (page: Page, balanceMinor = 500_000) => {
  const member = await createFundedPlayer(page.request, balanceMinor);
  await page.goto('/');
  await loginFromHeader(page, member.username, member.password);
  await expectLoggedInAs(page, member.username);
  await expect(headerBalance(page)).toHaveText(/\d/);
  return member;
};

/**
 * Types a game's name into the lobby's search and waits for its answer: the
 * search is sent after a pause and its answer replaces the tiles, so a click
 * before then can land on a tile that is about to go.
 */
export const searchLobby = async (page: Page, name: string) => {
  await page.getByRole('searchbox', { name: 'Search games' }).fill(name);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(tile(page, name)).toBeVisible();
};

export const searchSlots = async (page: Page, name: string) => {
  await page.goto('/rng');
  await searchLobby(page, name);
};

export const spin = async (game: FrameLocator, times: number) => {
  const spinButton = game.getByRole('button', { name: /spin/i }).first();
  for (let round = 0; round < times; round += 1) {
    await expect(spinButton).toBeEnabled({ timeout: 10_000 });
    await spinButton.click();
  }
  await expect(spinButton).toBeEnabled({ timeout: 10_000 });
};
