import { expectLoggedInAs } from './support/header';
import { expect, test } from './support/test';

test('Google sign-in goes through the provider page and back, signed in', async ({ page }) => {
  const email = `social.${Date.now().toString(36)}@example.com`;
  await page.goto('/login');
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('link', { name: 'Continue with Google' })
    .click();

  // The mock's stand-in for Google, served through the gateway's /oauth proxy.
  await expect(page).toHaveURL(/\/oauth\/google\/authorize\?/);
  await page.getByLabel('Continue as').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expectLoggedInAs(page, email.split('@')[0]!.replace(/\W/g, '').slice(0, 6));
});

test('cancelling at the provider comes back with the reason shown', async ({ page }) => {
  await page.goto('/login');
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('link', { name: 'Continue with Facebook' })
    .click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  await expect(page).not.toHaveURL(/authError/);
});
