import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RG_PERIODS_BY_TYPE, ZWireRgOverviewSchema } from '@site/contracts';
import { sessions } from '../../db/schema.js';
import { launchLottery, slipOf } from '../../test/lottery-fixtures.js';
import { createMember, demoMerchantId } from '../../test/play-fixtures.js';
import {
  memberIdOf,
  merchantTimeNow,
  moveClock,
  requestDeposit,
  rgCalls,
} from '../../test/responsible-fixtures.js';
import { insertRound } from '../../test/round-fixtures.js';
import { createInMemoryMock, type TInMemoryMock } from '../../test/test-app.js';
import { currentDraw, ensureDraws } from '../lottery/draws.js';
import { lotteryGameByCode } from '../lottery/games.js';
import { placeOrder } from '../lottery/orders.js';

let mock: TInMemoryMock;
let calls: ReturnType<typeof rgCalls>;
beforeAll(async () => {
  mock = await createInMemoryMock();
  calls = rgCalls(mock.app);
});
afterAll(() => mock.close());

const DAY_MINUTES = 24 * 60;
const DAY_MS = DAY_MINUTES * 60_000;
const dailyDeposit = { type: 'deposit', period: 'day' } as const;

/** The member's limit of a type and period, as the overview shows it. */
const limitOf = async (token: string, key: { type: string; period: string }) => {
  const overview = ZWireRgOverviewSchema.parse((await calls.overview(token)).json().value);
  return overview.limits.find((limit) => limit.type === key.type && limit.period === key.period);
};

describe('the responsible calls: who may make them', () => {
  it('answers a guest 401 and a trial session 403 in_need_true_account', async () => {
    const guest = await calls.overview(null);
    expect([guest.statusCode, guest.json().errorCode]).toEqual([401, 'login.not.session']);
    const trial = await createMember(mock.app, 'trial');
    for (const reply of [
      await calls.overview(trial.token),
      await calls.setLimit(trial.token, { ...dailyDeposit, value: 100 }),
      await calls.playSession(trial.token),
    ])
      expect([reply.statusCode, reply.json().errorCode]).toEqual([403, 'in_need_true_account']);
  });
});

describe('overview', () => {
  it('shows every limit unset with nothing used, the reality check off and no restriction', async () => {
    const member = await createMember(mock.app, 'player');
    const reply = await calls.overview(member.token);
    expect(reply.statusCode).toBe(200);
    const overview = ZWireRgOverviewSchema.parse(reply.json().value);
    const keys = Object.entries(RG_PERIODS_BY_TYPE).flatMap(([type, periods]) =>
      periods.map((period) => ({ type, period })),
    );
    expect(overview.limits.map(({ type, period }) => ({ type, period }))).toEqual(keys);
    const now = merchantTimeNow(mock.app);
    for (const limit of overview.limits) {
      expect(limit).toMatchObject({ value: null, used: 0, pending: null });
      expect(limit.resetsAt).toBeGreaterThan(now);
    }
    expect(overview.limits.find((limit) => limit.period === 'day')?.resetsAt).toBeLessThanOrEqual(
      now + DAY_MS,
    );
    expect(overview).toMatchObject({ realityCheckSeconds: 0, restriction: null });
  });
});

describe('setting, lowering, raising and removing a limit', () => {
  it('sets a first limit now and counts what the period has used', async () => {
    const member = await createMember(mock.app, 'player');
    const set = await calls.setLimit(member.token, { ...dailyDeposit, value: 1_000 });
    expect(set.statusCode).toBe(200);
    expect(set.json().value).toMatchObject({
      applied: 'now',
      limit: { ...dailyDeposit, value: 1_000, used: 0, pending: null },
    });
    expect(await calls.auditOf(set)).toEqual([
      expect.objectContaining({
        action: 'responsible.setLimit',
        outcome: 'succeeded',
        memberId: memberIdOf(mock.app, member),
      }),
    ]);
    // A deposit request still pending counts toward the deposit limit.
    expect((await requestDeposit(mock.app, member, 250.5)).json()).toMatchObject({ success: true });
    expect(await limitOf(member.token, dailyDeposit)).toMatchObject({ value: 1_000, used: 250.5 });
  });

  it('lowers at once, and a lower value drops a raise waiting', async () => {
    const member = await createMember(mock.app, 'player');
    await calls.setLimit(member.token, { ...dailyDeposit, value: 1_000 });
    const lower = await calls.setLimit(member.token, { ...dailyDeposit, value: 500.25 });
    expect(lower.json().value).toMatchObject({ applied: 'now', limit: { value: 500.25, pending: null } });

    await calls.setLimit(member.token, { ...dailyDeposit, value: 3_000 });
    expect((await limitOf(member.token, dailyDeposit))?.pending).toMatchObject({ value: 3_000 });
    const again = await calls.setLimit(member.token, { ...dailyDeposit, value: 400 });
    expect(again.json().value).toMatchObject({ applied: 'now', limit: { value: 400, pending: null } });
  });

  it('keeps a raise waiting 24 hours on the mock clock, then applies it on confirmation', async () => {
    const member = await createMember(mock.app, 'player');
    const key = { type: 'loss', period: 'week' } as const;
    await calls.setLimit(member.token, { ...key, value: 500 });
    const before = merchantTimeNow(mock.app);
    const raise = await calls.setLimit(member.token, { ...key, value: 2_000 });
    const raised = raise.json().value;
    expect(raised).toMatchObject({ applied: 'pending', limit: { value: 500, pending: { value: 2_000 } } });
    const effectiveAt: number = raised.limit.pending.effectiveAt;
    expect(effectiveAt - before).toBeGreaterThanOrEqual(DAY_MS);
    expect(effectiveAt - merchantTimeNow(mock.app)).toBeLessThanOrEqual(DAY_MS);

    // Asking for the same raise again keeps its time.
    const repeated = await calls.setLimit(member.token, { ...key, value: 2_000 });
    expect(repeated.json().value.limit.pending).toEqual({ value: 2_000, effectiveAt });

    const early = await calls.confirmLimit(member.token, key);
    expect([early.statusCode, early.json().errorCode, early.json().value]).toEqual([
      400,
      'limit_change_not_due',
      { effectiveAt },
    ]);
    expect(await calls.auditOf(early)).toEqual([
      expect.objectContaining({
        action: 'responsible.confirmLimit',
        outcome: 'refused',
        reason: 'limit_change_not_due',
      }),
    ]);

    await moveClock(mock.app, DAY_MINUTES);
    const confirmed = await calls.confirmLimit(member.token, key);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().value).toMatchObject({ limit: { ...key, value: 2_000, pending: null } });
    expect(await calls.auditOf(confirmed)).toEqual([
      expect.objectContaining({ action: 'responsible.confirmLimit', outcome: 'succeeded' }),
    ]);
  });

  it('removes a limit only after the cooling-off and the confirmation', async () => {
    const member = await createMember(mock.app, 'player');
    const key = { type: 'play_time', period: 'day' } as const;
    await calls.setLimit(member.token, { ...key, value: 90 });
    const removal = await calls.setLimit(member.token, { ...key, value: null });
    expect(removal.json().value).toMatchObject({
      applied: 'pending',
      limit: { value: 90, pending: { value: null } },
    });
    expect((await calls.confirmLimit(member.token, key)).json().errorCode).toBe('limit_change_not_due');

    await moveClock(mock.app, DAY_MINUTES);
    const confirmed = await calls.confirmLimit(member.token, key);
    expect(confirmed.json().value).toMatchObject({ limit: { value: null, pending: null, used: 0 } });
    expect(await limitOf(member.token, key)).toMatchObject({ value: null, pending: null });
    const stored = mock.db.$client
      .prepare('SELECT COUNT(*) FROM rg_limits WHERE member_id = ?')
      .pluck()
      .get(memberIdOf(mock.app, member));
    expect(stored).toBe(0);
  });

  it('cancels a change waiting; with none, confirm and cancel answer limit_change_not_found', async () => {
    const member = await createMember(mock.app, 'player');
    const key = { type: 'wager', period: 'month' } as const;
    const none = await calls.cancelLimitChange(member.token, key);
    expect([none.statusCode, none.json().errorCode]).toEqual([400, 'limit_change_not_found']);
    expect((await calls.confirmLimit(member.token, key)).json().errorCode).toBe('limit_change_not_found');

    await calls.setLimit(member.token, { ...key, value: 10_000 });
    await calls.setLimit(member.token, { ...key, value: 20_000 });
    const cancelled = await calls.cancelLimitChange(member.token, key);
    expect(cancelled.json().value).toMatchObject({ limit: { value: 10_000, pending: null } });
    expect(await calls.auditOf(cancelled)).toEqual([
      expect.objectContaining({ action: 'responsible.cancelLimitChange', outcome: 'succeeded' }),
    ]);
    expect((await calls.cancelLimitChange(member.token, key)).json().errorCode).toBe(
      'limit_change_not_found',
    );
  });

  it('answers the same value at once without change', async () => {
    const member = await createMember(mock.app, 'player');
    await calls.setLimit(member.token, { ...dailyDeposit, value: 700 });
    const same = await calls.setLimit(member.token, { ...dailyDeposit, value: 700 });
    expect(same.json().value).toMatchObject({ applied: 'now', limit: { value: 700, pending: null } });
  });

  it('refuses a period the type does not have, more than two decimals and play time in parts of minutes', async () => {
    const member = await createMember(mock.app, 'player');
    const refusals = [
      [await calls.setLimit(member.token, { type: 'play_time', period: 'week', value: 60 }), 'period'],
      [await calls.setLimit(member.token, { ...dailyDeposit, value: 10.555 }), 'value'],
      [await calls.setLimit(member.token, { type: 'play_time', period: 'day', value: 30.5 }), 'value'],
      [await calls.setLimit(member.token, { type: 'play_time', period: 'day', value: 24 * 60 + 1 }), 'value'],
      [await calls.setLimit(member.token, { ...dailyDeposit, value: 10_000_001 }), 'value'],
      [await calls.setLimit(member.token, { ...dailyDeposit, value: -5 }), 'value'],
      [await calls.confirmLimit(member.token, { type: 'play_time', period: 'month' }), 'period'],
    ] as const;
    for (const [reply, field] of refusals) {
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({
        errorCode: 'validation_failed',
        value: { fieldErrors: { [field]: expect.any(String) } },
      });
    }
    expect(await limitOf(member.token, dailyDeposit)).toMatchObject({ value: null });
  });
});

describe('reality check', () => {
  it('sets one of the offered intervals and refuses the others', async () => {
    const member = await createMember(mock.app, 'player');
    const set = await calls.setRealityCheck(member.token, 30);
    expect(set.json()).toMatchObject({ success: true, value: { realityCheckSeconds: 1_800 } });
    expect(await calls.auditOf(set)).toEqual([
      expect.objectContaining({ action: 'responsible.setRealityCheck', outcome: 'succeeded' }),
    ]);
    for (const minutes of [20, 61, -15]) {
      const refused = await calls.setRealityCheck(member.token, minutes);
      expect([refused.statusCode, refused.json().errorCode]).toEqual([400, 'validation_failed']);
    }
    expect((await calls.overview(member.token)).json().value.realityCheckSeconds).toBe(1_800);
    expect((await calls.setRealityCheck(member.token, 0)).json().value).toEqual({ realityCheckSeconds: 0 });
  });
});

describe('play session', () => {
  it('starts with the session and sums real-money stakes and results since, lottery lines once', async () => {
    const member = await createMember(mock.app, 'player', 100_000);
    const memberId = memberIdOf(mock.app, member);
    const session = mock.db
      .select()
      .from(sessions)
      .all()
      .find((row) => row.token === member.token);
    await calls.setRealityCheck(member.token, 15);
    const fresh = await calls.playSession(member.token);
    expect(fresh.json().value).toEqual({
      startedAt: session?.createdAt.getTime(),
      realityCheckSeconds: 900,
      net: 0,
      wagered: 0,
    });

    const { launch } = await launchLottery(mock.app, member);
    const found = lotteryGameByCode(mock.db, demoMerchantId(mock.db), 'VN_HANOI');
    if (!found) throw new Error('test game missing');
    ensureDraws(mock.db, found.game.id, new Date());
    const draw = currentDraw(mock.db, found.game.id, new Date());
    if (!draw) throw new Error('no current draw');
    placeOrder(
      mock.db,
      launch,
      slipOf(draw.drawCode, [{ betType: 'LO', numbers: ['27'], stakeMinor: 1_500 }]),
    );
    insertRound(mock.db, { memberId, gameId: found.game.id, betMinor: 1_000, winMinor: 300 });
    insertRound(mock.db, { memberId, gameId: found.game.id, betMinor: 5_000, winMinor: 0, isTrial: true });
    insertRound(mock.db, {
      memberId,
      gameId: found.game.id,
      betMinor: 2_000,
      winMinor: 9_000,
      at: new Date(Date.now() - DAY_MS),
    });

    const played = (await calls.playSession(member.token)).json().value;
    // The lottery line is open (its stake is wagered, not yet a result); the round lost 7.
    expect(played).toMatchObject({ net: -7, wagered: 25 });
  });
});
