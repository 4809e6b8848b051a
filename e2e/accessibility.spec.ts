import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { loginFromDialog } from './support/header';
import { centreNavLink } from './support/member-centre';
import {
  AGENT_CENTRE_TOUR,
  AGENT_HOME,
  CENTRE_PAGES,
  DIALOG_ROUTES,
  MEMBER_ROUTES,
  PUBLIC_ROUTES,
} from './support/site-map';
import { seamlessGamePath } from './support/site-service';
import { DEMO_AGENT, DEMO_PLAYER, qa } from './support/stack';
import { closeAnnouncementPopups, expect, test } from './support/test';

/*
 * Every route and dialog at a desktop and a phone width: axe finds no
 * serious or critical violation and, at 360 px, nothing scrolls sideways
 * (docs/product.md). One browser context per width, shared by its tests;
 * each role logs in once.
 */
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 360, height: 780 },
];
const DIALOG = 'dialog[open]';

/** A page has settled when no placeholder, spinner or loading text is left and its images are in. */
const settle = async (page: Page) => {
  await expect(page.locator('[aria-busy="true"], [class*="_skeleton_"], [class*="_spinner_"]')).toHaveCount(
    0,
  );
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.loading === 'lazy'),
  );
};

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    // In order on one worker: a failed test restarts the worker, and beforeAll opens a new context.
    test.describe.configure({ timeout: 180_000 });
    let page: Page;

    test.beforeAll(async ({ browser, request }) => {
      const context = await browser.newContext({ viewport });
      page = await context.newPage();
      await closeAnnouncementPopups(context, page, request);
    });
    test.afterAll(async ({ request }) => {
      await qa(request, 'maintenance', { on: false });
      await qa(request, 'region-block', { on: false });
      await page.context().close();
    });

    test('public pages', async () => {
      for (const path of PUBLIC_ROUTES) {
        await page.goto(path);
        await settle(page);
        await expectAccessible(page, path);
      }
    });

    test('the feedback dialog, with a refused text', async () => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Feedback' }).click();
      const feedback = page.getByRole('dialog', { name: 'Send us feedback' });
      await expect(feedback).toBeVisible();
      await feedback.getByRole('button', { name: 'Send feedback' }).click();
      await expect(feedback.getByText('Please enter your feedback.')).toBeVisible();
      await expectAccessible(page, 'the feedback dialog', DIALOG);
    });

    test('login, register, help, forgot-password and notice dialogs', async () => {
      for (const path of Object.values(DIALOG_ROUTES)) {
        await page.goto(path);
        await expect(page.getByRole('dialog')).toBeVisible();
        await settle(page);
        await expectAccessible(page, path, DIALOG);
      }
      await page.goto(DIALOG_ROUTES.register);
      await page
        .getByRole('dialog', { name: 'Create your account' })
        .getByRole('tab', { name: 'Email' })
        .click();
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
      await settle(page);
      await expectAccessible(page, 'the email registration tab', DIALOG);

      await page.goto(DIALOG_ROUTES.login);
      await page
        .getByRole('dialog', { name: 'Log in' })
        .getByRole('button', { name: 'Forgot password?' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Forgot password' })).toBeVisible();
      await settle(page);
      await expectAccessible(page, 'the forgot-password dialog', DIALOG);

      await page.goto('/');
      await page.getByTestId('home-notice-marquee').getByRole('button', { name: 'Notices' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Notices' })).toBeVisible();
      await expectAccessible(page, 'the notice dialog', DIALOG);
    });

    test('the game popup', async () => {
      await page.goto('/rng?q=Koi');
      const koi = page.getByTestId('game-tile').filter({ hasText: 'Koi Quest' });
      await koi.hover();
      await koi.getByRole('button', { name: 'Free trial' }).click();
      const game = page.getByRole('dialog', { name: 'Koi Quest' });
      await expect(game.frameLocator('iframe').getByRole('button', { name: /spin/i }).first()).toBeVisible();
      await expectAccessible(page, 'the game popup', DIALOG);
      await page.context().clearCookies();
    });

    test('member pages, each with its game', async () => {
      await loginFromDialog(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
      await settle(page);
      await expectAccessible(page, 'home, logged in');
      for (const path of [...MEMBER_ROUTES, await seamlessGamePath(page.request)]) {
        // Each embeds a game page: axe reads its frame once the game is in.
        await page.goto(path);
        await expect(
          page.frameLocator('[data-testid="game-frame"]').locator('body > *:visible').first(),
        ).toBeVisible();
        await settle(page);
        await expectAccessible(page, path);
      }
      await page.context().clearCookies();
    });

    test("the member centre's pages", async () => {
      await loginFromDialog(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
      // Opened once by its address (the header's account button is not on a phone's header), then page to page.
      await page.goto(`/?centre=${CENTRE_PAGES[0]?.id}`);
      const centre = page.getByRole('dialog', { name: /Member centre/ });
      for (const { id, heading } of CENTRE_PAGES) {
        // Page to page by the centre's own navigation, as a member moves: no reload of the home page behind.
        await centreNavLink(centre, heading).click();
        await expect(centre.getByRole('heading', { name: heading, level: 3 })).toBeVisible();
        await settle(page);
        await expectAccessible(page, `member centre: ${id}`, DIALOG);
        if (id === 'deposit') {
          await centre.getByRole('radio', { name: /BDO Bank Transfer/ }).click();
          await settle(page);
          await expectAccessible(page, 'member centre: the deposit form', DIALOG);
          // The online payment method: the payer's bank and the deposit bonuses with their terms.
          await centre.getByRole('radio', { name: /PayPH Online Banking/ }).click();
          await centre.getByText('Terms of 50% Deposit Bonus').click();
          await settle(page);
          await expectAccessible(page, 'member centre: the online deposit form with bonuses', DIALOG);
        }
      }
      await page.context().clearCookies();
    });

    test('the service bar and the chat room', async () => {
      await loginFromDialog(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
      const bar = page.getByRole('complementary', { name: 'Customer service shortcuts' });
      // Phones fold the bar into one button.
      const toggle = bar.getByRole('button', { name: 'Customer service' });
      if (await toggle.isVisible()) await toggle.click();
      await bar.getByRole('button', { name: 'Telegram' }).click();
      await expectAccessible(page, 'the service bar with the Telegram list');
      await bar.getByRole('button', { name: /^Live chat/ }).click();
      const chat = page.getByRole('dialog', { name: 'Live chat' });
      await expect(chat.getByRole('button', { name: /General questions/ })).toBeVisible();
      await settle(page);
      await expectAccessible(page, 'the chat room: topics', DIALOG);
      await chat.getByRole('button', { name: /General questions/ }).click();
      // axe reads the chat page's frame once it is in.
      await expect(
        chat.frameLocator('[data-testid="chat-frame"]').getByRole('button', { name: 'Send' }),
      ).toBeVisible();
      await expectAccessible(page, 'the chat room: the chat page', DIALOG);
      await chat.getByRole('button', { name: 'Close' }).click();
      await page.context().clearCookies();
    });

    test("the security centre's dialogs: the avatar picker and the mobile number's verification", async () => {
      await loginFromDialog(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
      await page.goto('/?centre=security');
      const centre = page.getByRole('dialog', { name: /Member centre/ });
      await centre.getByRole('button', { name: 'Change avatar' }).click();
      const picker = page.getByRole('dialog', { name: 'Choose your avatar' });
      await expect(picker.getByRole('radio').first()).toBeVisible();
      await settle(page);
      await expectAccessible(page, 'the avatar picker', DIALOG);
      await picker.getByRole('button', { name: 'Close' }).click();
      await expect(picker).toBeHidden();

      await centre
        .getByRole('region', { name: 'Security settings' })
        .getByRole('button', { name: /^(Verify|Change)$/ })
        .click();
      await expect(page.getByRole('dialog', { name: 'Verify mobile number' })).toBeVisible();
      await settle(page);
      await expectAccessible(page, 'the mobile verification dialog', DIALOG);
      await page.context().clearCookies();
    });

    test("the rewards pages as a member: promotions, their forms, the reward centre's tabs, a leaderboard", async () => {
      await loginFromDialog(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
      await page.goto('/promotions');
      await settle(page);
      await expectAccessible(page, '/promotions, logged in');
      const cards = page.getByRole('article');
      await cards.first().getByRole('button', { name: 'Show details' }).click();
      // demo_player joined a sign-up promotion (the seed): its application form.
      await page.getByRole('button', { name: 'Apply for reward' }).first().click();
      await expect(page.getByRole('form', { name: /^Apply for the reward of / })).toBeVisible();
      await settle(page);
      await expectAccessible(page, '/promotions: details and the application form');

      await page.goto('/?centre=rewards');
      const centre = page.getByRole('dialog', { name: /Member centre/ });
      for (const tab of ['My applications', 'Tickets', 'Promo code']) {
        await centre.getByRole('tab', { name: tab }).click();
        await settle(page);
        await expectAccessible(page, `reward centre: ${tab}`, DIALOG);
      }
      await page.goto('/?centre=missions');
      await centre
        .getByRole('button', { name: /^Leaderboard of / })
        .first()
        .click();
      await expect(centre.getByRole('table', { name: /^Leaderboard of / })).toBeVisible();
      await settle(page);
      await expectAccessible(page, 'missions: a leaderboard', DIALOG);
      await page.context().clearCookies();
    });

    test("the agent's home and the agent centre", async () => {
      await page.goto('/agentLogin');
      const agentForm = page.getByRole('form', { name: 'Agent login' });
      await agentForm.getByRole('textbox', { name: 'Username' }).fill(DEMO_AGENT.username);
      await agentForm.getByLabel('Password', { exact: true }).fill(DEMO_AGENT.password);
      await agentForm.getByRole('button', { name: 'Log in as agent' }).click();
      await expect(page).toHaveURL(new RegExp(`${AGENT_HOME}$`));
      await settle(page);
      await expectAccessible(page, AGENT_HOME);

      const { param, defaultPage, title, nav, headingOf, isPage, chartPages, showAsTable } =
        AGENT_CENTRE_TOUR;
      await page.goto(`${AGENT_HOME}?${param}=${defaultPage}`);
      const centre = page.getByRole('dialog', { name: title });
      const links = centre.getByRole('navigation', { name: nav }).getByRole('link');
      await expect(links.first()).toBeVisible();
      const shown = (
        await links.evaluateAll(
          (anchors, name) =>
            anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).searchParams.get(name)),
          param,
        )
      ).filter(isPage);
      for (const id of shown) {
        await centreNavLink(centre, headingOf(id)).click();
        await expect(centre.getByRole('heading', { name: headingOf(id), level: 3 })).toBeVisible();
        await settle(page);
        await expectAccessible(page, `agent centre: ${id}`, DIALOG);
        if (chartPages.includes(id)) {
          await centre.getByRole('button', { name: showAsTable }).first().click();
          await settle(page);
          await expectAccessible(page, `agent centre: ${id}, as a table`, DIALOG);
        }
      }
      await page.context().clearCookies();
    });

    test('maintenance and region-blocked screens', async ({ request }) => {
      await qa(request, 'maintenance', { on: true });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Game maintenance' })).toBeVisible();
      await expectAccessible(page, 'the maintenance screen');
      await qa(request, 'maintenance', { on: false });

      await qa(request, 'region-block', { on: true });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
      await expectAccessible(page, 'the region-blocked screen');
      await qa(request, 'region-block', { on: false });
    });
  });
}
