import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TQaMember } from '../../test/play-fixtures.js';
import { rgCalls } from '../../test/responsible-fixtures.js';
import { createInMemoryMock, qa, type TInMemoryMock } from '../../test/test-app.js';

let mock: TInMemoryMock;
let calls: ReturnType<typeof rgCalls>;
beforeAll(async () => {
  mock = await createInMemoryMock();
  calls = rgCalls(mock.app);
});
afterAll(() => mock.close());

type TQaPerson = {
  id: number;
  source: string;
  fullName: string | null;
  mobile: string | null;
  endsAt: number | null;
};

const persons = async () =>
  (await qa(mock.app, '/restricted-persons')).json<{ persons: TQaPerson[] }>().persons;

describe('QA of responsible gaming', () => {
  it("reads a member's limits as the overview shows them, breaks and reality check", async () => {
    const member = await createMember(mock.app, 'player');
    await calls.setLimit(member.token, { type: 'deposit', period: 'week', value: 5_000 });
    const reply = await qa(mock.app, `/responsible/members/${member.username.toUpperCase()}`);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      username: member.username,
      realityCheckSeconds: 0,
      restriction: null,
      breaks: [],
    });
    expect(body.limits).toHaveLength(10);
    expect(body.limits).toEqual((await calls.overview(member.token)).json().value.limits);
    const missing = await qa(mock.app, '/responsible/members/nobody_here');
    expect([missing.statusCode, missing.json().errorCode]).toEqual([404, 'user_record_not_exists']);
  });

  it('sets the reality check in seconds, which the member sees', async () => {
    const member = await createMember(mock.app, 'player');
    const set = await mock.app.inject({
      method: 'PUT',
      url: `/__qa/responsible/members/${member.username}/reality-check`,
      payload: { seconds: 5 },
    });
    expect(set.json()).toEqual({ realityCheckSeconds: 5 });
    expect((await calls.playSession(member.token)).json().value.realityCheckSeconds).toBe(5);
    expect((await calls.overview(member.token)).json().value.realityCheckSeconds).toBe(5);
  });

  it('lists, matches and removes restricted persons', async () => {
    const empty = await qa(mock.app, '/restricted-persons', {});
    expect([empty.statusCode, empty.json().errorCode]).toEqual([400, 'validation_failed']);

    const member = (await qa(mock.app, '/members', { kind: 'mobile' })).json<
      TQaMember & { mobileNum: string }
    >();
    const added = await qa(mock.app, '/restricted-persons', {
      mobile: `0${member.mobileNum}`,
      countryDialingCode: '63',
      fullName: '  Pedro   Penduko ',
      birthDate: '1985-01-31',
    });
    expect(added.json()).toMatchObject({
      source: 'ndrp',
      fullName: 'pedro penduko',
      mobile: `63${member.mobileNum}`,
      birthDate: '1985-01-31',
      memberId: null,
      endsAt: null,
    });
    expect(await persons()).toContainEqual(expect.objectContaining({ id: added.json().id }));
    expect((await calls.overview(member.token)).json().value.restriction).toMatchObject({
      kind: 'restricted',
      until: null,
    });

    const url = `/__qa/restricted-persons/${added.json().id}`;
    expect((await mock.app.inject({ method: 'DELETE', url })).json()).toEqual({
      id: added.json().id,
      removed: true,
    });
    expect(await persons()).not.toContainEqual(expect.objectContaining({ id: added.json().id }));
    expect((await calls.overview(member.token)).json().value.restriction).toBeNull();
    expect((await mock.app.inject({ method: 'DELETE', url })).statusCode).toBe(404);
  });
});
