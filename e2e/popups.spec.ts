import { createMember } from './support/stack';
import { expect, test } from './support/test';

test.use({ popups: 'as-they-come' });

test('a guest sees the announcement popup on arrival, and once closed it stays closed', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Welcome, guest!' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(popup).toHaveCount(0);
});

test('a first login shows the first-login popups', async ({ page, request }) => {
  const member = await createMember(request, 'first-login');
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username' }).fill(member.username);
  await login.getByLabel('Password', { exact: true }).fill(member.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  // The first-login (execution F) announcement is among them.
  const popups = page.getByRole('dialog').filter({ has: page.locator('article[aria-label]') });
  await expect(popups).toBeVisible();
  await expect(popups.getByText('Welcome aboard!').first()).toBeVisible();
});
