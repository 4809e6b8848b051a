import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expectGameReady, gameBalance, minorOf, textOf, watchConsoleErrors } from './support/game-page';
import { headerBalance, logInFunded, searchLobby, spin, tile, TRIAL_SLOT } from './support/games';
import { addSlipLine, placeSlip } from './support/lottery';
import { qa, resetMock } from './support/stack';
import { expect, test } from './support/test';

/**
 * One round of every engine the mock serves (apps/mock-upstream/src/games),
 * played in Chromium the way a member does: the game is opened from the site,
 * its page loads without a console error, a bet goes in with the game's own
 * controls, and the site header's balance follows.
 *
 * Engine → game (apps/mock-upstream/src/seed/data/games/vendors.ts):
 * slot Koi Quest (PT), fish the first JDB/CQ9 fishing game listed, bingo
 * Bingo 75 (BNG), lottery Lucky Lotto 5 Minutes (LOTT), baccarat AG Baccarat A1
 * (AG), cockfight DS88 Sabong (DS88), sportsbook IBC Sports (IBC), poker
 * Texas Hold'em (KY).
 */

const LOTTERY_GAME_CODE = 'LOTT_FAST_5M';

let watcher: ReturnType<typeof watchConsoleErrors>;

test.beforeEach(({ page }) => {
  watcher = watchConsoleErrors(page);
});

test.afterEach(async ({ request }) => {
  expect(watcher.gameErrors(), 'console errors of the game page').toEqual([]);
  await resetMock(request);
});

/** Opens a lobby the way a member does: a click on its main-menu entry. */
const openFromMenu = async (page: Page, entry: string) => {
  const link = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: entry, exact: true });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
};

/** Opens a game of a lobby (reached from the menu) by its tile's "Start now"; the popup is named after the game. */
const startFromLobby = async (page: Page, entry: string, name: string) => {
  await openFromMenu(page, entry);
  await searchLobby(page, name);
  await tile(page, name).getByRole('button', { name: 'Start now' }).click();
  return openedPopup(page, name);
};

/** Opens a single-game provider of the game centre on screen (sports, cockfight) by its "Play now". */
const startFromCentre = async (page: Page, vendor: string) => {
  await page.getByRole('article', { name: vendor }).getByRole('button', { name: 'Play now' }).click();
  return openedPopup(page, undefined);
};

const openedPopup = async (page: Page, name: string | undefined) => {
  const popup = name ? page.getByRole('dialog', { name }) : page.getByRole('dialog').last();
  await expect(popup).toBeVisible();
  const game = popup.frameLocator('iframe');
  await expectGameReady(game);
  return { popup, game };
};

/** Closes the game popup; the header then shows the balance after the round. */
const closeAndExpectBalanceChanged = async (page: Page, popup: Locator, before: string) => {
  await popup.getByRole('button', { name: 'Close' }).first().click();
  await expect(popup).toBeHidden();
  await expect(headerBalance(page)).not.toHaveText(before);
};

/** Waits (through the reveal) for a betting window with at least `seconds` left on a timed table. */
const waitForBettingWindow = async (game: FrameLocator, seconds: number) => {
  const timer = game.locator('#lv-timer');
  await expect
    .poll(
      async () => {
        const phase = await textOf(game.locator('#lv-phase'));
        const left = Number.parseInt(await textOf(timer), 10);
        return phase === 'Place your bets' && left >= seconds;
      },
      { timeout: 40_000, intervals: [250] },
    )
    .toBe(true);
};

/** Places one chip on a timed table's spot and confirms it within an open betting window. */
const betOnTimedTable = async (game: FrameLocator, spot: RegExp) => {
  await waitForBettingWindow(game, 5);
  await game.getByRole('button', { name: spot }).click();
  await game.getByRole('button', { name: 'Confirm bet' }).click();
  await expect(game.getByRole('status')).toHaveText('Bet placed');
  await expect(game.locator('#lv-mybets').getByRole('listitem').first()).toContainText('Open');
};

test('slot: a spin of Koi Quest', async ({ page }) => {
  await logInFunded(page);
  const { popup, game } = await startFromLobby(page, 'Slots', TRIAL_SLOT);
  const spun = page.waitForResponse(
    (response) => response.url().endsWith('/games/api/slot/spin') && response.ok(),
  );
  await spin(game, 1);
  await spun;
  // A win equal to the bet leaves the balance as it was: the header follows the game's balance.
  const afterSpin = minorOf(await textOf(gameBalance(game)));
  await popup.getByRole('button', { name: 'Close' }).first().click();
  await expect(popup).toBeHidden();
  await expect.poll(async () => minorOf(await textOf(headerBalance(page)))).toBe(afterSpin);
});

test('fish: shots at the fish', async ({ page }) => {
  await logInFunded(page);
  const before = await textOf(headerBalance(page));
  await openFromMenu(page, 'Fishing');
  const first = page.getByTestId('game-tile').first();
  const name = await textOf(first.getByRole('heading'));
  await first.getByRole('button', { name: 'Start now' }).click();
  const { popup, game } = await openedPopup(page, name);
  const startBalance = await textOf(gameBalance(game));
  const sea = game.getByLabel('Tap the sea to shoot');
  const box = await sea.boundingBox();
  if (!box) throw new Error('the sea is not visible');
  // Fish swim where they like: tap across the sea until a shot is taken (the balance moves).
  let tap = 0;
  await expect(async () => {
    const x = ((tap * 0.37) % 1) * box.width * 0.9 + box.width * 0.05;
    const y = ((tap * 0.61) % 1) * box.height * 0.7 + box.height * 0.1;
    tap += 1;
    await sea.click({ position: { x, y } });
    await expect(gameBalance(game)).not.toHaveText(startBalance, { timeout: 400 });
  }).toPass({ timeout: 30_000, intervals: [50] });
  await closeAndExpectBalanceChanged(page, popup, before);
});

test('bingo: a card of Bingo 75, drawn', async ({ page }) => {
  await logInFunded(page);
  const before = await textOf(headerBalance(page));
  const { popup, game } = await startFromLobby(page, 'Bingo', 'Bingo 75');
  await game.getByRole('button', { name: 'Buy card' }).click();
  const draw = game.getByRole('button', { name: 'Draw' });
  await expect(draw).toBeEnabled();
  await draw.click();
  await expect(game.locator('#bingo-result')).toBeVisible({ timeout: 15_000 });
  await expect(game.locator('#bingo-count')).toHaveText('30/30');
  await closeAndExpectBalanceChanged(page, popup, before);
});

test('lottery: a lô on the current draw of Lucky Lotto 5 Minutes', async ({ page }) => {
  // A fresh draw, its whole interval ahead: the bet cannot meet the close.
  await qa(page.request, `lottery/games/${LOTTERY_GAME_CODE}/draw-now`);
  await logInFunded(page);
  const before = await textOf(headerBalance(page));
  await openFromMenu(page, 'Lottery');
  await searchLobby(page, 'Lucky Lotto 5 Minutes');
  await tile(page, 'Lucky Lotto 5 Minutes').getByRole('button', { name: 'Start now' }).click();
  // The lottery opens on a page of the site, not in a popup.
  await expect(page.getByRole('heading', { name: 'Lottery', level: 1 })).toBeVisible();
  const currentDraw = page.getByTestId('current-draw');
  await expect(currentDraw).toContainText(/\d{8}-\d{4}/);
  const [drawCode] = (await textOf(currentDraw)).match(/\d{8}-\d{4}/) ?? [''];
  const game = page.getByRole('main').locator('iframe').contentFrame();
  await expectGameReady(game);
  await watcher.expectToSeeTheGameFrame(page);
  const balance = await textOf(gameBalance(game));
  await addSlipLine(game, 'Lô', '27', 1_000);
  await placeSlip(game, drawCode);
  await expect(gameBalance(game)).not.toHaveText(balance);
  await expect(game.getByRole('list', { name: 'My orders' })).toContainText('Lô 27');
  // No popup to close: the header follows the member's live balance.
  await expect(headerBalance(page)).not.toHaveText(before);
});

test('baccarat: a bet on the player at AG Baccarat A1', async ({ page }) => {
  test.setTimeout(90_000);
  await logInFunded(page);
  const before = await textOf(headerBalance(page));
  const { popup, game } = await startFromLobby(page, 'Live Casino', 'AG Baccarat A1');
  await betOnTimedTable(game, /^Player\b/);
  await closeAndExpectBalanceChanged(page, popup, before);
});

test('cockfight: a bet on meron at DS88 Sabong', async ({ page }) => {
  test.setTimeout(90_000);
  await logInFunded(page);
  const before = await textOf(headerBalance(page));
  // The mock's game lanes have no cockfight entry, so the main menu has none either.
  await page.goto('/cockfight');
  const { popup, game } = await startFromCentre(page, 'DS88 Sabong');
  await betOnTimedTable(game, /^Meron\b/);
  await closeAndExpectBalanceChanged(page, popup, before);
});

test('sportsbook: a single on an upcoming fixture of IBC Sports', async ({ page }) => {
  await logInFunded(page);
  const before = await textOf(headerBalance(page));
  await openFromMenu(page, 'Sports');
  const { popup, game } = await startFromCentre(page, 'IBC Sports');
  const fixture = game.locator('.sb-fixture.sb-upcoming').first();
  await fixture.getByRole('button').first().click();
  const stake = game.getByLabel('Stake');
  await expect(stake).not.toHaveValue('');
  await game.getByRole('button', { name: 'Confirm bet' }).click();
  await expect(game.getByRole('status')).toHaveText('Bet placed');
  await expect(game.locator('#lv-mybets').getByRole('listitem').first()).toContainText('Open');
  await closeAndExpectBalanceChanged(page, popup, before);
});

test("poker: a hand of Texas Hold'em against the bots", async ({ page }) => {
  test.setTimeout(60_000);
  await logInFunded(page);
  const before = await textOf(headerBalance(page));
  const { popup, game } = await startFromLobby(page, 'Kaiyuan Poker', "Texas Hold'em");
  const balance = minorOf(await textOf(gameBalance(game)));
  await game.getByRole('button', { name: 'Sit down' }).first().click();
  await expect.poll(async () => minorOf(await textOf(gameBalance(game)))).toBeLessThan(balance);
  // Hands until I have a decision to make (everyone may fold to my blind): check when I may, else call.
  const deal = game.getByRole('button', { name: 'Deal' });
  const check = game.getByRole('button', { name: 'Check', exact: true });
  const call = game.getByRole('button', { name: /^Call\b/ });
  const log = game.locator('#pk-log');
  await expect(async () => {
    if (await deal.isVisible()) await deal.click();
    if ((await check.isVisible()) && (await check.isEnabled())) await check.click();
    else if ((await call.isVisible()) && (await call.isEnabled())) await call.click();
    await expect(log).toContainText(/You (check|call)/, { timeout: 1_000 });
  }).toPass({ timeout: 40_000 });
  await closeAndExpectBalanceChanged(page, popup, before);
});
