import { resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { headerBalance } from './support/games';
import { loginFromDialog } from './support/header';
import { qa, resetMock, type TQaMember } from './support/stack';
import { expect, test } from './support/test';

/*
 * A deposit with a bonus through the online payment method: the member
 * picks the method, a bank and the bonus on the deposit page, confirms,
 * pays on the stand-in payment page in a new tab, and the site hears it
 * live (docs/history/money-interfaces.md, decision 0032).
 */
const screenshots = resolve(import.meta.dirname, 'screenshots');

const centre = (page: Page) => page.getByRole('dialog', { name: /Member centre/ });

const logInPlayer = async (page: Page) => {
  const member = await qa<TQaMember>(page.request, 'members', { kind: 'player', balanceMinor: 100_000 });
  await page.goto('/');
  await loginFromDialog(page, member.username, member.password);
  await expect(headerBalance(page)).toHaveText('₱1,000.00');
  return member;
};

/** From the header's Deposit to the payment page in its new tab: ₱400 through PayPH from BPI, with the bonus or none. */
const depositOnline = async (page: Page, context: BrowserContext, bonus: RegExp) => {
  await page.getByRole('button', { name: 'Deposit' }).first().click();
  const form = centre(page);
  await form.getByText('PayPH Online Banking', { exact: true }).click();
  const bank = form.getByRole('combobox', { name: /Your bank/ });
  await expect(bank).toBeEnabled();
  await bank.selectOption({ label: 'Bank of the Philippine Islands' });
  await form.getByLabel('Amount', { exact: true }).fill('400');
  await form.getByRole('radio', { name: bonus }).check();
  await form.getByRole('button', { name: 'Deposit', exact: true }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog').last());
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    form.getByText('Pay ₱400.00 on the payment page to finish your deposit.').first(),
  ).toBeVisible();
  const [payment] = await Promise.all([
    context.waitForEvent('page'),
    form.getByRole('link', { name: /Open payment page/ }).click(),
  ]);
  await expect(payment.getByRole('heading', { name: 'Online payment' })).toBeVisible();
  return payment;
};

// Two pages, a payment in between and live events: more than 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.afterEach(async ({ request }) => {
  await resetMock(request);
});

test('a deposit with a bonus through the stand-in payment page raises the balance live by the deposit and the bonus', async ({
  page,
  context,
}) => {
  await logInPlayer(page);
  const payment = await depositOnline(page, context, /50% Deposit Bonus/);
  await expect(payment.getByText('₱400.00', { exact: true })).toBeVisible();
  await expect(payment.getByText('Bank of the Philippine Islands')).toBeVisible();
  await expectAccessible(payment, 'the payment page');

  await payment.getByRole('button', { name: 'Pay ₱400.00' }).click();
  await expect(payment.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expectAccessible(payment, 'the payment page, paid');

  // Back on the site, without a reload: the deposit and its 50 % bonus.
  await expect(headerBalance(page)).toHaveText('₱1,600.00');
  await expect(centre(page).getByText('₱400.00 has been credited to your balance.').first()).toBeVisible();
  await expect(centre(page).getByText('Bonus: 50% Deposit Bonus')).toBeVisible();

  await page.goto('/?centre=bonuses');
  await expect(centre(page).getByRole('heading', { name: 'Bonus details', level: 3 })).toBeVisible();
  await expect(centre(page).getByRole('table').getByText('₱200.00').first()).toBeVisible();
});

test('a failed payment leaves the balance and shows the deposit failed', async ({ page, context }) => {
  await logInPlayer(page);
  const payment = await depositOnline(page, context, /No bonus/);
  await payment.getByRole('button', { name: 'Fail the payment' }).click();
  await expect(payment.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(
    centre(page)
      .getByText('The payment of ₱400.00 was not completed. Nothing was taken from your balance.')
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Deposit of ₱400.00 failed: the payment was not completed.')).toBeVisible();
  await expect(headerBalance(page)).toHaveText('₱1,000.00');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the online deposit form with its bonuses and the payment page fit the width, axe clean', async ({
    page,
    context,
  }) => {
    await logInPlayer(page);
    await page.getByRole('button', { name: 'Deposit' }).first().click();
    await centre(page).getByText('PayPH Online Banking', { exact: true }).click();
    await expect(centre(page).getByRole('group', { name: 'Deposit bonus' })).toBeVisible();
    await centre(page).getByText('Terms of 50% Deposit Bonus').click();
    await expectAccessible(page, 'the online deposit form at 360 px', 'dialog[open]');
    await page.screenshot({ path: resolve(screenshots, 'member-centre-deposit-online-360x780.png') });
    await page.keyboard.press('Escape');

    const payment = await depositOnline(page, context, /No bonus/);
    await payment.setViewportSize({ width: 360, height: 780 });
    await expectAccessible(payment, 'the payment page at 360 px');
    await payment.screenshot({ path: resolve(screenshots, 'payment-page-360x780.png') });
  });
});
