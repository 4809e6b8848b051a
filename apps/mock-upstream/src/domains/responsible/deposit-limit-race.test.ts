import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/play-fixtures.js';
import { memberIdOf, requestDeposit, rgCalls } from '../../test/responsible-fixtures.js';
import { createInMemoryMock, type TInMemoryMock } from '../../test/test-app.js';

/**
 * A deposit limit under concurrent requests: the deposit calls check it
 * (`assertCanDeposit` of core/responsible/guard.ts) inside the transaction
 * that writes the order, so requests racing past it see each other.
 */
let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

const REQUESTS = 50;

describe('a daily deposit limit under 50 concurrent deposit requests', () => {
  it('lets exactly what fits through and refuses the rest with deposit_limit_reached', async () => {
    const member = await createMember(mock.app, 'player');
    const set = await rgCalls(mock.app).setLimit(member.token, {
      type: 'deposit',
      period: 'day',
      value: 1_000,
    });
    expect(set.json().value.applied).toBe('now');

    const replies = await Promise.all(
      Array.from({ length: REQUESTS }, () => requestDeposit(mock.app, member, 150)),
    );
    const codes = replies.map((reply) => (reply.json().success ? 'ok' : reply.json().errorCode));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(6);
    expect(codes.filter((code) => code !== 'ok')).toEqual(Array(REQUESTS - 6).fill('deposit_limit_reached'));

    const requested = mock.db.$client
      .prepare(
        "SELECT COALESCE(SUM(amount_minor), 0) FROM deposit_orders WHERE member_id = ? AND status IN ('pending', 'approved')",
      )
      .pluck()
      .get(memberIdOf(mock.app, member));
    expect(requested).toBe(90_000);
    const overview = (await rgCalls(mock.app).overview(member.token)).json().value;
    expect(
      overview.limits.find(
        (limit: { type: string; period: string }) => limit.type === 'deposit' && limit.period === 'day',
      ),
    ).toMatchObject({ value: 1_000, used: 900 });
  });
});
