import { resolve } from 'node:path';
import { expectAccessible } from './support/accessibility';
import { expectLoggedInAs, headerLoginForm, loginFromHeader } from './support/header';
import { DEMO_PLAYER, qa, qaGet, type TQaMember } from './support/stack';
import { expect, test } from './support/test';

const screenshots = resolve(import.meta.dirname, 'screenshots');

test('a visitor registers through the modal and lands on /promotions logged in', async ({ page }) => {
  const username = `e2e${Date.now().toString(36)}`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Register', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
  await dialog.getByLabel('Confirm password').fill('Secret123');
  await dialog.getByLabel(/I am over 18 years old/).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expectLoggedInAs(page, username);
});

test('registration shows field errors and keeps the visitor logged out', async ({ page }) => {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill('1bad');
  await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
  await dialog.getByLabel('Confirm password').fill('Secret124');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('The two passwords do not match', { exact: false })).toBeVisible();
  await expect(page.getByTestId('header-account')).toHaveCount(0);
});

test('signs out through the confirm dialog; cancel does nothing', async ({ page }) => {
  await page.goto('/');
  await loginFromHeader(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
  await expectLoggedInAs(page, DEMO_PLAYER.username);

  await page.getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expectLoggedInAs(page, DEMO_PLAYER.username);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'OK' }).click();
  await expect(headerLoginForm(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-account')).toHaveCount(0);
});

test('logs in from the header and shows the balance with two decimals and separators', async ({ page }) => {
  await page.goto('/');
  await loginFromHeader(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
  await expect(page.getByTestId('header-balance')).toHaveText(/₱12,345\.67/);
});

test('a wrong password shows the incorrect-password message; after three the captcha is required', async ({
  page,
  request,
}) => {
  const member = await qa<TQaMember>(request, 'members', { kind: 'player' });
  await page.goto('/');
  const form = headerLoginForm(page);
  for (let attempt = 1; attempt <= 3; attempt++) {
    // Each attempt's answer, not the message an earlier one left on screen (a click while the last is in flight is lost).
    const answered = page.waitForResponse((response) => response.url().includes('session.login'));
    await loginFromHeader(page, member.username, 'WrongPass1');
    await answered;
    await expect(form.getByText('Incorrect username or password.')).toBeVisible();
  }
  const captchaField = form.getByLabel('Captcha', { exact: true });
  await expect(captchaField).toBeVisible();
  await expect(form.getByAltText('Captcha image')).toBeVisible();

  // The right password alone is refused while the captcha is required.
  await captchaField.fill('');
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-account')).toHaveCount(0);

  const { text } = await qaGet<{ text: string }>(request, 'captcha/latest');
  await loginFromHeader(page, member.username, member.password, text);
  await expectLoggedInAs(page, member.username);
});

test('five failed logins lock the account: the login dialog says for how long, even with the right password', async ({
  page,
  request,
}) => {
  // Six logins, each a password hash in the mock: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const member = await qa<TQaMember>(request, 'members', { kind: 'player' });
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const logIn = async (password: string, captcha?: string) => {
    await dialog.getByRole('textbox', { name: 'Username' }).fill(member.username);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    if (captcha !== undefined) await dialog.getByLabel('Captcha', { exact: true }).fill(captcha);
    await dialog.getByRole('button', { name: 'Log in' }).click();
  };
  for (let failure = 1; failure <= 3; failure++) {
    await logIn('WrongPass1');
    await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password.');
  }
  // From the third failure the captcha is asked for; a wrong answer is a failed login too.
  for (let failure = 4; failure <= 5; failure++) {
    await logIn('WrongPass1', 'ZZZZ');
    await expect(dialog.getByRole('alert')).toHaveText('The captcha is incorrect. Please try again.');
  }
  const { text } = await qaGet<{ text: string }>(request, 'captcha/latest');
  await logIn(member.password, text);
  await expect(dialog.getByRole('alert')).toHaveText('Too many failed logins. Try again in 15 min.');
  await expect(page.getByTestId('header-account')).toHaveCount(0);
});

test.describe('the slide captcha (GEETEST3)', () => {
  test.afterEach(async ({ request }) => {
    await qa(request, 'whitelabel', { flag: 'GEETEST3', enabled: false });
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 360, height: 780 },
  ]) {
    test(`at ${viewport.width} px: after three failures the piece slid onto the gap logs in`, async ({
      page,
      request,
    }) => {
      // Four logins, each a password hash in the mock.
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await qa(request, 'whitelabel', { flag: 'GEETEST3', enabled: true });
      const member = await qa<TQaMember>(request, 'members', { kind: 'player' });
      await page.goto('/login');
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.getByRole('textbox', { name: 'Username' }).fill(member.username);
      for (let failure = 1; failure <= 3; failure++) {
        await dialog.getByLabel('Password', { exact: true }).fill('WrongPass1');
        await dialog.getByRole('button', { name: 'Log in' }).click();
        await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password.');
      }

      const puzzle = dialog.getByRole('group', { name: 'Slide the piece onto the gap' });
      const hint = puzzle.getByText(/^The gap is at \d+ of 100\.$/);
      await expect(hint).toBeAttached();
      await expect(dialog.getByLabel('Captcha', { exact: true })).toHaveCount(0);
      await expectAccessible(page, `the slide captcha at ${viewport.width} px`, 'dialog[open]');
      await page.screenshot({ path: resolve(screenshots, `login-slide-captcha-${viewport.width}.png`) });

      // Click the track near the gap, then nudge the piece with the arrow keys.
      const gap = Number(/\d+/.exec((await hint.textContent()) ?? '')?.[0]);
      const slider = puzzle.getByRole('slider', { name: 'Piece position' });
      const box = await slider.boundingBox();
      if (!box) throw new Error('the slider has no box');
      await slider.click({ position: { x: (box.width * gap) / 100, y: box.height / 2 } });
      for (let nudges = 0; nudges < 100; nudges++) {
        const position = Number(await slider.inputValue());
        if (position === gap) break;
        await slider.press(position < gap ? 'ArrowRight' : 'ArrowLeft');
      }
      await expect(slider).toHaveValue(String(gap));
      await dialog.getByLabel('Password', { exact: true }).fill(member.password);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expectLoggedInAs(page, member.username);
    });
  }
});
