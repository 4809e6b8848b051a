import type { Page } from '@playwright/test';
import { expectGameReady, minorOf, textOf } from './support/game-page';
import { headerBalance, logInFunded } from './support/games';
import { addSlipLine, placeSlip } from './support/lottery';
import { openCentrePage } from './support/member-centre';
import { qa, qaGet, resetMock } from './support/stack';
import { expect, test } from './support/test';

/**
 * Issue 15's acceptance (docs/history/lottery-interfaces.md), as a member acts: the
 * VN lottery reached through the main menu, a fast game picked, a lô and a
 * đề placed in the embedded lobby, the slip seen in member centre → Lottery
 * orders and its đề cancelled before the close (the stake back in the
 * balance), then the operator draws now and the order, the results board
 * and the balance follow live, without a reload.
 */
const GAME = 'VN Quick 5 Minutes';
const GAME_CODE = 'VN_FAST_5M';
/** Lô odds of a North-format board (BET_ODDS_HUNDREDTHS), in hundredths. */
const LO_ODDS = 350;
const LO_STAKE_MINOR = 1_000;
const DE_STAKE_MINOR = 2_000;
/** Live updates ride the member's socket and the gateway's feed: bounded, longer waits. */
const LIVE = { timeout: 20_000 };

/** The QA peek at a game's current draw: its code and the results it will draw. */
type TQaCurrentDraw = { draw: { numero: string }; results: Partial<Record<string, string[]>> };

test.afterEach(async ({ request }) => {
  await resetMock(request);
});

const peso = (minor: number) =>
  `₱${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const balanceOf = async (page: Page) => minorOf(await textOf(headerBalance(page)));

test('a lô and a đề on VN Quick 5 Minutes: placed, one cancelled before the close, the draw settled live', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A fresh current draw (its whole interval ahead), and the results it will draw: the lô is a known winner.
  await qa(page.request, `lottery/games/${GAME_CODE}/draw-now`);
  const { draw, results } = await qaGet<TQaCurrentDraw>(page.request, `lottery/games/${GAME_CODE}/current`);
  const drawCode = draw.numero;
  const tails = Object.values(results).flatMap((numbers) =>
    (numbers ?? []).map((number) => number.slice(-2)),
  );
  const loNumber = tails.at(-1)!;
  const hits = tails.filter((tail) => tail === loNumber).length;
  const specialTail = results.special![0]!.slice(-2);
  const deNumber = specialTail === '00' ? '01' : '00';
  const winMinor = Math.floor((LO_STAKE_MINOR * LO_ODDS * hits) / 100);

  await logInFunded(page, 100_000);
  const start = await balanceOf(page);

  // The VN lottery through the main menu: the e-lottery entry (it starts SEA) shows its providers.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'E-Lottery' })
    .hover();
  await page
    .getByRole('group', { name: 'E-Lottery providers' })
    .getByRole('button', { name: 'VN Lottery' })
    .click();
  await expect(page).toHaveURL(/\/vnLottery/);
  await expect(page.getByRole('heading', { name: 'VN lottery', level: 1 })).toBeVisible();
  const game = page
    .getByRole('navigation', { name: 'Games' })
    .getByRole('link', { name: new RegExp(`^${GAME}`) });
  await game.first().click();
  await expect(page).toHaveURL(/gameCode=VN_FAST_5M/);
  await expect(page.getByTestId('current-draw')).toContainText(drawCode);

  // The lô and the đề in the embedded lobby, confirmed on the draw.
  const lobby = page.getByRole('main').locator('iframe').contentFrame();
  await expectGameReady(lobby);
  await addSlipLine(lobby, 'Lô', loNumber, LO_STAKE_MINOR);
  await addSlipLine(lobby, 'Đề', deNumber, DE_STAKE_MINOR);
  await placeSlip(lobby, drawCode);
  await expect(lobby.getByRole('list', { name: 'My orders' })).toContainText(`Lô ${loNumber}`);
  await expect.poll(() => balanceOf(page), LIVE).toBe(start - LO_STAKE_MINOR - DE_STAKE_MINOR);

  // Member centre → Lottery orders: the slip, then its lines.
  const centre = await openCentrePage(page, 'Lottery orders');
  const order = centre
    .getByRole('table', { name: 'Lottery orders' })
    .getByRole('row')
    .filter({ hasText: drawCode });
  await expect(order).toContainText(GAME);
  await expect(order).toContainText(peso(LO_STAKE_MINOR + DE_STAKE_MINOR));
  await expect(order).toContainText('Open');
  await order.getByRole('button', { name: `View ${GAME} draw ${drawCode}` }).click();
  const lines = centre.getByRole('table', { name: /^Bets of order / });
  const lo = lines.getByRole('row').filter({ hasText: `Lô` });
  const de = lines.getByRole('row').filter({ hasText: `Đề` });
  await expect(lo).toContainText(loNumber);
  await expect(lo).toContainText('×3.50');
  await expect(de).toContainText('×95.00');

  // The đề cancelled before the close: the stake comes back.
  await de.getByRole('button', { name: `Cancel Đề ${deNumber}` }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this bet?' });
  await expect(cancel).toContainText(`${peso(DE_STAKE_MINOR)} will be refunded`);
  await cancel.getByRole('button', { name: 'Cancel bet' }).click();
  await expect(page.getByText(`Bet cancelled: ${peso(DE_STAKE_MINOR)} refunded.`)).toBeVisible();
  await expect(de).toContainText('Cancelled');
  await expect.poll(() => balanceOf(page), LIVE).toBe(start - LO_STAKE_MINOR);

  // The operator draws now: the lô wins, live.
  await qa(page.request, `lottery/games/${GAME_CODE}/draw-now`);
  await expect(lo).toContainText('Won', LIVE);
  await expect(lo).toContainText(peso(winMinor));
  await expect(
    page.getByText(`Your lottery order ${drawCode} settled: won ${peso(winMinor)}.`),
  ).toBeVisible();
  await expect.poll(() => balanceOf(page), LIVE).toBe(start - LO_STAKE_MINOR + winMinor);

  // Back on the lottery page, its board shows the draw's results, with no reload.
  await centre.getByRole('button', { name: 'Back to lottery orders' }).click();
  await expect(order).toContainText('Settled');
  await centre.getByRole('button', { name: 'Close' }).first().click();
  const board = page.getByRole('article', { name: `${GAME} · draw ${drawCode}` });
  await expect(board).toBeVisible(LIVE);
  await expect(board).toContainText(results.special![0]!);
});
