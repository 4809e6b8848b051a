import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breakEndsAt, SESSION_PATHS, ZWireRestrictionSchema } from '@site/contracts';
import { restrictionOf } from '../../core/responsible/restriction.js';
import { createMember, type TQaMember } from '../../test/play-fixtures.js';
import { memberIdOf, merchantTimeNow, moveClock, rgCalls } from '../../test/responsible-fixtures.js';
import { createInMemoryMock, logIn, qa, type TInMemoryMock, withToken } from '../../test/test-app.js';

/**
 * Breaks move the merchant's clock by months: this file has its own mock,
 * and reads every time from the clock rather than the wall.
 */
let mock: TInMemoryMock;
let calls: ReturnType<typeof rgCalls>;
beforeAll(async () => {
  mock = await createInMemoryMock();
  calls = rgCalls(mock.app);
});
afterAll(() => mock.close());

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

type TQaPerson = {
  source: string;
  memberId: number | null;
  fullName: string | null;
  mobile: string | null;
  birthDate: string | null;
  endsAt: number | null;
};

/** A fresh sign-in of the member (the break ended the old ones). */
const signIn = async (member: TQaMember): Promise<string> => {
  const reply = await logIn(mock.app, member);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value.token as string;
};

const restrictionIn = (reply: { json: () => { value: unknown } }) =>
  ZWireRestrictionSchema.parse((reply.json().value as { restriction: unknown }).restriction);

const qaMember = async (member: TQaMember) =>
  (await qa(mock.app, `/responsible/members/${member.username}`)).json<{
    breaks: { kind: string; endsAt: number }[];
  }>();

/** Moves the clock just past an instant of merchant time. */
const moveClockPast = async (at: number) =>
  moveClock(mock.app, Math.ceil((at - merchantTimeNow(mock.app)) / MINUTE_MS) + 1);

describe('takeBreak', () => {
  it('refuses a wrong password like a password change, and nothing changes', async () => {
    const member = await createMember(mock.app, 'player');
    const wrong = await calls.takeBreak(member.token, {
      kind: 'time_out',
      period: '24h',
      password: 'not-it-1',
    });
    expect([wrong.statusCode, wrong.json().errorCode]).toEqual([400, 'old_password_incorrect']);
    expect(await calls.auditOf(wrong)).toEqual([
      expect.objectContaining({
        action: 'responsible.takeBreak',
        outcome: 'refused',
        reason: 'old_password_incorrect',
        memberId: memberIdOf(mock.app, member),
      }),
    ]);
    expect((await qaMember(member)).breaks).toEqual([]);
    const overview = await calls.overview(member.token);
    expect(overview.statusCode).toBe(200);
    expect(overview.json().value.restriction).toBeNull();
  });

  it('refuses a period of the other kind', async () => {
    const member = await createMember(mock.app, 'player');
    const reply = await calls.takeBreak(member.token, {
      kind: 'time_out',
      period: '6m',
      password: member.password,
    });
    expect(reply.json()).toMatchObject({
      errorCode: 'validation_failed',
      value: { fieldErrors: { period: expect.any(String) } },
    });
  });

  it('answers the break in force, signs the member out everywhere and refuses a shorter one', async () => {
    const member = await createMember(mock.app, 'player');
    const otherToken = await signIn(member);
    const taken = await calls.takeBreak(member.token, {
      kind: 'time_out',
      period: '7d',
      password: member.password,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const restriction = restrictionIn(taken);
    expect(restriction.kind).toBe('time_out');
    expect(restriction.until).toBe(breakEndsAt('7d', restriction.since));
    expect(await calls.auditOf(taken)).toEqual([
      expect.objectContaining({
        action: 'responsible.takeBreak',
        outcome: 'succeeded',
        memberId: memberIdOf(mock.app, member),
      }),
    ]);

    for (const token of [member.token, otherToken]) {
      const after = await mock.app.inject({
        method: 'GET',
        url: SESSION_PATHS.memberInfo,
        headers: withToken(token),
      });
      expect([after.statusCode, after.json().errorCode]).toEqual([401, 'login.not.session']);
    }
    expect(restrictionOf(mock.db, memberIdOf(mock.app, member), new Date())).toMatchObject({
      kind: 'time_out',
    });

    const token = await signIn(member);
    const shorter = await calls.takeBreak(token, {
      kind: 'time_out',
      period: '24h',
      password: member.password,
    });
    expect([shorter.statusCode, shorter.json().errorCode]).toEqual([400, 'break_shorter_than_current']);
    expect((await qaMember(member)).breaks).toHaveLength(1);

    const longer = await calls.takeBreak(token, {
      kind: 'time_out',
      period: '30d',
      password: member.password,
    });
    expect(restrictionIn(longer)).toMatchObject({ kind: 'time_out' });
    expect(restrictionIn(longer).until).toBeGreaterThan(restriction.until ?? 0);
  });
});

describe('self-exclusion and the return', () => {
  it('lists the person, refuses a time-out and a return during it, and opens play a day after the return', async () => {
    const member = (await qa(mock.app, '/members', { kind: 'mobile' })).json<TQaMember>();
    const memberId = memberIdOf(mock.app, member);
    mock.db.$client
      .prepare("UPDATE members SET payee_name = 'Maria  Santos Reyes' WHERE id = ?")
      .run(memberId);
    mock.db.$client
      .prepare("INSERT INTO member_profiles (member_id, birthday, updated_at) VALUES (?, '1990-04-12', ?)")
      .run(memberId, Date.now());
    const mobile = mock.db.$client.prepare('SELECT mobile FROM members WHERE id = ?').pluck().get(memberId);

    const taken = await calls.takeBreak(member.token, {
      kind: 'self_exclusion',
      period: '6m',
      password: member.password,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const exclusion = restrictionIn(taken);
    expect(exclusion).toMatchObject({ kind: 'self_exclusion', until: breakEndsAt('6m', exclusion.since) });

    const listed = (await qa(mock.app, '/restricted-persons')).json<{ persons: TQaPerson[] }>().persons;
    expect(listed.filter((person) => person.memberId === memberId)).toEqual([
      expect.objectContaining({
        source: 'self_exclusion',
        fullName: 'maria santos reyes',
        birthDate: '1990-04-12',
        mobile: `63${String(mobile)}`,
        endsAt: exclusion.until,
      }),
    ]);

    let token = await signIn(member);
    const timeOut = await calls.takeBreak(token, {
      kind: 'time_out',
      period: '30d',
      password: member.password,
    });
    expect(timeOut.json().errorCode).toBe('break_shorter_than_current');
    const early = await calls.askToReturn(token);
    expect([early.statusCode, early.json().errorCode]).toEqual([400, 'return_not_available']);
    expect(await calls.auditOf(early)).toEqual([
      expect.objectContaining({
        action: 'responsible.askToReturn',
        outcome: 'refused',
        reason: 'return_not_available',
      }),
    ]);

    await moveClockPast(exclusion.until ?? 0);
    token = await signIn(member);
    expect((await calls.overview(token)).json().value.restriction).toMatchObject({
      kind: 'closed',
      until: null,
    });

    const returned = await calls.askToReturn(token);
    expect(returned.statusCode, returned.body).toBe(200);
    const returning = restrictionIn(returned);
    expect(returning.kind).toBe('returning');
    expect((returning.until ?? 0) - returning.since).toBe(24 * HOUR_MS);
    expect(await calls.auditOf(returned)).toEqual([
      expect.objectContaining({ action: 'responsible.askToReturn', outcome: 'succeeded' }),
    ]);
    expect((await calls.askToReturn(token)).json().errorCode).toBe('return_not_available');

    await moveClock(mock.app, 23 * 60);
    expect(restrictionOf(mock.db, memberId, new Date())).toMatchObject({ kind: 'returning' });
    await moveClockPast(returning.until ?? 0);
    expect(restrictionOf(mock.db, memberId, new Date())).toBeNull();
    expect((await calls.overview(token)).json().value.restriction).toBeNull();
  });

  it('lets a self-exclusion follow an ended one, and refuses a break to a listed person without end', async () => {
    const member = await createMember(mock.app, 'player');
    const listedName = `Listed ${member.username}`;
    mock.db.$client
      .prepare('UPDATE members SET payee_name = ? WHERE id = ?')
      .run(listedName, memberIdOf(mock.app, member));
    const listing = await qa(mock.app, '/restricted-persons', { fullName: listedName });
    expect(listing.statusCode, listing.body).toBe(200);
    expect((await calls.overview(member.token)).json().value.restriction).toMatchObject({
      kind: 'restricted',
      until: null,
    });
    const refused = await calls.takeBreak(member.token, {
      kind: 'self_exclusion',
      period: '5y',
      password: member.password,
    });
    expect(refused.json().errorCode).toBe('break_shorter_than_current');
    await mock.app.inject({ method: 'DELETE', url: `/__qa/restricted-persons/${listing.json().id}` });
    expect((await calls.overview(member.token)).json().value.restriction).toBeNull();

    const first = await calls.takeBreak(member.token, {
      kind: 'self_exclusion',
      period: '6m',
      password: member.password,
    });
    await moveClockPast(restrictionIn(first).until ?? 0);
    const token = await signIn(member);
    const again = await calls.takeBreak(token, {
      kind: 'self_exclusion',
      period: '1y',
      password: member.password,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(restrictionIn(again)).toMatchObject({ kind: 'self_exclusion' });
  });
});
