import type { Page } from '@playwright/test';
import { loginFromDialog } from './support/header';
import { seamlessGamePath, type TQaFeedback } from './support/site-service';
import { DEMO_PLAYER, qaGet } from './support/stack';
import { closeAnnouncementPopups, expect, test } from './support/test';

/**
 * Issue 16's site service, as a visitor and a member act: the help centre
 * from the footer and from /help#faq, feedback sent and read by QA, the
 * download and join pages reached from the footer, and a seamless game under
 * the header alone.
 */

/** The smallest valid PNG (1×1): a picture the mock accepts by its magic bytes. */
const SCREENSHOT_PNG = {
  name: 'lobby.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

const latestFeedback = async (request: Parameters<typeof qaGet>[0]) =>
  (await qaGet<{ feedback: TQaFeedback[] }>(request, 'feedback?limit=1')).feedback[0];

// The stack shares its machine with other suites: room for a slow page.
test.describe.configure({ timeout: 90_000 });

/** A first view under load: the page's chunk and its query may take a while. */
const SLOW = { timeout: 20_000 };

/** Home's footer, once the sections above it have their data. */
const homeFooter = async (page: Page) => {
  await page.goto('/');
  await expect(page.locator('[aria-busy="true"], [class*="_skeleton_"]')).toHaveCount(0, SLOW);
  return page.getByRole('contentinfo');
};

test.beforeEach(async ({ context, page, request }) => {
  await closeAnnouncementPopups(context, page, request);
});

test('the help centre opens from a footer item on its topic, moves between topics and closes to home', async ({
  page,
}) => {
  const footer = await homeFooter(page);
  await footer.getByRole('link', { name: 'How to deposit' }).click();
  const help = page.getByRole('dialog', { name: 'Help centre' });
  await expect(help.getByRole('heading', { name: 'How to deposit' })).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/help#deposit$/);
  await expect(help.getByText('Choose a payment channel')).toBeVisible();

  await help.getByRole('link', { name: 'Responsible gaming' }).click();
  await expect(help.getByRole('heading', { name: 'Responsible gaming' })).toBeVisible();
  await expect(page).toHaveURL(/\/help#responsible-gaming$/);

  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('/help#faq opens the questions over home, each answer folded under its question', async ({ page }) => {
  // The issue names this address; a visitor may arrive at it from anywhere.
  await page.goto('/help#faq');
  const help = page.getByRole('dialog', { name: 'Help centre' });
  await expect(help.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible(SLOW);
  const answer = help.getByText('Check your transaction history');
  await expect(answer).toBeHidden();
  await help.getByText('My deposit has not arrived.').click();
  await expect(answer).toBeVisible();
  // Home is underneath.
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
});

test("a visitor's feedback reaches QA, and so does a member's with a screenshot, named", async ({
  page,
  request,
}) => {
  await (await homeFooter(page)).getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send us feedback' });
  const text = dialog.getByRole('textbox', { name: 'Your feedback' });
  await text.fill('Slow');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('The content must be between 3 and 500 words.')).toBeVisible();

  // Pictures only from members: a guest is told to log in for them.
  await expect(dialog.getByText(/Log in to add screenshots/)).toBeVisible();
  await expect(dialog.locator('input[type="file"]')).toHaveCount(0);
  const visitorText = `The lobby loads slowly at night ${Date.now()}`;
  await text.fill(visitorText);
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you! Your feedback was sent.')).toBeVisible(SLOW);
  await expect(dialog).toBeHidden();
  expect(await latestFeedback(request)).toMatchObject({ content: visitorText, memberId: null, images: [] });

  await loginFromDialog(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
  await page.getByRole('banner').getByRole('button', { name: 'Feedback' }).click();
  const memberText = `Please add more fishing games ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Your feedback' }).fill(memberText);
  await dialog.locator('input[type="file"]').setInputFiles(SCREENSHOT_PNG);
  await expect(dialog.getByRole('img', { name: /1/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog).toBeHidden(SLOW);
  const fromMember = await latestFeedback(request);
  expect(fromMember).toMatchObject({ content: memberText, images: [{ mimeType: 'image/png' }] });
  expect(fromMember?.memberId).not.toBeNull();
});

test('the footer leads to the download page, with a QR code per phone app', async ({ page }) => {
  await (await homeFooter(page)).getByRole('link', { name: 'App download' }).click();
  await expect(page).toHaveURL(/\/down$/);
  await expect(page.getByRole('heading', { level: 1, name: /Download the .* app/ })).toBeVisible();
  const android = page.getByTestId('download-android');
  await expect(android.getByRole('img', { name: 'QR code to download the Android app' })).toBeVisible();
  await expect(android.getByRole('link', { name: /Download for Android/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expect(page.getByTestId('download-ios').getByRole('img')).toBeVisible();
  await expect(
    page.getByTestId('download-windows').getByRole('link', { name: /Download for Windows/ }),
  ).toBeVisible();
});

test('the footer leads to the join page, whose call to action opens the registration', async ({ page }) => {
  await (await homeFooter(page)).getByRole('link', { name: 'Become an agent' }).click();
  await expect(page).toHaveURL(/\/join$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Become an agent' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How agents are paid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Agent login' })).toHaveAttribute('href', '/agentLogin');
  await page.getByRole('link', { name: 'Register now' }).click();
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
});

test('a seamless game fills the page under the header, without the footer', async ({ page }) => {
  await loginFromDialog(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
  await page.goto(await seamlessGamePath(page.request));
  await expect(
    page.frameLocator('[data-testid="game-frame"]').locator('body > *:visible').first(),
  ).toBeVisible(SLOW);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});
