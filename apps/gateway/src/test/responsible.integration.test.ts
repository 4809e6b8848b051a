import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RG_LIMIT_TYPES,
  RG_PERIODS_BY_TYPE,
  type TDepositSettings,
  type TGame,
  type TGamePage,
  type TMeOutput,
  type TRestriction,
  type TRgOverview,
  type TSetRgLimitOutput,
} from '@site/contracts';
import {
  logInAs,
  okData,
  openSessionCookie,
  sealSessionCookie,
  signedInQaMember,
  startGatewayAgainstMock,
  type TStack,
} from './gateway-against-mock.js';
import { GatewayVisitor, type TCallResult } from './gateway-visitor.js';

/**
 * The responsible group through the real gateway and mock (decision 0041):
 * a fresh member's overview; a daily deposit limit refusing a deposit past
 * it with what is left; a lower limit at once and a higher one pending; a
 * time-out that signs the member out, a new sign-in that carries it, and a
 * game launch it refuses.
 */
let stack: TStack;

beforeAll(async () => {
  stack = await startGatewayAgainstMock();
}, 60_000);
afterAll(() => stack?.stop());

const HOUR_MS = 3_600_000;
const DEPOSIT_LIMIT = 100_000;

const player = () => signedInQaMember(stack.app, stack.mock, 'player', { balanceMinor: 500_000 });

const refused = (result: TCallResult, status: number, key: string) => {
  expect(result.status, JSON.stringify(result.error)).toBe(status);
  expect(result.error?.data.key).toBe(key);
};

const overviewOf = async (visitor: GatewayVisitor) =>
  okData(await visitor.query<TRgOverview>('responsible.overview'));
const limitOf = (overview: TRgOverview, type: string, period: string) =>
  overview.limits.find((limit) => limit.type === type && limit.period === period);

const testChannelOf = async (visitor: GatewayVisitor) => {
  const settings = okData(await visitor.query<TDepositSettings>('wallet.depositSettings'));
  const channel = settings.channels.find((candidate) => candidate.isTest);
  if (!channel) throw new Error('the mock has no test channel');
  return channel;
};

const playableGame = async (visitor: GatewayVisitor): Promise<TGame> => {
  const { games } = okData(await visitor.query<TGamePage>('games.list', { gameType: 'RNG', pageSize: 42 }));
  const game = games.find((candidate) => !candidate.isUnderMaintenance);
  if (!game) throw new Error('no playable RNG game');
  return game;
};

describe('limits', () => {
  it('shows a fresh member every limit type and period, none set, nothing waiting, no restriction', async () => {
    const { visitor } = await player();
    const overview = await overviewOf(visitor);
    const expected = RG_LIMIT_TYPES.flatMap((type) =>
      RG_PERIODS_BY_TYPE[type].map((period) => `${type}/${period}`),
    ).sort();
    expect(overview.limits.map((limit) => `${limit.type}/${limit.period}`).sort()).toEqual(expected);
    for (const limit of overview.limits) {
      expect(limit).toMatchObject({ value: null, used: 0, pending: null });
      expect(limit.resetsAt).toBeGreaterThan(Date.now());
    }
    expect(overview.realityCheckSeconds).toBeGreaterThanOrEqual(0);
    expect(overview.restriction).toBeNull();
  });

  it('refuses a deposit past a daily limit of ₱1,000 with what it leaves and when it resets', async () => {
    const { visitor } = await player();
    const set = okData(
      await visitor.mutate<TSetRgLimitOutput>('responsible.setLimit', {
        type: 'deposit',
        period: 'day',
        value: DEPOSIT_LIMIT,
      }),
    );
    expect(set).toMatchObject({ applied: 'now', limit: { value: DEPOSIT_LIMIT, pending: null } });

    const channel = await testChannelOf(visitor);
    const deposit = await visitor.mutate('wallet.deposit', {
      channelId: channel.channelId,
      amount: DEPOSIT_LIMIT + 1,
      payeeName: 'Juan Cruz',
      requestId: randomUUID(),
    });
    refused(deposit, 400, 'deposit_limit_reached');
    const hint = deposit.error?.data.hint?.limit;
    expect(hint).toMatchObject({ type: 'deposit', period: 'day', left: DEPOSIT_LIMIT });
    expect(hint?.resetsAt).toBeGreaterThan(Date.now());
    expect(hint?.resetsAt).toBeLessThanOrEqual(Date.now() + 24 * HOUR_MS);
  });

  it('applies a lower limit at once and holds a higher one pending, not yet confirmable', async () => {
    const { visitor } = await player();
    const setDeposit = (value: number) =>
      visitor.mutate<TSetRgLimitOutput>('responsible.setLimit', { type: 'deposit', period: 'week', value });
    okData(await setDeposit(500_000));

    const lower = okData(await setDeposit(300_000));
    expect(lower).toMatchObject({ applied: 'now', limit: { value: 300_000, pending: null } });

    const higher = okData(await setDeposit(400_000));
    expect(higher.applied).toBe('pending');
    expect(higher.limit).toMatchObject({
      value: 300_000,
      pending: { value: 400_000, confirmable: false },
    });
    expect(higher.limit.pending?.effectiveAt).toBeGreaterThan(Date.now());
    expect(limitOf(await overviewOf(visitor), 'deposit', 'week')).toMatchObject({
      value: 300_000,
      pending: { value: 400_000, confirmable: false },
    });
    refused(
      await visitor.mutate('responsible.confirmLimit', { type: 'deposit', period: 'week' }),
      409,
      'limit_change_not_due',
    );
  });

  it('refuses play time by the week at the gateway', async () => {
    const { visitor } = await player();
    refused(
      await visitor.mutate('responsible.setLimit', { type: 'play_time', period: 'week', value: 60 }),
      400,
      'validation_failed',
    );
  });
});

describe('a time-out', () => {
  it('needs the right password, signs the member out, follows the next sign-in and refuses a game launch', async () => {
    const { visitor, account } = await player();
    const takeBreak = (password: string) =>
      visitor.mutate<{ restriction: TRestriction }>('responsible.takeBreak', {
        kind: 'time_out',
        period: '24h',
        password,
        confirm: true,
      });

    const wrong = await takeBreak(`${account.password}x`);
    expect(wrong.status).toBe(400);
    expect(['error_password', 'old_password_incorrect']).toContain(wrong.error?.data.key);
    expect(okData(await visitor.query<TMeOutput>('session.me')).member).not.toBeNull();

    const token = openSessionCookie(visitor)?.token ?? '';
    const before = Date.now();
    const { restriction } = okData(await takeBreak(account.password));
    expect(restriction.kind).toBe('time_out');
    expect(restriction.since).toBeGreaterThanOrEqual(before - 60_000);
    expect(restriction.until).toBe(restriction.since + 24 * HOUR_MS);
    // Signed out on both sides: no cookie, and the upstream token no longer works.
    expect(openSessionCookie(visitor)).toBeNull();
    expect(okData(await visitor.query<TMeOutput>('session.me')).member).toBeNull();
    const replayed = new GatewayVisitor(stack.app);
    replayed.cookies.set('sid', sealSessionCookie(token));
    expect(okData(await replayed.query<TMeOutput>('session.me')).member).toBeNull();

    const again = new GatewayVisitor(stack.app, { ip: '198.18.250.1' });
    await logInAs(again, account);
    const me = okData(await again.query<TMeOutput>('session.me'));
    expect(me.member?.restriction).toMatchObject({ kind: 'time_out', until: restriction.until });

    const game = await playableGame(again);
    refused(
      await again.mutate('games.launch', {
        nodeId: game.nodeId,
        gameId: game.gameId,
        vassalage: game.vassalage,
      }),
      403,
      'account_restricted',
    );
    const overview = await overviewOf(again);
    expect(overview.restriction).toMatchObject({ kind: 'time_out' });
  });
});
