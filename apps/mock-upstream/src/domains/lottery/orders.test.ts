import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_UTC_OFFSET_MINUTES } from '@site/contracts';
import { balanceOf, SeamlessError } from '../../core/play/seamless-wallet.js';
import { lotteryOrders } from '../../db/schema-lottery.js';
import { gameRounds } from '../../db/schema-play.js';
import {
  closeDraw,
  launchLottery,
  slipOf,
  TEST_LOTTERY_GAME,
  trialLaunchLike,
} from '../../test/lottery-fixtures.js';
import { createMember, demoMerchantId, walletFigures } from '../../test/play-fixtures.js';
import { createInMemoryMock, type TInMemoryMock } from '../../test/test-app.js';
import { WireError } from '../../wire/envelope.js';
import { currentDraw, ensureDraws } from './draws.js';
import { lotteryGameByCode } from './games.js';
import { cancelSubOrder, listOrders, orderDetail, placeOrder } from './orders.js';
import { localDay } from './schedule.js';

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

const openDraw = () => {
  const found = lotteryGameByCode(mock.db, demoMerchantId(mock.db), TEST_LOTTERY_GAME);
  if (!found) throw new Error('test game missing');
  ensureDraws(mock.db, found.game.id, new Date());
  const draw = currentDraw(mock.db, found.game.id, new Date());
  if (!draw) throw new Error('no current draw');
  return draw;
};

/** The WireError a call throws, as [status, errorCode, value]. */
const refusal = (call: () => unknown) => {
  try {
    call();
  } catch (error) {
    if (error instanceof WireError) return [error.statusCode, error.errorCode, error.value];
    if (error instanceof SeamlessError) return [error.statusCode, error.errorCode, null];
    throw error;
  }
  throw new Error('expected a refusal');
};

const player = async (balanceMinor = 100_000) => {
  const member = await createMember(mock.app, 'player', balanceMinor);
  return { member, ...(await launchLottery(mock.app, member)) };
};

describe('placeOrder', () => {
  it('places a slip as an order whose lines are debited game rounds', async () => {
    const { member, launch } = await player();
    const draw = openDraw();
    const { detail, balanceMinor } = placeOrder(
      mock.db,
      launch,
      slipOf(draw.drawCode, [
        { betType: 'LO', numbers: ['27'], stakeMinor: 1_000 },
        { betType: 'XIEN2', numbers: ['01', '02'], stakeMinor: 500 },
      ]),
    );
    expect(balanceMinor).toBe(98_500);
    expect(detail.order).toMatchObject({ status: 'open', totalStakeMinor: 1_500, numeroId: draw.id });
    expect(detail.order.orderNo).toMatch(/^L\d{8}\d{6}$/);
    expect(detail.subOrders.map((sub) => [sub.subOrderNo, sub.betType, sub.odds, sub.status])).toEqual([
      [`${detail.order.orderNo}-01`, 'LO', 350, 'open'],
      [`${detail.order.orderNo}-02`, 'XIEN2', 1_600, 'open'],
    ]);
    const round = mock.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.roundId, detail.subOrders[0]?.roundId ?? ''))
      .get();
    expect(round).toMatchObject({
      engine: 'lottery',
      betMinor: 1_000,
      status: 'open',
      gameId: detail.lotteryGame.game.id,
    });
    expect(round?.detail).toMatchObject({
      orderNo: detail.order.orderNo,
      drawCode: draw.drawCode,
      numbers: ['27'],
    });
    expect(walletFigures(mock.db, member.username)).toMatchObject({
      balanceMinor: 98_500,
      ledgerSumMinor: 98_500,
    });
  });

  it('answers a resent slip with the first order and takes the money once', async () => {
    const { launch } = await player();
    const draw = openDraw();
    const slip = slipOf(draw.drawCode, [{ betType: 'DE', numbers: ['45'], stakeMinor: 2_000 }]);
    const first = placeOrder(mock.db, launch, slip);
    const again = placeOrder(mock.db, launch, {
      ...slip,
      lines: [{ betType: 'LO', numbers: ['11'], stakeMinor: 9 }],
    });
    expect(again.detail.order.orderNo).toBe(first.detail.order.orderNo);
    expect(again.balanceMinor).toBe(98_000);
    expect(balanceOf(mock.db, launch)).toBe(98_000);
  });

  it('refuses bad lines with validation_failed keyed by line and field', async () => {
    const { launch } = await player();
    const draw = openDraw();
    const [status, code, value] = refusal(() =>
      placeOrder(
        mock.db,
        launch,
        slipOf(draw.drawCode, [
          { betType: 'LO', numbers: ['27'], stakeMinor: 1_000 },
          { betType: 'LO', numbers: ['7'], stakeMinor: 1_000 },
          { betType: 'XIEN2', numbers: ['12', '12'], stakeMinor: 1_000 },
          { betType: 'DE', numbers: ['12'], stakeMinor: 1 },
          { betType: 'BIG_4D', numbers: ['1234'], stakeMinor: 1_000 },
        ]),
      ),
    );
    expect([status, code]).toEqual([400, 'validation_failed']);
    const fields = Object.keys((value as { fieldErrors: Record<string, string> }).fieldErrors);
    expect(fields).toEqual(
      expect.arrayContaining(['lines.1.numbers', 'lines.2.numbers', 'lines.3.stakeMinor', 'lines.4.betType']),
    );
    expect(fields.some((field) => field.startsWith('lines.0.'))).toBe(false);
    expect(refusal(() => placeOrder(mock.db, launch, slipOf(draw.drawCode, [])))[1]).toBe(
      'validation_failed',
    );
    expect(balanceOf(mock.db, launch)).toBe(100_000);
  });

  it('refuses a closed or unknown draw, an unknown game and a trial launch', async () => {
    const { launch } = await player();
    const draw = openDraw();
    const line = { betType: 'LO' as const, numbers: ['27'], stakeMinor: 1_000 };
    expect(refusal(() => placeOrder(mock.db, launch, slipOf('20000101', [line])))).toEqual([
      409,
      'lottery_draw_closed',
      null,
    ]);
    expect(
      refusal(() => placeOrder(mock.db, launch, slipOf(draw.drawCode, [line], 'x', 'NO_SUCH_GAME')))[1],
    ).toBe('lottery_game_not_found');
    expect(
      refusal(() =>
        placeOrder(mock.db, trialLaunchLike(mock.db, launch).launch, slipOf(draw.drawCode, [line])),
      ),
    ).toEqual([403, 'in_need_true_account', null]);
    expect(balanceOf(mock.db, launch)).toBe(100_000);
  });

  it('places nothing when the balance does not cover every line', async () => {
    const { launch } = await player(1_500);
    const draw = openDraw();
    const slip = slipOf(draw.drawCode, [
      { betType: 'LO', numbers: ['27'], stakeMinor: 1_000 },
      { betType: 'LO', numbers: ['28'], stakeMinor: 1_000 },
    ]);
    expect(refusal(() => placeOrder(mock.db, launch, slip))).toEqual([400, 'insufficient_balance', null]);
    expect(balanceOf(mock.db, launch)).toBe(1_500);
    const orders = mock.db
      .select()
      .from(lotteryOrders)
      .where(eq(lotteryOrders.requestId, slip.requestId))
      .all();
    expect(orders).toEqual([]);
    expect(mock.db.select().from(gameRounds).where(eq(gameRounds.launchId, launch.id)).all()).toEqual([]);
  });
});

describe('cancelSubOrder', () => {
  it('refunds a line through the ledger and cancels the order once no line stands', async () => {
    const { member, launch } = await player();
    const draw = openDraw();
    const { detail } = placeOrder(
      mock.db,
      launch,
      slipOf(draw.drawCode, [
        { betType: 'LO', numbers: ['27'], stakeMinor: 1_000 },
        { betType: 'DE', numbers: ['45'], stakeMinor: 3_000 },
      ]),
    );
    const memberId = launch.memberId ?? 0;
    const [first, second] = detail.subOrders;
    const cancelled = cancelSubOrder(mock.db, memberId, detail.order.orderNo, first?.subOrderNo ?? '');
    expect(cancelled.balanceMinor).toBe(97_000);
    expect(cancelled.detail.order).toMatchObject({ status: 'open', totalStakeMinor: 3_000 });
    expect(cancelled.detail.subOrders[0]).toMatchObject({ status: 'cancelled' });
    expect(
      mock.db
        .select()
        .from(gameRounds)
        .where(eq(gameRounds.roundId, first?.roundId ?? ''))
        .get(),
    ).toMatchObject({
      status: 'rolled_back',
      betMinor: 0,
    });
    expect(
      refusal(() => cancelSubOrder(mock.db, memberId, detail.order.orderNo, first?.subOrderNo ?? '')),
    ).toEqual([409, 'lottery_sub_order_not_cancellable', null]);
    const last = cancelSubOrder(mock.db, memberId, detail.order.orderNo, second?.subOrderNo ?? '');
    expect(last.detail.order.status).toBe('cancelled');
    expect(walletFigures(mock.db, member.username)).toMatchObject({
      balanceMinor: 100_000,
      ledgerSumMinor: 100_000,
    });
  });

  it('refuses after the close, and for another member’s order', async () => {
    const { launch } = await player();
    const other = await player();
    const draw = openDraw();
    const { detail } = placeOrder(
      mock.db,
      launch,
      slipOf(draw.drawCode, [{ betType: 'LO', numbers: ['27'], stakeMinor: 1_000 }]),
    );
    const subOrderNo = detail.subOrders[0]?.subOrderNo ?? '';
    expect(
      refusal(() => cancelSubOrder(mock.db, other.launch.memberId ?? 0, detail.order.orderNo, subOrderNo)),
    ).toEqual([404, 'lottery_order_not_found', null]);
    const reopen = closeDraw(mock.db, draw);
    try {
      expect(
        refusal(() => cancelSubOrder(mock.db, launch.memberId ?? 0, detail.order.orderNo, subOrderNo)),
      ).toEqual([409, 'lottery_draw_closed', null]);
      expect(orderDetail(mock.db, launch.memberId ?? 0, detail.order.orderNo).subOrders[0]?.status).toBe(
        'open',
      );
      expect(balanceOf(mock.db, launch)).toBe(99_000);
    } finally {
      reopen();
    }
  });
});

describe('listOrders', () => {
  it('pages the member’s orders of the local days, newest first, by status and game', async () => {
    const { launch } = await player();
    const draw = openDraw();
    const line = { betType: 'LO' as const, numbers: ['27'], stakeMinor: 100 };
    const placed = [1, 2, 3].map(
      () => placeOrder(mock.db, launch, slipOf(draw.drawCode, [line])).detail.order.orderNo,
    );
    const memberId = launch.memberId ?? 0;
    const today = localDay(Date.now(), MERCHANT_UTC_OFFSET_MINUTES);
    const range = { startDate: today, endDate: today, pageNo: 1, pageSize: 2 };
    const page = listOrders(mock.db, memberId, range);
    expect(page.totalCount).toBe(3);
    expect(page.details.map((detail) => detail.order.orderNo)).toEqual([placed[2], placed[1]]);
    expect(
      listOrders(mock.db, memberId, { ...range, pageNo: 2 }).details.map((detail) => detail.order.orderNo),
    ).toEqual([placed[0]]);
    expect(listOrders(mock.db, memberId, { ...range, status: 'settled' }).totalCount).toBe(0);
    expect(listOrders(mock.db, memberId, { ...range, gameCode: 'VN_HUE' }).totalCount).toBe(0);
    expect(listOrders(mock.db, memberId, { ...range, gameCode: TEST_LOTTERY_GAME }).totalCount).toBe(3);
    expect(
      listOrders(mock.db, memberId, { ...range, startDate: '2020-01-01', endDate: '2020-01-02' }).totalCount,
    ).toBe(0);
  });
});
