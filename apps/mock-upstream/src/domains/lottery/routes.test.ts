import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOTTERY_PATHS,
  MERCHANT_UTC_OFFSET_MINUTES,
  ZWireDrawPageSchema,
  ZWireDrawSchema,
  ZWireGameMenusSchema,
  ZWireLotteryGameListSchema,
  ZWireLotteryRulesListSchema,
  ZWireMobileGameListSchema,
  ZWireNearNumerosSchema,
  ZWireOpenedNumeroListSchema,
  ZWireOpenedNumeroMapSchema,
  ZWireOrderDetailSchema,
  ZWireOrderPageSchema,
} from '@site/contracts';
import { launchLottery, slipOf, TEST_LOTTERY_GAME } from '../../test/lottery-fixtures.js';
import { createMember, demoMerchantId, type TQaMember } from '../../test/play-fixtures.js';
import {
  createInMemoryMock,
  MERCHANT_HEADERS,
  qa,
  type TInMemoryMock,
  withToken,
} from '../../test/test-app.js';
import { currentDraw, drawNow } from './draws.js';
import { lotteryGameByCode, lotteryGamesOf, PRIZE_MODE_VENDORS } from './games.js';
import { placeOrder } from './orders.js';
import { localDay } from './schedule.js';

let mock: TInMemoryMock;
let player: TQaMember;
let trial: TQaMember;
beforeAll(async () => {
  mock = await createInMemoryMock();
  player = await createMember(mock.app, 'player', 1_000_000);
  trial = await createMember(mock.app, 'trial');
});
afterAll(() => mock.close());

const call = (url: string, headers: Record<string, string> = MERCHANT_HEADERS) =>
  mock.app.inject({ method: 'GET', url, headers });

/** The `value` of a 200 answer. */
const valueOf = async (url: string, headers?: Record<string, string>) => {
  const reply = await call(url, headers);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value;
};

const refusal = async (url: string, headers?: Record<string, string>) => {
  const reply = await call(url, headers);
  return [reply.statusCode, reply.json().errorCode];
};

const testGame = () => {
  const found = lotteryGameByCode(mock.db, demoMerchantId(mock.db), TEST_LOTTERY_GAME);
  if (!found) throw new Error('test game missing');
  return found;
};

/** Places a one-line order of the player on the test game's current draw. */
const placeAsPlayer = async (gameCode = TEST_LOTTERY_GAME) => {
  const { launch } = await launchLottery(mock.app, player, gameCode);
  const found = lotteryGameByCode(mock.db, demoMerchantId(mock.db), gameCode);
  const draw = found && currentDraw(mock.db, found.game.id, new Date());
  if (!draw) throw new Error('no open draw');
  const line =
    found.schedule.resultFormat === 'SEA_4D'
      ? { betType: 'BIG_4D' as const, numbers: ['1234'], stakeMinor: 1_000 }
      : { betType: 'LO' as const, numbers: ['27'], stakeMinor: 1_000 };
  return placeOrder(mock.db, launch, slipOf(draw.drawCode, [line], undefined, gameCode)).detail;
};

describe('lottery menus', () => {
  it('groups each prize mode’s games by gameGroupCode, read case-blind', async () => {
    for (const [prizeMode, vendors] of Object.entries(PRIZE_MODE_VENDORS)) {
      const mode = `${prizeMode[0]}${prizeMode.slice(1).toLowerCase()}`;
      const groups = ZWireGameMenusSchema.parse(
        await valueOf(`${LOTTERY_PATHS.gameMenus}?prizeMode=${mode}`),
      );
      const listed = Object.entries(groups).flatMap(([code, group]) => {
        expect(group.gameMenus.every((game) => game.gameGroupCode === code)).toBe(true);
        return group.gameMenus;
      });
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((game) => vendors.includes(game.vassalage))).toBe(true);
    }
    const ty = ZWireGameMenusSchema.parse(
      await valueOf(`${LOTTERY_PATHS.gameMenus}?prizeMode=LOTT`, { ...MERCHANT_HEADERS, language: 'TY' }),
    );
    expect(ty.FAST?.name).toBe('Mabilis na Loterya');
  });

  it('lists the VN games by region for ELOTT only', async () => {
    const regions = ZWireGameMenusSchema.parse(
      await valueOf(`${LOTTERY_PATHS.vnGameMenu}?prizeMode=ELOTT&device=WEB`),
    );
    expect(Object.keys(regions)).toEqual(['NORTH', 'CENTRAL', 'SOUTH', 'FAST']);
    expect(regions.NORTH?.name).toBe('Northern Lottery');
    expect(regions.NORTH?.gameMenus.map((game) => game.gameCode)).toContain('VN_HANOI');
    expect(
      regions.SOUTH?.gameMenus.every((game) => game.region === 'SOUTH' && game.resultFormat === 'VN_SOUTH'),
    ).toBe(true);
    expect(await valueOf(`${LOTTERY_PATHS.vnGameMenu}?prizeMode=SEA`)).toEqual({});
  });

  it('answers every game with its rules', async () => {
    const rules = ZWireLotteryRulesListSchema.parse(await valueOf(LOTTERY_PATHS.games));
    expect(rules).toHaveLength(lotteryGamesOf(mock.db, demoMerchantId(mock.db)).length);
    const magnum = rules.find((game) => game.gameCode === 'SEA_4D_MAGNUM');
    expect(magnum?.betRules.map((rule) => rule.betType)).toEqual(['BIG_4D', 'SMALL_4D']);
  });

  it('puts the most ordered game first in popular, and the member’s latest games in recent', async () => {
    await placeAsPlayer('VN_HUE');
    await placeAsPlayer('VN_HUE');
    await placeAsPlayer('SEA_4D_MAGNUM');
    const popular = ZWireLotteryGameListSchema.parse(
      await valueOf(`${LOTTERY_PATHS.popular}?prizeMode=ELOTT`),
    );
    expect(popular[0]?.gameCode).toBe('VN_HUE');
    expect(popular.length).toBeLessThanOrEqual(8);
    const recent = ZWireLotteryGameListSchema.parse(
      await valueOf(LOTTERY_PATHS.recentGames, withToken(player.token)),
    );
    expect(recent.map((game) => game.gameCode)).toEqual(['SEA_4D_MAGNUM', 'VN_HUE']);
    const vnRecent = ZWireLotteryGameListSchema.parse(
      await valueOf(`${LOTTERY_PATHS.vnRecentGames}?prizeMode=ELOTT`, withToken(player.token)),
    );
    expect(vnRecent.map((game) => game.gameCode)).toEqual(['VN_HUE']);
    const seaRecent = ZWireLotteryGameListSchema.parse(
      await valueOf(`${LOTTERY_PATHS.recentGames}?prizeMode=SEA`, withToken(player.token)),
    );
    expect(seaRecent.map((game) => game.gameCode)).toEqual(['SEA_4D_MAGNUM']);
  });
});

describe('lottery draws', () => {
  it('answers drawn draws by day and code, near draws and the lobbies’ latest results', async () => {
    const { game, schedule } = testGame();
    const drawn = drawNow(mock.app, game.id, new Date());
    if (!drawn) throw new Error('nothing drawn');
    const day = localDay(drawn.drawAt.getTime(), schedule.utcOffsetMinutes);
    const page = ZWireDrawPageSchema.parse(
      await valueOf(`${LOTTERY_PATHS.draws}?gameCode=${TEST_LOTTERY_GAME}&date=${day}&pageNo=1&pageSize=5`),
    );
    expect(page.list[0]).toMatchObject({
      numero: drawn.drawCode,
      status: expect.stringMatching(/drawn|settled/),
    });
    expect(page.list[0]?.results?.special?.[0]).toMatch(/^\d{5}$/);
    const byCode = ZWireDrawSchema.parse(
      await valueOf(`${LOTTERY_PATHS.drawByCode}?gameCode=${TEST_LOTTERY_GAME}&numero=${drawn.drawCode}`),
    );
    expect(byCode.serverSeed).toBe(drawn.serverSeed);
    const near = ZWireNearNumerosSchema.parse(
      await valueOf(`${LOTTERY_PATHS.nearNumeros}?gameCode=${TEST_LOTTERY_GAME}`),
    );
    expect(near.previous?.numero).toBe(drawn.drawCode);
    expect(near.current?.status).toBe('open');
    expect(near.current?.serverSeed).toBeNull();
    expect(near.next?.drawTime).toBeGreaterThan(near.current?.drawTime ?? Infinity);
    const vnOpened = ZWireOpenedNumeroMapSchema.parse(
      await valueOf(`${LOTTERY_PATHS.vnOpenedNumeros}?prizeMode=ELOTT`),
    );
    expect(vnOpened[TEST_LOTTERY_GAME]?.numero).toBe(drawn.drawCode);
    for (const path of [LOTTERY_PATHS.openedNumero, LOTTERY_PATHS.gamesOpenedNumero]) {
      const opened = ZWireOpenedNumeroListSchema.parse(
        await valueOf(`${path}?prizeMode=Elott&r=1`, withToken(player.token)),
      );
      expect(opened.map((draw) => draw.gameCode)).toContain(TEST_LOTTERY_GAME);
    }
    const mobile = ZWireMobileGameListSchema.parse(
      await valueOf(`${LOTTERY_PATHS.mobileGames}?prizeMode=SEA`),
    );
    expect(mobile.every((game) => game.vassalage === 'TCG_SEA' && game.current?.status === 'open')).toBe(
      true,
    );
  });

  it('answers unknown games and draws with 404 and bad queries with 400', async () => {
    expect(await refusal(`${LOTTERY_PATHS.nearNumeros}?gameCode=NOPE`)).toEqual([
      404,
      'lottery_game_not_found',
    ]);
    expect(
      await refusal(`${LOTTERY_PATHS.drawByCode}?gameCode=${TEST_LOTTERY_GAME}&numero=19990101`),
    ).toEqual([404, 'lottery_draw_not_found']);
    for (const query of [
      `${LOTTERY_PATHS.nearNumeros}`,
      `${LOTTERY_PATHS.nearNumeros}?gameCode=${encodeURIComponent('../x')}`,
      `${LOTTERY_PATHS.draws}?gameCode=${TEST_LOTTERY_GAME}&date=2026-02-30`,
      `${LOTTERY_PATHS.draws}?gameCode=${TEST_LOTTERY_GAME}&pageNo=zero`,
      `${LOTTERY_PATHS.drawByCode}?gameCode=${TEST_LOTTERY_GAME}`,
    ]) {
      expect(await refusal(query), query).toEqual([400, 'validation_failed']);
    }
  });
});

describe('lottery orders on /lgw', () => {
  it('needs a real member’s token', async () => {
    const today = localDay(Date.now(), MERCHANT_UTC_OFFSET_MINUTES);
    for (const path of [
      `${LOTTERY_PATHS.orders}?startDate=${today}&endDate=${today}`,
      `${LOTTERY_PATHS.orderDetail}?orderNo=L1`,
      `${LOTTERY_PATHS.recentGames}`,
      `${LOTTERY_PATHS.openedNumero}`,
    ]) {
      expect(await refusal(path)).toEqual([401, 'login.not.session']);
      expect(await refusal(path, withToken(trial.token))).toEqual([403, 'in_need_true_account']);
    }
  });

  it('pages orders, shows one with its sub-orders and cancels a sub-order', async () => {
    const placed = await placeAsPlayer();
    const today = localDay(Date.now(), MERCHANT_UTC_OFFSET_MINUTES);
    const page = ZWireOrderPageSchema.parse(
      await valueOf(
        `${LOTTERY_PATHS.orders}?startDate=${today}&endDate=${today}&status=open&gameCode=${TEST_LOTTERY_GAME}&pageNo=1&pageSize=5`,
        withToken(player.token),
      ),
    );
    expect(page.list[0]).toMatchObject({ orderNo: placed.order.orderNo, totalStake: 10, subOrderCount: 1 });
    const detail = ZWireOrderDetailSchema.parse(
      await valueOf(`${LOTTERY_PATHS.orderDetail}?orderNo=${placed.order.orderNo}`, withToken(player.token)),
    );
    expect(detail.subOrders[0]).toMatchObject({
      betType: 'LO',
      numbers: ['27'],
      stake: 10,
      cancellable: true,
    });
    const subOrderNo = detail.subOrders[0]?.subOrderNo ?? '';
    const cancel = (payload: object, requestId = randomUUID()) =>
      mock.app.inject({
        method: 'POST',
        url: LOTTERY_PATHS.cancelSubOrder,
        headers: { ...withToken(player.token), 'x-request-id': requestId },
        payload,
      });
    const auditId = randomUUID();
    const cancelled = await cancel({ orderNo: placed.order.orderNo, subOrderNo }, auditId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const audit = (await qa(mock.app, `/audit?requestId=${auditId}`)).json<{ events: object[] }>().events;
    expect(audit).toEqual([
      expect.objectContaining({ action: 'lottery.cancelSubOrder', outcome: 'succeeded' }),
    ]);
    expect(ZWireOrderDetailSchema.parse(cancelled.json().value)).toMatchObject({
      status: 'cancelled',
      subOrders: [{ status: 'cancelled', cancellable: false }],
    });
    const again = await cancel({ orderNo: placed.order.orderNo, subOrderNo });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'lottery_sub_order_not_cancellable']);
    const missing = await cancel({ orderNo: 'L0', subOrderNo });
    expect([missing.statusCode, missing.json().errorCode]).toEqual([404, 'lottery_order_not_found']);
    const bad = await cancel({ orderNo: placed.order.orderNo });
    expect([bad.statusCode, bad.json().errorCode]).toEqual([400, 'validation_failed']);
    expect(await refusal(`${LOTTERY_PATHS.orderDetail}?orderNo=L0`, withToken(player.token))).toEqual([
      404,
      'lottery_order_not_found',
    ]);
    for (const query of [
      `startDate=${today}`,
      `startDate=${today}&endDate=2000-01-01`,
      `startDate=x&endDate=y`,
    ]) {
      expect(await refusal(`${LOTTERY_PATHS.orders}?${query}`, withToken(player.token)), query).toEqual([
        400,
        'validation_failed',
      ]);
    }
  });
});
