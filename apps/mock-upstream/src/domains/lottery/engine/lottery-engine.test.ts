import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_LAYOUTS } from '@site/contracts';
import type { TLotteryOrderReply, TLotteryStateReply } from '../../../core/play/page/replies.js';
import { lotteryNumeros, lotteryOrders } from '../../../db/schema-lottery.js';
import {
  closeDraw,
  launchLottery,
  TEST_LOTTERY_GAME,
  type TLotteryLaunch,
  trialLaunchLike,
} from '../../../test/lottery-fixtures.js';
import { createMember } from '../../../test/play-fixtures.js';
import { createInMemoryMock, type TInMemoryMock, withToken } from '../../../test/test-app.js';
import { drawNow } from '../draws.js';
import { drawFairInputs, drawResults } from '../results.js';
import { settleDraw } from '../settlement.js';

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

const lobby = async (balanceMinor = 50_000, gameCode = TEST_LOTTERY_GAME) =>
  launchLottery(mock.app, await createMember(mock.app, 'player', balanceMinor), gameCode);

const stateOf = async ({ headers }: TLotteryLaunch, gameCode?: string): Promise<TLotteryStateReply> => {
  const reply = await mock.app.inject({
    method: 'GET',
    url: `/games/api/lottery/state${gameCode ? `?gameCode=${gameCode}` : ''}`,
    headers,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};

const post = ({ headers }: TLotteryLaunch, path: 'orders' | 'cancel', payload: object) =>
  mock.app.inject({ method: 'POST', url: `/games/api/lottery/${path}`, headers, payload });

const slip = (drawCode: string, lines: object[], gameCode = TEST_LOTTERY_GAME) => ({
  gameCode,
  drawCode,
  requestId: randomUUID(),
  lines,
});

describe('the lottery lobby API', () => {
  it('answers the launched game’s state: games of the prize mode, rules, near draws', async () => {
    const player = await lobby();
    const state = await stateOf(player);
    expect(state.gameCode).toBe(TEST_LOTTERY_GAME);
    const codes = state.games.map((game) => game.gameCode);
    expect(codes).toEqual(expect.arrayContaining(['VN_HANOI', 'VN_HUE', 'LOTT_FAST_1M', 'VN_FAST_1M']));
    expect(codes.some((code) => code.startsWith('SEA_'))).toBe(false);
    expect(state.games.find((game) => game.gameCode === 'VN_HANOI')?.groupName).toBe('Northern Lottery');
    expect(state.rules.resultFormat).toBe('VN_NORTH');
    expect(state.rules.betRules.map((rule) => rule.betType)).toEqual([
      'LO',
      'DE',
      'CANG3',
      'XIEN2',
      'XIEN3',
      'XIEN4',
    ]);
    expect(state.rules.betRules[0]).toMatchObject({ odds: 350, minStakeMinor: 100, numbers: 1, digits: 2 });
    expect(state.near.current).toMatchObject({
      gameCode: TEST_LOTTERY_GAME,
      status: 'open',
      serverSeed: null,
    });
    expect(state.near.current?.closeTime).toBeGreaterThan(state.serverTime);
    expect(state.orders).toEqual([]);
    expect(state.balanceMinor).toBe(50_000);

    const sea = await stateOf(await lobby(50_000, 'SEA_4D_MAGNUM'));
    expect(sea.games.every((game) => game.gameCode.startsWith('SEA_'))).toBe(true);
    expect(sea.rules.betRules.map((rule) => rule.betType)).toEqual(['BIG_4D', 'SMALL_4D']);
    const other = await stateOf(player, 'VN_HUE');
    expect([other.gameCode, other.rules.resultFormat]).toEqual(['VN_HUE', 'VN_SOUTH']);
  });

  it('places a slip, replays it by requestId, lists it and cancels a line', async () => {
    const player = await lobby();
    const { near } = await stateOf(player);
    const placing = slip(near.current?.numero ?? '', [
      { betType: 'LO', numbers: ['27'], stakeMinor: 1_000 },
      { betType: 'DE', numbers: ['45'], stakeMinor: 2_000 },
    ]);
    const placed = await post(player, 'orders', placing);
    expect(placed.statusCode, placed.body).toBe(200);
    const reply: TLotteryOrderReply = placed.json();
    expect(reply.balanceMinor).toBe(47_000);
    expect(reply.order).toMatchObject({
      numero: near.current?.numero,
      status: 'open',
      totalStakeMinor: 3_000,
    });
    expect(reply.order.subOrders.map((sub) => [sub.betType, sub.stakeMinor, sub.cancellable])).toEqual([
      ['LO', 1_000, true],
      ['DE', 2_000, true],
    ]);
    const replay = (await post(player, 'orders', placing)).json();
    expect([replay.order.orderNo, replay.balanceMinor]).toEqual([reply.order.orderNo, 47_000]);
    expect((await stateOf(player)).orders.map((order) => order.orderNo)).toEqual([reply.order.orderNo]);

    const cancelled = await post(player, 'cancel', {
      orderNo: reply.order.orderNo,
      subOrderNo: reply.order.subOrders[1]?.subOrderNo,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after: TLotteryOrderReply = cancelled.json();
    expect(after.balanceMinor).toBe(49_000);
    expect(after.order.subOrders.map((sub) => sub.status)).toEqual(['open', 'cancelled']);
  });

  it('answers refusals in the envelope: bad slips, closed draws, short balance, trial launches', async () => {
    const player = await lobby(1_500);
    const { near } = await stateOf(player);
    const drawCode = near.current?.numero ?? '';
    const refusal = async (path: 'orders' | 'cancel', payload: object, launch = player) => {
      const reply = await post(launch, path, payload);
      return [reply.statusCode, reply.json().errorCode, reply.json().value?.fieldErrors];
    };
    expect(
      await refusal('orders', slip(drawCode, [{ betType: 'LO', numbers: ['7'], stakeMinor: 1_000 }])),
    ).toEqual([400, 'validation_failed', { 'lines.0.numbers': 'validation.invalid' }]);
    expect(
      (await refusal('orders', slip(drawCode, [{ betType: 'PICK5', numbers: ['7'], stakeMinor: 1 }])))[0],
    ).toBe(400);
    expect((await refusal('orders', { gameCode: TEST_LOTTERY_GAME }))[1]).toBe('validation_failed');
    expect(
      await refusal(
        'orders',
        slip(drawCode, [{ betType: 'LO', numbers: ['27'], stakeMinor: 1_000 }], 'NOPE'),
      ),
    ).toEqual([404, 'lottery_game_not_found', undefined]);
    expect(
      await refusal(
        'orders',
        slip(drawCode, [
          { betType: 'LO', numbers: ['27'], stakeMinor: 1_000 },
          { betType: 'LO', numbers: ['28'], stakeMinor: 1_000 },
        ]),
      ),
    ).toEqual([400, 'insufficient_balance', undefined]);
    expect((await stateOf(player)).orders).toEqual([]);
    expect(
      await refusal(
        'orders',
        slip(drawCode, [{ betType: 'LO', numbers: ['27'], stakeMinor: 1_000 }]),
        trialLaunchLike(mock.db, player.launch),
      ),
    ).toEqual([403, 'in_need_true_account', undefined]);
    const trialState = await mock.app.inject({
      method: 'GET',
      url: '/games/api/lottery/state',
      headers: trialLaunchLike(mock.db, player.launch).headers,
    });
    expect([trialState.statusCode, trialState.json().errorCode]).toEqual([403, 'in_need_true_account']);
    const unknownToken = await mock.app.inject({
      method: 'GET',
      url: '/games/api/lottery/state',
      headers: { 'x-launch-token': 'nope' },
    });
    expect(unknownToken.statusCode).toBe(401);

    const placed: TLotteryOrderReply = (
      await post(player, 'orders', slip(drawCode, [{ betType: 'LO', numbers: ['27'], stakeMinor: 1_000 }]))
    ).json();
    const order = mock.db
      .select()
      .from(lotteryOrders)
      .where(eq(lotteryOrders.orderNo, placed.order.orderNo))
      .get();
    const numero = mock.db
      .select()
      .from(lotteryNumeros)
      .where(eq(lotteryNumeros.id, order?.numeroId ?? 0))
      .get();
    if (!numero) throw new Error('draw missing');
    const reopen = closeDraw(mock.db, numero);
    try {
      expect(
        await refusal('cancel', {
          orderNo: placed.order.orderNo,
          subOrderNo: placed.order.subOrders[0]?.subOrderNo,
        }),
      ).toEqual([409, 'lottery_draw_closed', undefined]);
      expect(
        await refusal('orders', slip(drawCode, [{ betType: 'LO', numbers: ['27'], stakeMinor: 100 }])),
      ).toEqual([409, 'lottery_draw_closed', undefined]);
    } finally {
      reopen();
    }
  });

  it('refuses a slip or a line with a field it does not know, and takes no money', async () => {
    const player = await lobby(10_000);
    const { near } = await stateOf(player);
    const drawCode = near.current?.numero ?? '';
    const line = { betType: 'LO', numbers: ['27'], stakeMinor: 1_000 };
    const refusals = [
      { ...slip(drawCode, [line]), totalStakeMinor: 1 },
      { ...slip(drawCode, [line]), payout: 1_000_000 },
      slip(drawCode, [{ ...line, odds: 99_000 }]),
      slip(drawCode, [{ ...line, winMinor: 1_000_000 }]),
    ];
    for (const payload of refusals) {
      const reply = await post(player, 'orders', payload);
      expect([reply.statusCode, reply.json().errorCode], JSON.stringify(payload)).toEqual([
        400,
        'validation_failed',
      ]);
    }
    const cancel = await post(player, 'cancel', { orderNo: 'X1', subOrderNo: 'X1-1', refundMinor: 1 });
    expect([cancel.statusCode, cancel.json().errorCode]).toEqual([400, 'validation_failed']);
    expect((await stateOf(player)).orders).toEqual([]);
    const session = await mock.app.inject({
      method: 'GET',
      url: '/games/api/session',
      headers: player.headers,
    });
    expect(session.json().balanceMinor).toBe(10_000);
  });

  it('shows a settled win in the orders and the balance', async () => {
    const player = await lobby();
    const { near } = await stateOf(player);
    const current = near.current;
    if (!current) throw new Error('no current draw');
    const numero = mock.db
      .select()
      .from(lotteryNumeros)
      .where(eq(lotteryNumeros.serverSeedHash, current.serverSeedHash))
      .get();
    if (!numero) throw new Error('draw missing');
    const board = drawResults(
      'VN_NORTH',
      drawFairInputs({
        serverSeed: numero.serverSeed,
        gameCode: TEST_LOTTERY_GAME,
        drawCode: numero.drawCode,
      }),
    );
    const tail = board.special?.[0]?.slice(-2) ?? '';
    const placed = await post(
      player,
      'orders',
      slip(current.numero, [{ betType: 'DE', numbers: [tail], stakeMinor: 1_000 }]),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const drawn = drawNow(mock.app, numero.gameId, new Date());
    settleDraw(mock.app, drawn?.id ?? 0, new Date());
    const after = await stateOf(player);
    expect(after.near.previous).toMatchObject({ numero: current.numero, results: board });
    expect(after.orders[0]).toMatchObject({ status: 'settled', totalWinMinor: 95_000 });
    expect(after.orders[0]?.subOrders[0]).toMatchObject({
      status: 'won',
      hits: 1,
      winMinor: 95_000,
      cancellable: false,
    });
    expect(after.balanceMinor).toBe(50_000 - 1_000 + 95_000);
  });
});

describe('the lottery lobby page', () => {
  it('renders the labelled lobby with its own assets and no inline script or style', async () => {
    const { token } = await lobby();
    const page = await mock.app.inject({ method: 'GET', url: `/games/play/lottery?launch=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const html = page.body;
    expect(html).toContain(`data-game="${TEST_LOTTERY_GAME}"`);
    for (const fragment of [
      '<span class="g-label">Game</span><select id="lt-game"',
      '<span class="g-label">Number</span><input id="lt-number"',
      '<span class="g-label">Stake</span><input id="lt-stake"',
      '>Add to slip</button>',
      '>Place bet</button>',
      '>Quick pick</button>',
      '<h2 id="lt-orders-title">My orders</h2>',
      'aria-labelledby="lt-orders-title"',
      '<dialog class="lt-dialog"',
      '/games/assets/lottery.js',
      '/games/assets/lottery.css',
    ])
      expect(html, fragment).toContain(fragment);
    expect(html).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>|\sstyle="/);
    expect(html).toContain('&quot;betLO&quot;:&quot;Lô&quot;');
    for (const asset of ['lottery.js', 'lottery.css']) {
      expect((await mock.app.inject({ method: 'GET', url: `/games/assets/${asset}` })).statusCode).toBe(200);
    }
  });

  it('speaks Tagalog to a TY launch', async () => {
    const member = await createMember(mock.app, 'player', 1_000);
    const launched = await mock.app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?launchMode=LOTT&lottoGameCode=${TEST_LOTTERY_GAME}`,
      headers: { ...withToken(member.token), language: 'TY' },
    });
    const url = launched.json().value.content.game_url as string;
    const html = (await mock.app.inject({ method: 'GET', url })).body;
    expect(html).toContain('>Idagdag sa slip</button>');
    expect(html).toContain('<h2 id="lt-orders-title">Aking mga order</h2>');
  });
});

describe('the verify page for lottery draws', () => {
  it('reproduces a board from the draw’s seed, game code and draw code', async () => {
    const inputs = drawFairInputs({
      serverSeed: 'ab'.repeat(32),
      gameCode: 'SEA_4D_TOTO',
      drawCode: '20261125',
    });
    const board = drawResults('SEA_4D', inputs);
    const page = await mock.app.inject({
      method: 'GET',
      url: `/games/fair/verify?engine=lottery&serverSeed=${inputs.serverSeed}&clientSeed=${inputs.clientSeed}&nonce=${inputs.nonce}&format=SEA_4D`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`first: ${board.first?.[0]}`);
    expect(page.body).toContain(`consolation: ${board.consolation?.join(' ')}`);
    expect(RESULT_LAYOUTS.SEA_4D.every(({ prize }) => page.body.includes(`${prize}: `))).toBe(true);
  });
});
