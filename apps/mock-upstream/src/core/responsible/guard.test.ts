import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restrictedPersons, rgBreaks, rgLimits } from '../../db/schema-responsible.js';
import { createMember } from '../../test/play-fixtures.js';
import { createInMemoryMock, type TInMemoryMock } from '../../test/test-app.js';
import { WireError } from '../../wire/envelope.js';
import { assertCanDeposit, assertCanPlay } from './guard.js';
import { restrictionOf } from './restriction.js';
import { LIMIT_KEYS, rgPeriodAt, usedIn } from './usage.js';

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

const memberIdOf = (username: string): number =>
  (
    mock.db.$client.prepare('SELECT id FROM members WHERE username = ?').get(username.toLowerCase()) as {
      id: number;
    }
  ).id;

const refusalOf = (call: () => void) => {
  try {
    call();
  } catch (error) {
    if (error instanceof WireError) return { code: error.errorCode, value: error.value };
    throw error;
  }
  return null;
};

describe('responsible gaming checks', () => {
  it('reads every kind of usage of a fresh member as zero', async () => {
    const member = await createMember(mock.app, 'player', 10_000);
    const id = memberIdOf(member.username);
    const now = Date.now();
    for (const { type, period } of LIMIT_KEYS)
      expect(usedIn(mock.db, id, type, rgPeriodAt(period, now))).toBe(0);
    expect(restrictionOf(mock.db, id, new Date())).toBeNull();
    expect(() => assertCanPlay(mock.db, id, 100, new Date())).not.toThrow();
  });

  it('lets a deposit up to what the limit leaves and refuses one minor unit more', async () => {
    const member = await createMember(mock.app, 'player');
    const id = memberIdOf(member.username);
    mock.db
      .insert(rgLimits)
      .values({ memberId: id, type: 'deposit', period: 'day', value: 100_000, updatedAt: new Date() })
      .run();
    expect(refusalOf(() => assertCanDeposit(mock.db, id, 100_000, new Date()))).toBeNull();
    expect(refusalOf(() => assertCanDeposit(mock.db, id, 100_001, new Date()))).toMatchObject({
      code: 'deposit_limit_reached',
      value: { limit: { type: 'deposit', period: 'day', left: 1000 } },
    });
  });

  it('refuses play during a time-out, and after a self-exclusion until the return opens', async () => {
    const member = await createMember(mock.app, 'player');
    const id = memberIdOf(member.username);
    const now = Date.now();
    mock.db
      .insert(rgBreaks)
      .values({
        memberId: id,
        kind: 'time_out',
        period: '24h',
        startedAt: new Date(now),
        endsAt: new Date(now + 86_400_000),
      })
      .run();
    expect(refusalOf(() => assertCanPlay(mock.db, id, 0, new Date()))).toMatchObject({
      code: 'account_restricted',
      value: { restriction: { kind: 'time_out', until: now + 86_400_000 } },
    });
    mock.db
      .insert(rgBreaks)
      .values({
        memberId: id,
        kind: 'self_exclusion',
        period: '6m',
        startedAt: new Date(now - 10_000),
        endsAt: new Date(now + 100_000_000),
      })
      .run();
    expect(restrictionOf(mock.db, id, new Date(now + 100_000_001))).toMatchObject({
      kind: 'closed',
      until: null,
    });
  });

  it('treats a member named on the restricted persons list as restricted', async () => {
    const member = await createMember(mock.app, 'player');
    const id = memberIdOf(member.username);
    mock.db.$client.prepare("UPDATE members SET payee_name = 'Juan Dela Cruz' WHERE id = ?").run(id);
    const merchantId = (
      mock.db.$client.prepare('SELECT merchant_id AS m FROM members WHERE id = ?').get(id) as { m: number }
    ).m;
    mock.db
      .insert(restrictedPersons)
      .values({ merchantId, source: 'ndrp', fullName: 'juan dela cruz', addedAt: new Date() })
      .run();
    expect(restrictionOf(mock.db, id, new Date())).toMatchObject({ kind: 'restricted', until: null });
  });
});
