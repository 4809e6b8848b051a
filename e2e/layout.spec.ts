import type { Locator, Page } from '@playwright/test';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import ty from '../apps/web/src/locales/ty.json' with { type: 'json' };
import { expectLoggedInAs, loginFromHeader } from './support/header';
import { DEMO_PLAYER } from './support/stack';
import { closeAnnouncementPopups, expect, test } from './support/test';

/**
 * Layouts that looked broken though they worked: each is checked by the
 * boxes the browser laid out, and a screenshot is kept in test-results/ to
 * look at.
 */

/** The element's box once it and its ancestors have ended their finite animations (a dialog scales in). */
const boxOf = async (locator: Locator) => {
  await locator.evaluate((element) =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return target?.contains(element) && animation.effect?.getTiming().iterations !== Infinity;
        })
        .map((animation) => animation.finished),
    ),
  );
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
};

type TBox = Awaited<ReturnType<typeof boxOf>>;

const overlaps = (a: TBox, b: TBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/layout/${name}-${page.viewportSize()?.width}.png` });

/** Whether the element's text is cut (an ellipsis, or clipped). */
const isTextCut = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth > element.clientWidth);

for (const width of [360, 375]) {
  test(`at ${width} px the banner's page dots sit below the artwork, not on it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const dots = page.getByRole('group', { name: 'Choose a banner' });
    await expect(dots).toBeVisible();
    const artwork = page.getByRole('region', { name: 'Featured offers' }).getByRole('img').first();
    await expect(artwork).toBeVisible();
    expect(overlaps(await boxOf(dots), await boxOf(artwork))).toBe(false);
    await shot(page, 'banner');
  });
}

for (const width of [1440, 375]) {
  test(`at ${width} px the header shows a short username in full`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    if (width < 600) {
      await page.getByRole('link', { name: 'Log in' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.getByRole('textbox', { name: 'Username' }).fill(DEMO_PLAYER.username);
      await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
      await dialog.getByRole('button', { name: 'Log in' }).click();
    } else {
      await loginFromHeader(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
    }
    await expectLoggedInAs(page, DEMO_PLAYER.username);
    // Laid out as it stays: the web fonts in, the balance shown.
    await expect(page.getByTestId('header-balance')).toHaveText(/₱/);
    await page.evaluate(() => document.fonts.ready);
    const name = page.getByTestId('header-account');
    if (width >= 600) await expect.poll(() => isTextCut(name)).toBe(false);
    else await expect(name).toBeHidden();
    await shot(page, 'header-member');
  });
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 360, height: 740 },
]) {
  test(`at ${viewport.width}×${viewport.height} the register dialog fits the window and keeps its title while it scrolls`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    const title = dialog.getByRole('heading', { name: 'Create your account' });
    await expect(title).toBeVisible();
    expect((await boxOf(dialog)).height).toBeLessThanOrEqual(viewport.height);
    await shot(page, 'register-top');

    // The wheel over the form, down to its submit button.
    const submit = dialog.getByRole('button', { name: 'Create account', exact: true });
    await dialog.getByRole('textbox', { name: 'Username' }).hover();
    await page.mouse.wheel(0, 2_000);
    await expect(submit).toBeInViewport();
    const titleBox = await boxOf(title);
    expect(titleBox.y).toBeGreaterThanOrEqual(0);
    expect(overlaps(titleBox, await boxOf(submit))).toBe(false);
    await expect(title).toBeInViewport();
    await shot(page, 'register-scrolled');
  });
}

test('at 360 px the email registration tab fits the width, its buttons inside their fields', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByRole('tab', { name: 'Email' }).click();
  const email = dialog.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  for (const [field, button] of [
    [
      dialog.getByRole('textbox', { name: 'Username' }),
      dialog.getByRole('button', { name: 'Suggest a username' }),
    ],
    [
      dialog.getByRole('textbox', { name: 'Verification code' }),
      dialog.getByRole('button', { name: 'Send code' }),
    ],
  ] as const) {
    const fieldBox = await boxOf(field);
    const buttonBox = await boxOf(button);
    expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(fieldBox.x + fieldBox.width + 1);
    expect(buttonBox.x).toBeGreaterThanOrEqual(fieldBox.x);
  }
  await shot(page, 'register-email');
});

test('in TY the main menu fits the content area at 1440 px, every entry in sight', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: en['header.language'] }).selectOption('TY');
  const nav = page.getByRole('navigation', { name: ty['nav.label'] });
  await expect(nav.getByRole('link', { name: ty['nav.promotions'] })).toBeVisible();
  const content = await boxOf(page.getByRole('main'));
  const menu = await boxOf(nav.getByRole('list'));
  expect(menu.x).toBeGreaterThanOrEqual(content.x);
  expect(menu.x + menu.width).toBeLessThanOrEqual(content.x + content.width);
  expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await shot(page, 'menu-ty');
});

test('at 360 px the rewards pages fit the width: promotions with a form open, and each rewards page of the member centre', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(DEMO_PLAYER.username);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  const fitsTheWidth = (locator: Locator) =>
    locator.evaluate((element) => element.scrollWidth <= element.clientWidth);
  /** Elements (outside navigation strips) whose box ends past the window's right edge. */
  const beyondTheRightEdge = (locator: Locator) =>
    locator.evaluate((root) =>
      [...root.querySelectorAll('*')]
        .filter((element) => !element.closest('nav'))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    );
  const documentFits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto('/promotions');
  await page.getByRole('button', { name: 'Apply for reward' }).first().click();
  const form = page.getByRole('form', { name: /^Apply for the reward of / });
  await expect(form).toBeVisible();
  expect(await fitsTheWidth(form)).toBe(true);
  expect(await documentFits()).toBe(true);
  await shot(page, 'promotions-apply');

  const centre = page.getByRole('dialog', { name: /Member centre/ });
  for (const [id, heading] of [
    ['rewards', 'Reward centre'],
    ['referral', 'Invite friends'],
    ['missions', 'Mission leaderboard'],
    ['point-mall', 'Point mall'],
  ] as const) {
    await page.goto(`/?centre=${id}`);
    await expect(centre.getByRole('heading', { name: heading, level: 3 })).toBeVisible();
    await expect(centre.locator('[aria-busy="true"], [class*="_skeleton_"]')).toHaveCount(0);
    expect(await documentFits(), `${id}: the page scrolls sideways`).toBe(true);
    // The centre's navigation is a strip that scrolls sideways by design; nothing else may pass the edge.
    expect(await beyondTheRightEdge(centre), `${id}: past the right edge`).toEqual([]);
    await shot(page, `rewards-${id}`);
  }
  // The long referral links wrap inside their cards.
  await page.goto('/?centre=referral');
  const link = centre.getByRole('list', { name: 'Referral links' }).getByRole('listitem').first();
  await expect(link).toBeVisible();
  expect(await fitsTheWidth(link)).toBe(true);
});

test('at 360 px the help centre fills the screen, the feedback dialog fits, and /down and /join do not scroll sideways', async ({
  context,
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  // A guest popup would cover the help centre.
  await closeAnnouncementPopups(context, page, request);
  const documentFits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto('/help#faq');
  const help = page.getByRole('dialog', { name: 'Help centre' });
  // The first view of a page loads its chunks and the topics: room for a busy machine.
  await expect(help.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible({
    timeout: 20_000,
  });
  // Full screen on phones (docs/product.md §9's 440 by 750 window is for desktops).
  expect(await boxOf(help)).toMatchObject({ x: 0, y: 0, width: 360, height: 780 });
  expect(await help.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await shot(page, 'help-faq');
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toBeHidden();

  await page.getByRole('banner').getByRole('button', { name: 'Feedback' }).click();
  const feedback = page.getByRole('dialog', { name: 'Send us feedback' });
  await expect(feedback).toBeVisible();
  const box = await boxOf(feedback);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await documentFits()).toBe(true);
  await shot(page, 'feedback');

  for (const path of ['/down', '/join']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await documentFits(), `${path} scrolls sideways`).toBe(true);
    await shot(page, path.slice(1));
  }
});

test('at 1440 px the help centre is the 440 by 750 window', async ({ context, page, request }) => {
  await closeAnnouncementPopups(context, page, request);
  await page.goto('/help#about');
  const help = page.getByRole('dialog', { name: 'Help centre' });
  await expect(help.getByRole('heading', { name: 'About us' })).toBeVisible({ timeout: 20_000 });
  // Measured once the dialog's opening scale has settled.
  await expect.poll(() => boxOf(help)).toMatchObject({ width: 440, height: 750 });
});

test('at 360 px the chat room fills the phone and its chat page fits the width', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(DEMO_PLAYER.username);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  const bar = page.getByRole('complementary', { name: 'Customer service shortcuts' });
  await bar.getByRole('button', { name: 'Customer service' }).click();
  await bar.getByRole('button', { name: /^Live chat/ }).click();
  const chat = page.getByRole('dialog', { name: 'Live chat' });
  await chat.getByRole('button', { name: /General questions/ }).click();
  const frame = page.getByTestId('chat-frame');
  const send = page.frameLocator('[data-testid="chat-frame"]').getByRole('button', { name: 'Send' });
  await expect(send).toBeVisible();
  const frameBox = await boxOf(frame);
  expect(frameBox.x).toBeGreaterThanOrEqual(0);
  expect(frameBox.x + frameBox.width).toBeLessThanOrEqual(360);
  // The send button is inside the frame's box, not cut off below or beside it.
  const sendBox = await boxOf(send);
  expect(sendBox.x + sendBox.width).toBeLessThanOrEqual(frameBox.x + frameBox.width);
  expect(sendBox.y + sendBox.height).toBeLessThanOrEqual(frameBox.y + frameBox.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, 'chat-room');
});

test("at 360 px the security centre's profile, security items and dialogs fit the width", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(DEMO_PLAYER.username);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  const documentFits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const fitsTheWindow = async (locator: Locator) => {
    const box = await boxOf(locator);
    return box.x >= 0 && box.x + box.width <= 360.5;
  };

  await page.goto('/?centre=security');
  const centre = page.getByRole('dialog', { name: /Member centre/ });
  const profile = centre.getByRole('region', { name: 'Profile' });
  const security = centre.getByRole('region', { name: 'Security settings' });
  await expect(profile.getByRole('button', { name: 'Save profile' })).toBeVisible();
  await expect(security.getByRole('listitem').first()).toBeVisible();
  expect(await fitsTheWindow(profile)).toBe(true);
  expect(await fitsTheWindow(security)).toBe(true);
  expect(await documentFits()).toBe(true);
  await shot(page, 'security-centre');

  await centre.getByRole('button', { name: 'Change avatar' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose your avatar' });
  await expect(picker.getByRole('radio').first()).toBeVisible();
  expect(await fitsTheWindow(picker.getByRole('group'))).toBe(true);
  expect(await documentFits()).toBe(true);
  await shot(page, 'avatar-picker');
  await picker.getByRole('button', { name: 'Close' }).click();

  await security.getByRole('button', { name: /^(Verify|Change)$/ }).click();
  const verify = page.getByRole('dialog', { name: 'Verify mobile number' });
  await expect(verify.getByRole('button', { name: 'Verify number' })).toBeVisible();
  expect(await fitsTheWindow(verify.getByRole('button', { name: 'Verify number' }))).toBe(true);
  expect(await documentFits()).toBe(true);
  await shot(page, 'verify-mobile');
});
