import type { Locator, Page } from '@playwright/test';
import { expectGameReady, minorOf, textOf } from './support/game-page';
import { headerBalance, searchLobby, spin, tile, TRIAL_SLOT } from './support/games';
import { expectLoggedInAs, loginFromHeader } from './support/header';
import { openCentrePage } from './support/member-centre';
import { DEMO_PLAYER, qa, qaGet, resetMock, type TQaMember } from './support/stack';
import { closeAnnouncementPopups, expect, test } from './support/test';

/**
 * Issue 14's acceptance (docs/history/rewards-interfaces.md), as members act: a
 * sign-up promotion joined, applied for with a picture, approved by the
 * operator and claimed; slot rounds that move a mission and earn points,
 * points redeemed and converted; a referral link that brings a friend; a promo
 * code used once. Each test has a member of its own (QA or a registration)
 * but the point mall's, which is the seed's demo_player: the mock is reset after each.
 */
const PAYMENT_PASSWORD = '246810';
const SIGNUP_PROMOTION = 'Welcome Bonus ₱88';
const ROUNDS_MISSION = 'Play 20 rounds today';
const FRIEND_PASSWORD = 'Passw0rd9';
/** Live updates ride the member's socket, which joins its room a moment after the login. */
const LIVE = { timeout: 20_000 };

/** The smallest valid PNG (1×1): a proof picture the mock accepts by its magic bytes. */
const PROOF_PNG = {
  name: 'welcome-proof.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

type TQaClaim = { claimId: number; title: string; status: string };

test.afterEach(async ({ request }) => {
  await resetMock(request);
});

const logIn = async (page: Page, username: string, password: string) => {
  await page.goto('/');
  await loginFromHeader(page, username, password);
  await expectLoggedInAs(page, username);
  await expect(headerBalance(page)).toHaveText(/\d/);
};

const logInNewMember = async (page: Page, options: object) => {
  const member = await qa<TQaMember>(page.request, 'members', options);
  await logIn(page, member.username, member.password);
  return member;
};

const balanceOf = async (page: Page) => minorOf(await textOf(headerBalance(page)));

const promotionCard = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a sign-up promotion: joined, applied for with a picture, approved and claimed, all live', async ({
  page,
}) => {
  // Live updates with bounded waits: more than one page's 30 s on a busy machine.
  test.setTimeout(60_000);
  // A sign-up promotion needs the member's mobile number.
  const member = await logInNewMember(page, { kind: 'mobile', balanceMinor: 10_000 });
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Promotions', exact: true })
    .click();
  const card = promotionCard(page, SIGNUP_PROMOTION);
  await card.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText(`You joined ${SIGNUP_PROMOTION}.`)).toBeVisible();
  await expect(card.getByText('Joined', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Apply for reward' }).click();
  const form = card.getByRole('form', { name: `Apply for the reward of ${SIGNUP_PROMOTION}` });
  await form.getByLabel('Remark').fill('My first deposit receipt.');
  await form.locator('input[type="file"]').setInputFiles(PROOF_PNG);
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText(/Your application for .* was sent/)).toBeVisible();
  await expect(card.getByText('Under review', { exact: true })).toBeVisible();

  // The operator approves the application the mock received, picture and all.
  const { claims } = await qaGet<{ claims: (TQaClaim & { pictureCount: number })[] }>(
    page.request,
    `rewards/claims?username=${member.username}`,
  );
  const application = claims.find((claim) => claim.title === SIGNUP_PROMOTION && claim.status === 'applying');
  if (!application) throw new Error(`no application of ${member.username}`);
  expect(application.pictureCount).toBe(1);
  await qa(page.request, `rewards/claims/${application.claimId}/approve`, { amount: 88 });

  // The page, untouched since, shows the reward issued.
  await expect(page.getByText(`A reward waits for you: ${SIGNUP_PROMOTION}`)).toBeVisible(LIVE);
  await expect(card.getByText('Ready to claim', { exact: true })).toBeVisible(LIVE);

  const before = await balanceOf(page);
  const rewards = await openCentrePage(page, 'Reward centre');
  const toClaim = rewards.getByRole('list', { name: 'To claim' });
  await toClaim.getByRole('button', { name: `Claim ${SIGNUP_PROMOTION}` }).click();
  await expect(page.getByText('₱88.00 was added to your wallet.')).toBeVisible();
  await expect.poll(() => balanceOf(page), LIVE).toBe(before + 8_800);
  await expect(toClaim.getByRole('button', { name: `Claim ${SIGNUP_PROMOTION}` })).toHaveCount(0);
});

/** The bet of the game's own control, raised to at least `minor`. */
const raiseBetTo = async (game: ReturnType<Page['frameLocator']>, minor: number) => {
  const bet = game.locator('#bet-value');
  await expect(bet).toHaveText(/\d/);
  while (minorOf(await textOf(bet)) < minor) {
    await game.getByRole('button', { name: 'Raise the bet' }).click();
  }
};

test('slot rounds move the rounds mission and earn points, both pages following live', async ({
  context,
  page,
}) => {
  // Three tabs and slot rounds: more than one page's 30 s on a busy machine.
  test.setTimeout(90_000);
  await logInNewMember(page, { kind: 'player', balanceMinor: 500_000 });

  // The member keeps the missions open in one tab and the point mall in another...
  const missions = await openCentrePage(page, 'Mission leaderboard');
  const rounds = missions.getByRole('progressbar', { name: ROUNDS_MISSION });
  await expect(rounds).toHaveAttribute('aria-valuenow', '0');

  const mallTab = await context.newPage();
  await mallTab.goto('/');
  await expect(headerBalance(mallTab)).toHaveText(/\d/);
  await openCentrePage(mallTab, 'Point mall');
  const points = mallTab.getByTestId('points-balance');
  await expect(points).toHaveText('0');

  // ...and plays a slot in a third, from the menu, at ₱20 a round (2 points each).
  const player = await context.newPage();
  await player.goto('/');
  await player
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Slots', exact: true })
    .click();
  await searchLobby(player, TRIAL_SLOT);
  await tile(player, TRIAL_SLOT).getByRole('button', { name: 'Start now' }).click();
  const game = player.getByRole('dialog', { name: TRIAL_SLOT }).frameLocator('iframe');
  await expectGameReady(game);
  await raiseBetTo(game, 2_000);
  await spin(game, 3);

  await expect(rounds).toHaveAttribute('aria-valuenow', '3', LIVE);
  await expect(missions.getByText('Rounds played: 3 of 20')).toBeVisible();
  await expect(points).toHaveText('6', LIVE);
});

test('points are redeemed for cash and converted into the balance with the payment password', async ({
  page,
}) => {
  await logIn(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
  const mall = await openCentrePage(page, 'Point mall');
  // demo_player has no payment password yet: the point mall sends it to set one.
  await mall.getByRole('button', { name: 'Set payment password' }).click();
  await expect(mall.getByRole('heading', { name: 'Withdraw', level: 3 })).toBeVisible();
  await mall.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await mall.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
  await mall.getByRole('button', { name: 'Set payment password' }).click();
  await expect(mall.getByLabel('Confirm payment password')).toBeHidden();

  await openCentrePage(page, 'Point mall');
  const points = mall.getByTestId('points-balance');
  const pending = mall.getByTestId('points-pending');
  await expect(points).toHaveText(/^[\d,]+$/);
  const pointsOf = async (locator: Locator) => Number((await textOf(locator)).replace(/,/g, ''));
  const startPoints = await pointsOf(points);
  const startPending = await pointsOf(pending);

  await mall.getByRole('button', { name: 'Redeem ₱10 cash' }).click();
  const redeem = page.getByRole('dialog', { name: 'Redeem ₱10 cash' });
  await redeem.getByLabel('Quantity').fill('1');
  await redeem.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await redeem.getByRole('button', { name: 'Redeem', exact: true }).click();
  const confirmRedeem = page.getByRole('dialog', { name: 'Redeem points?' });
  await expect(confirmRedeem).toContainText('Redeem 1 × ₱10 cash for 1,000 points?');
  await confirmRedeem.getByRole('button', { name: 'Redeem now' }).click();
  await expect(
    page.getByText('Redemption of 1 × ₱10 cash sent. It is being processed.').first(),
  ).toBeVisible();
  await expect.poll(() => pointsOf(points)).toBe(startPoints - 1_000);
  await expect.poll(() => pointsOf(pending)).toBe(startPending + 1_000);

  const before = await balanceOf(page);
  const convert = mall.getByRole('form', { name: 'Convert points to balance' });
  await convert.getByLabel('Points to convert').fill('250');
  await expect(convert.getByTestId('convert-preview')).toHaveText('You receive: ₱2.50');
  await convert.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await convert.getByRole('button', { name: 'Convert', exact: true }).click();
  const confirmConvert = page.getByRole('dialog', { name: 'Convert points?' });
  await expect(confirmConvert).toContainText('Convert 250 points into ₱2.50 in your main wallet?');
  await confirmConvert.getByRole('button', { name: 'Convert now' }).click();
  await expect(convert.getByRole('status')).toHaveText(
    '250 points converted: ₱2.50 added to your main wallet.',
  );
  await expect.poll(() => balanceOf(page), LIVE).toBe(before + 250);
  await expect.poll(() => pointsOf(points)).toBe(startPoints - 1_250);
});

test("a friend registers through the member's referral link, and the invitations count rises", async ({
  browser,
  page,
  request,
}) => {
  await logInNewMember(page, { kind: 'player' });
  const referral = await openCentrePage(page, 'Invite friends');
  await expect(referral.getByRole('heading', { name: /^Invited friends: 0 / })).toBeVisible();
  const code = (await textOf(referral.locator('#referral-code-title + p'))).trim();
  expect(code).toMatch(/^[A-Za-z0-9]{8}$/);
  const links = referral.getByRole('list', { name: 'Referral links' }).getByRole('listitem');
  const link = (await links.first().locator('p').first().textContent())?.trim() ?? '';
  expect(new URL(link).searchParams.get('referralCode')).toBe(code);

  // The friend opens the shared link in a browser of their own.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await closeAnnouncementPopups(friendContext, friend, request);
  await friend.goto(`/?referralCode=${code}`);
  const register = friend.getByRole('dialog', { name: 'Create your account' });
  await expect(register.getByLabel('Referral code')).toHaveValue(code);
  const friendName = `ref${Date.now().toString(36)}`;
  await register.getByRole('textbox', { name: 'Username' }).fill(friendName);
  await register.getByLabel('Password', { exact: true }).fill(FRIEND_PASSWORD);
  await register.getByLabel('Confirm password').fill(FRIEND_PASSWORD);
  await register.getByLabel(/I am over 18 years old/).check();
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(register).toBeHidden();
  await expectLoggedInAs(friend, friendName);
  await friendContext.close();

  // The inviter comes back to the page (read afresh): the friend is counted.
  await page.reload();
  await expect(referral.getByRole('heading', { name: 'Your referral code', level: 3 })).toBeVisible();
  await expect(referral.getByRole('heading', { name: /^Invited friends: 1 \(0 qualified\)$/ })).toBeVisible();
  // The friend's name shows masked, as ab***yz.
  const masked = `${friendName.slice(0, 2)}***${friendName.slice(-2)}`;
  const invited = referral.getByRole('table', { name: 'Invited friends' });
  await expect(invited.getByRole('row').filter({ hasText: masked })).toContainText(
    'Waiting for first deposit',
  );
});

test('a promo code pays once; the second claim is refused with a clear message', async ({ page }) => {
  await logInNewMember(page, { kind: 'player', balanceMinor: 10_000 });
  const rewards = await openCentrePage(page, 'Reward centre');
  await rewards.getByRole('tab', { name: 'Promo code' }).click();
  const form = rewards.getByRole('form', { name: 'Promo code' });
  const before = await balanceOf(page);

  await form.getByLabel('Promo code').fill('welcome88');
  await form.getByRole('button', { name: 'Redeem code' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Code WELCOME88 redeemed: ₱8.88 was added to your wallet.',
  );
  await expect.poll(() => balanceOf(page), LIVE).toBe(before + 888);

  await form.getByLabel('Promo code').fill('WELCOME88');
  await form.getByRole('button', { name: 'Redeem code' }).click();
  await expect(form.getByText('You have already used this promo code.')).toBeVisible();
  // Paid once: the balance stays.
  expect(await balanceOf(page)).toBe(before + 888);
});
