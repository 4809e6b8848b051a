import type { Page } from '@playwright/test';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import ty from '../apps/web/src/locales/ty.json' with { type: 'json' };
import { expectAccessible } from './support/accessibility';
import { headerBalance, logInFunded, searchSlots, tile, TRIAL_SLOT } from './support/games';
import { expectLoggedInAs, loginFromHeader } from './support/header';
import { openCentrePage } from './support/member-centre';
import { E2E_MOCK_URL } from './support/stack';
import { closeAnnouncementPopups, expect, test } from './support/test';

/*
 * Responsible gaming (docs/decisions/0041-responsible-gaming.md), as a member
 * uses it: a limit that bites at the deposit, the reality check over a game,
 * and a time-out after which a sign-in may only withdraw and read records.
 */

const PAGE = 'Responsible gaming';

const openResponsibleGaming = (page: Page) => openCentrePage(page, PAGE);

/** Confirms the money action's dialog (the one naming the amount). */
const confirmDialog = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog').last());

test('a daily deposit limit refuses a deposit past it, saying what it leaves', async ({ page }) => {
  await logInFunded(page, 100_000);
  const centre = await openResponsibleGaming(page);
  const daily = centre.getByRole('region', { name: 'Daily deposit limit' });
  await expect(daily.getByText('No limit')).toBeVisible();
  await daily.getByRole('button', { name: 'Set limit' }).click();
  await daily.getByRole('textbox', { name: 'New limit (₱)' }).fill('1000');
  await daily.getByRole('button', { name: 'Save limit' }).click();
  await expect(centre.getByText('Done: your daily deposit limit is now ₱1,000.00.')).toBeVisible();
  await expect(daily.getByRole('progressbar', { name: 'Daily deposit limit used' })).toHaveAttribute(
    'aria-valuetext',
    '₱0.00 of ₱1,000.00',
  );

  const form = await openCentrePage(page, 'Deposit');
  await form.getByText('BDO Bank Transfer', { exact: true }).click();
  await form.getByLabel('Your account name', { exact: true }).fill('Juan Dela Cruz');
  await form.getByLabel('Amount', { exact: true }).fill('1500');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  });
  await form.getByRole('button', { name: 'Deposit', exact: true }).click();
  await confirmDialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(form.getByText(/Your daily deposit limit leaves ₱1,000\.00 until/).first()).toBeVisible();
});

test('the reality check shows over a playing game and "Stop playing" closes it', async ({ page }) => {
  const member = await logInFunded(page);
  // QA sets an interval of seconds, so the first check is due by the time the game opens.
  const set = await page.request.put(
    `${E2E_MOCK_URL}/__qa/responsible/members/${encodeURIComponent(member.username)}/reality-check`,
    { data: { seconds: 2 } },
  );
  expect(set.ok()).toBe(true);
  await page.waitForTimeout(2_000);

  await searchSlots(page, TRIAL_SLOT);
  await tile(page, TRIAL_SLOT).getByRole('button', { name: 'Start now' }).click();
  const popup = page.getByRole('dialog', { name: TRIAL_SLOT });
  const check = popup.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check.getByText(/You have played for \d\d:\d\d/)).toBeVisible();
  await expect(check.getByText(/You are even this session/)).toBeVisible();
  await check.getByRole('button', { name: 'Stop playing' }).click();
  await expect(popup).toBeHidden();
  await expect(headerBalance(page)).toHaveText(/\d/);
});

test('a time-out signs the member out, and a new sign-in may only withdraw and read records', async ({
  page,
}) => {
  // Two sign-ins, a break and the sweeps of the restricted pages: a longer flow than most.
  test.setTimeout(60_000);
  const member = await logInFunded(page);
  const centre = await openResponsibleGaming(page);
  const form = centre.getByRole('region', { name: 'Take a break' });
  await form.getByRole('radio', { name: /Time-out/ }).check();
  await form.getByRole('combobox', { name: 'Length' }).selectOption({ label: '24 hours' });
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('checkbox', { name: 'I understand this cannot be shortened or undone' }).check();
  await form.getByRole('button', { name: 'Take a break' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start your break?' });
  await expect(confirm.getByText(/Your time-out of 24 hours ends on/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Start my break' }).click();

  await expect(page.getByText(/Your time-out has started and you have been signed out/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();

  await loginFromHeader(page, member.username, member.password);
  await expectLoggedInAs(page, member.username);
  const banner = page.getByRole('region', { name: 'Account restriction' });
  await expectAccessible(page, 'a restricted member with the banner');
  await expect(banner).toContainText(
    /You are taking a break until .*You can still withdraw your balance and read your records/,
  );

  // Play is refused, with the reason and the date.
  await searchSlots(page, TRIAL_SLOT);
  await tile(page, TRIAL_SLOT).getByRole('button', { name: 'Start now' }).click();
  const notice = page.getByRole('dialog', { name: 'Notice' });
  await expect(notice.getByText(/You are taking a break until/)).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();

  // Records and the withdrawal page stay open.
  await openCentrePage(page, 'Betting history');
  await openCentrePage(page, 'Withdraw');
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 360, height: 780 },
]) {
  test(`in Tagalog at ${viewport.width} px the information and settings pages pass axe without sideways scroll`, async ({
    context,
    page,
    request,
  }) => {
    await closeAnnouncementPopups(context, page, request);
    // The header's login form is a desktop control: sign in wide, then look at the width under test.
    await logInFunded(page);
    await page.setViewportSize(viewport);
    await page.getByRole('combobox', { name: en['header.language'] }).selectOption('TY');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tl');

    await page.goto('/responsible-gaming');
    await expect(page.getByRole('heading', { name: ty['rg.info.title'], level: 1 })).toBeVisible();
    await expectAccessible(page, 'the responsible gaming page in TY');

    await page.goto('/?centre=responsible-gaming');
    const centre = page.getByRole('dialog').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(
      centre.getByRole('heading', { name: ty['member_centre.page.responsible_gaming'], level: 3 }),
    ).toBeVisible();
    await expect(centre.getByRole('heading', { name: ty['rg.limits.title'], level: 4 })).toBeVisible();
    await expectAccessible(page, 'the responsible gaming settings in TY', 'dialog[open]');
  });
}
