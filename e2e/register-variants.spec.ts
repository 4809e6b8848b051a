import type { Page } from '@playwright/test';
import { expectLoggedInAs } from './support/header';
import { latestMessage } from './support/stack';
import { expect, test } from './support/test';

// Each test opens the register dialog first, whose code and data load on first use.
test.describe.configure({ timeout: 90_000 });

/** Unique per run: the tests register new members and leave the seed as it is. */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const openRegisterFromHeader = async (page: Page) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  // The dialog's code and its banners load on first use: allow a cold stack its time.
  await expect(dialog).toBeVisible({ timeout: 45_000 });
  return dialog;
};

test('a visitor registers by email with the mailed code and lands on the promotions, logged in', async ({
  page,
  request,
}) => {
  const id = stamp();
  const username = `mail${id}`.slice(0, 16);
  const email = `visitor.${id}@example.com`;
  const dialog = await openRegisterFromHeader(page);
  await dialog.getByRole('tab', { name: 'Email' }).click();
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('Passw0rd1');
  await dialog.getByLabel('Confirm password', { exact: true }).fill('Passw0rd1');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in/ })).toBeDisabled();
  const message = await latestMessage(request, email);
  expect(message).toMatchObject({ channel: 'email', purpose: 'register' });
  await dialog.getByLabel('Verification code').fill(message.code!);
  await dialog.getByLabel(/I am over 18 years old/).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/promotions$/, { timeout: 30_000 });
  await expectLoggedInAs(page, username);
});

test('suggest a username fills the field with a name the username rule accepts', async ({ page }) => {
  const dialog = await openRegisterFromHeader(page);
  const username = dialog.getByRole('textbox', { name: 'Username' });
  await expect(username).toHaveValue('');
  await dialog.getByRole('button', { name: 'Suggest a username' }).click();
  // The demo rule: a letter first, then letters and digits, 6 to 16 in all.
  await expect(username).toHaveValue(/^[A-Za-z][A-Za-z0-9]{5,15}$/);
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
});
