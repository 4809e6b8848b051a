import { qa } from './support/stack';
import { expect, test } from './support/test';

test.afterEach(async ({ request }) => {
  await qa(request, 'maintenance', { on: false });
  await qa(request, 'region-block', { on: false });
});

test('maintenance on shows the maintenance screen to everyone', async ({ page, request }) => {
  await qa(request, 'maintenance', { on: true });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Game maintenance' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Log in' })).toHaveCount(0);
});

test('region block on shows the region-blocked screen with the visitor IP', async ({ page, request }) => {
  await qa(request, 'region-block', { on: true });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect(page.getByTestId('visitor-ip')).toHaveText(/127\.0\.0\.1/);
  await expect(page.getByRole('link', { name: 'Customer service' })).toBeVisible();
});
