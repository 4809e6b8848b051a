import { type ConsoleMessage, expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/**
 * Console errors and uncaught exceptions of a page and every frame in it
 * (the game iframe included), each with the URL of the frame it came from.
 */
export const watchConsoleErrors = (page: Page) => {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const where = message.location().url || message.page()?.url() || '?';
    errors.push(`console.error at ${where}: ${message.text()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? error.message}`));
  return {
    errors,
    /** Proves the watch reaches into the game's iframe: a probe logged there is seen (then dropped). */
    expectToSeeTheGameFrame: async (page: Page) => {
      const frame = page.frames().find((candidate) => candidate.url().includes('/games/play/'));
      if (!frame) throw new Error('no game frame in the page');
      await frame.evaluate(() => console.error('e2e-console-probe'));
      await expect.poll(() => errors.some((line) => line.includes('e2e-console-probe'))).toBe(true);
      errors.splice(
        errors.findIndex((line) => line.includes('e2e-console-probe')),
        1,
      );
    },
    /** Errors that came from the game pages (served by the upstream under /games/). */
    gameErrors: () => errors.filter((line) => line.includes('/games/') || line.startsWith('uncaught')),
  };
};

/** The game's own balance (its header), as shown inside the iframe. */
export const gameBalance = (game: FrameLocator) => game.locator('#balance');

/** Waits until the game page has read its session: the balance shows money. */
export const expectGameReady = async (game: FrameLocator) => {
  await expect(gameBalance(game)).toHaveText(/\d/, { timeout: 15_000 });
};

/** The money in a text such as "₱4,990.00", in minor units. */
export const minorOf = (text: string | null): number => {
  const digits = (text ?? '').replace(/[^0-9.]/g, '');
  return Math.round(Number(digits) * 100);
};

export const textOf = async (locator: Locator) => (await locator.textContent()) ?? '';
