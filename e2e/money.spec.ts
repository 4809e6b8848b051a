import type { Page } from '@playwright/test';
import { headerBalance, searchSlots, spin, tile, TRIAL_SLOT } from './support/games';
import { expectLoggedInAs, loginFromHeader } from './support/header';
import { qa, qaGet, resetMock, type TQaMember } from './support/stack';
import { expect, test } from './support/test';

/** The smallest valid PNG (1×1, transparent): a proof image the mock accepts by its magic bytes. */
const PROOF_PNG = {
  name: 'receipt.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};
const PAYMENT_PASSWORD = '246810';

type TQaDeposit = { orderId: string; username: string; status: string };
type TQaWithdrawal = { withdrawalId: string; username: string; status: string };

const logInPlayer = async (page: Page, balanceMinor: number, extra: object = {}) => {
  const member = await qa<TQaMember>(page.request, 'members', { kind: 'player', balanceMinor, ...extra });
  await page.goto('/');
  await loginFromHeader(page, member.username, member.password);
  await expectLoggedInAs(page, member.username);
  await expect(headerBalance(page)).toHaveText(/\d/);
  return member;
};

const centre = (page: Page) => page.getByRole('dialog', { name: /Member centre/ });

const openCentrePage = async (page: Page, name: string) => {
  await page.getByTestId('header-account').click();
  await centre(page).getByRole('link', { name }).click();
  await expect(centre(page).getByRole('heading', { name, level: 3 })).toBeVisible();
};

/** Confirms the money action's dialog (the one naming the amount). */
const confirmDialog = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog').last());

const withdraw = async (page: Page, amount: string) => {
  await openCentrePage(page, 'Withdraw');
  const form = centre(page);
  await form.getByLabel('Bank', { exact: true }).selectOption({ label: 'BDO Unibank' });
  await form.getByLabel('Account name', { exact: true }).fill('Juan Dela Cruz');
  await form.getByLabel('Account number', { exact: true }).fill('001234567890');
  await form.getByRole('button', { name: 'Add bank card' }).click();
  const withdrawForm = form.getByRole('form', { name: 'Withdraw to your bank card' });
  await withdrawForm.getByLabel('Amount', { exact: true }).fill(amount);
  await withdrawForm.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await withdrawForm.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await confirmDialog(page).getByRole('button', { name: 'Confirm' }).click();
  // The result in the form (a toast in the dialog says it too).
  await expect(form.locator('p', { hasText: /waiting for approval/ })).toBeVisible();
};

const approveWithdrawalOf = async (page: Page, username: string) => {
  const { withdrawals } = await qaGet<{ withdrawals: TQaWithdrawal[] }>(
    page.request,
    'withdrawals?status=pending',
  );
  const mine = withdrawals.find((withdrawal) => withdrawal.username === username.toLowerCase());
  if (!mine) throw new Error(`no pending withdrawal of ${username}`);
  await qa(page.request, `withdrawals/${mine.withdrawalId}/approve`);
};

test.afterEach(async ({ request }) => {
  await resetMock(request);
});

test('a deposit with a proof image, approved by the operator, changes the balance and the unread badge without a reload', async ({
  page,
}) => {
  const member = await logInPlayer(page, 100_000);
  await expect(headerBalance(page)).toHaveText('₱1,000.00');
  await expect(page.getByTestId('header-unread')).toBeHidden();

  await page.getByRole('button', { name: 'Deposit' }).first().click();
  const form = centre(page);
  await form.getByText('BDO Bank Transfer', { exact: true }).click();
  await expect(form.getByRole('radio', { name: /BDO Bank Transfer/ })).toBeChecked();
  await form.getByLabel('Your account name', { exact: true }).fill('Juan Dela Cruz');
  await form.getByLabel('Amount', { exact: true }).fill('500');
  await form.locator('input[type="file"]').setInputFiles(PROOF_PNG);
  await expect(form.getByRole('img', { name: 'Proof image 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Deposit', exact: true }).click();
  await confirmDialog(page).getByRole('button', { name: 'Confirm' }).click();
  // The result in the form (a toast in the dialog says it too).
  await expect(form.locator('p', { hasText: /waiting for approval/ })).toBeVisible();

  const { deposits } = await qaGet<{ deposits: TQaDeposit[] }>(page.request, 'deposits?status=pending');
  const order = deposits.find((deposit) => deposit.username === member.username.toLowerCase());
  if (!order) throw new Error('the deposit order is missing');
  await qa(page.request, `deposits/${order.orderId}/approve`);

  // Pushed over the socket: no reload, no click.
  await expect(headerBalance(page)).toHaveText('₱1,500.00');
  await expect(page.getByTestId('header-unread')).toHaveText(/^1\b/);
  await expect(page.getByText('Deposit of ₱500.00 credited.')).toBeVisible();
});

test('a withdrawal with the payment password is held, approved, and confirmed as received', async ({
  page,
}) => {
  const member = await logInPlayer(page, 100_000, { paymentPassword: PAYMENT_PASSWORD });
  await withdraw(page, '200');
  await expect(headerBalance(page)).toHaveText('₱800.00');

  await approveWithdrawalOf(page, member.username);
  const panel = centre(page).getByRole('region', { name: 'Did you receive ₱200.00?' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Received', exact: true }).click();
  await confirmDialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(centre(page).getByText('Received', { exact: true }).first()).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(headerBalance(page)).toHaveText('₱800.00');
});

test('a withdrawal that did not arrive is reported with a proof image', async ({ page }) => {
  const member = await logInPlayer(page, 100_000, { paymentPassword: PAYMENT_PASSWORD });
  await withdraw(page, '150');
  await approveWithdrawalOf(page, member.username);

  const panel = centre(page).getByRole('region', { name: 'Did you receive ₱150.00?' });
  await panel.getByRole('button', { name: 'Not received' }).click();
  const report = centre(page).getByRole('form', { name: 'Not received' });
  await report.locator('input[type="file"]').setInputFiles(PROOF_PNG);
  await report.getByLabel(/Remark/).fill('Nothing arrived in my BDO account.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(centre(page).getByText('Not received', { exact: true }).first()).toBeVisible();
  await expect(panel).toBeHidden();
});

test('money moves between the main wallet and a vendor wallet', async ({ page }) => {
  await logInPlayer(page, 100_000);
  await openCentrePage(page, 'Transfer fund');
  const form = centre(page).getByRole('form', { name: 'Transfer between wallets' });
  // Options are the wallets' account type ids: main 1, Evolution 101 (the mock's seed).
  await form.getByLabel('From', { exact: true }).selectOption('1');
  await form.getByLabel('To', { exact: true }).selectOption('101');
  await form.getByLabel('Amount', { exact: true }).fill('250.50');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Transfer now' }).click();
  await expect(
    centre(page).getByText('Transferred ₱250.50 from Main Wallet to Evolution Wallet.').first(),
  ).toBeVisible();
  // The total is unchanged; the wallets list shows the split.
  await expect(headerBalance(page)).toHaveText('₱1,000.00');
  const evolution = centre(page)
    .getByRole('list', { name: 'Your wallets' })
    .getByRole('listitem')
    .filter({ hasText: 'Evolution Wallet' });
  await expect(evolution).toContainText('₱250.50');
});

test('a transfer whose answer outlasts the gateway is pending, not failed, and resolves on its own', async ({
  page,
}) => {
  // Two gateway deadlines (UPSTREAM_TIMEOUT_MS, 10 s) pass before the web hears "pending".
  test.setTimeout(90_000);
  await logInPlayer(page, 100_000);
  await openCentrePage(page, 'Transfer fund');
  const form = centre(page).getByRole('form', { name: 'Transfer between wallets' });
  await form.getByLabel('From', { exact: true }).selectOption('1');
  await form.getByLabel('To', { exact: true }).selectOption('101');
  await form.getByLabel('Amount', { exact: true }).fill('250.50');
  // The upstream moves the money, then answers the gateway's try and its replay too late.
  await qa(page.request, 'reply-delays', { path: '/wps/relay/GCS_walletTransfer', ms: 11_000, times: 2 });
  await form.getByRole('button', { name: 'Transfer' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Transfer now' }).click();

  await expect(form.getByRole('status').filter({ hasText: 'Pending — we are checking' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(form.getByRole('alert')).toBeHidden();
  await expect(
    centre(page).getByText('Transferred ₱250.50 from Main Wallet to Evolution Wallet.').first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect(form.getByText('Pending — we are checking')).toBeHidden();
  // Moved once: the total is unchanged and Evolution holds the amount a single time.
  await expect(headerBalance(page)).toHaveText('₱1,000.00');
  const evolution = centre(page)
    .getByRole('list', { name: 'Your wallets' })
    .getByRole('listitem')
    .filter({ hasText: 'Evolution Wallet' });
  await expect(evolution).toContainText('₱250.50');
});

test('the records pages list the slot rounds and the money moves', async ({ page }) => {
  await logInPlayer(page, 500_000);
  await searchSlots(page, TRIAL_SLOT);
  await tile(page, TRIAL_SLOT).getByRole('button', { name: 'Start now' }).click();
  const popup = page.getByRole('dialog', { name: TRIAL_SLOT });
  await spin(popup.frameLocator('iframe'), 2);
  await popup.getByRole('button', { name: 'Close' }).first().click();
  await expect(popup).toBeHidden();

  await openCentrePage(page, 'Betting history');
  const bets = centre(page).getByRole('table');
  await expect(bets.getByRole('row').filter({ hasText: TRIAL_SLOT })).toHaveCount(2);

  await centre(page).getByRole('link', { name: 'Transaction history' }).click();
  const moves = centre(page).getByRole('table');
  await expect(moves.getByRole('row').filter({ hasText: 'Bet' }).first()).toBeVisible();
  await expect(moves.getByRole('row').filter({ hasText: 'Adjustment' }).first()).toBeVisible();
});
