import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import ty from '../apps/web/src/locales/ty.json' with { type: 'json' };
import { expect, test } from './support/test';

test('switching to TY changes the interface text and the document language', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: en['home.cta_register'] })).toBeVisible();

  await page.getByRole('combobox', { name: en['header.language'] }).selectOption('TY');

  await expect(page.locator('html')).toHaveAttribute('lang', 'tl');
  await expect(page.getByRole('link', { name: ty['home.cta_register'] })).toBeVisible();
  await expect(page.getByRole('form', { name: ty['auth.login_form'] })).toBeVisible();
  expect(ty['home.cta_register']).not.toBe(en['home.cta_register']);

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByRole('combobox', { name: ty['header.language'] })).toHaveValue('TY');
});
