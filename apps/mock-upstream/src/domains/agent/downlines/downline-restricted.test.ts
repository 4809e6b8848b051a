import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PATHS } from '@site/contracts';
import { createTeam, type TTeam } from '../../../test/agent-fixtures.js';
import { demoMerchantId } from '../../../test/play-fixtures.js';
import { listPerson, setRealName, startBreak } from '../../../test/responsible-state.js';
import { createInMemoryMock, type TInMemoryMock } from '../../../test/test-app.js';
import { getAs, mainBalance, PAYMENT_PASSWORD, postAs } from '../../../test/withdraw-fixtures.js';

/** An agent's team under responsible gaming (decision 0041): restricted downlines receive no money. */

let mock: TInMemoryMock;
let team: TTeam;
let restriction: { kind: string; since: number; until: number | null };
beforeAll(async () => {
  mock = await createInMemoryMock();
  team = await createTeam(mock.app, mock.db, 10_000);
  const { since, until } = startBreak(mock.db, team.player.id, 'self_exclusion');
  restriction = { kind: 'self_exclusion', since, until };
});
afterAll(() => mock.close());

const transfers = (items: { memberId: number; amount: number }[]) =>
  postAs(mock.app, team.top.token, AGENT_PATHS.transferMultipleDownline, {
    paymentPassword: PAYMENT_PASSWORD,
    requestId: randomUUID(),
    transfers: items.map((item) => ({ memberId: String(item.memberId), amount: item.amount })),
  });

describe('transfers to a restricted downline', () => {
  it('are refused with downline_restricted and the restriction; nothing moves', async () => {
    const reply = await postAs(mock.app, team.top.token, AGENT_PATHS.transferDownline, {
      memberId: String(team.player.id),
      amount: 10,
      paymentPassword: PAYMENT_PASSWORD,
      requestId: randomUUID(),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      success: false,
      errorCode: 'downline_restricted',
      value: { restriction },
    });
    expect(await mainBalance(mock.app, team.top.token)).toBe(100);
    expect(await mainBalance(mock.app, team.player.token)).toBe(0);
  });

  it('refuse a whole batch that names one, as a batch is all or nothing', async () => {
    const reply = await transfers([
      { memberId: team.deepPlayer.id, amount: 5 },
      { memberId: team.player.id, amount: 5 },
    ]);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ errorCode: 'downline_restricted', value: { restriction } });
    expect(await mainBalance(mock.app, team.top.token)).toBe(100);
    expect(await mainBalance(mock.app, team.deepPlayer.token)).toBe(0);
    const fine = await transfers([{ memberId: team.deepPlayer.id, amount: 5 }]);
    expect(fine.statusCode).toBe(200);
    expect(await mainBalance(mock.app, team.deepPlayer.token)).toBe(5);
  });

  it('are refused for a person on the restricted persons list too', async () => {
    setRealName(mock.db, team.sub.id, 'Maria Clara Santos');
    listPerson(mock.db, demoMerchantId(mock.db), { fullName: 'maria clara santos' });
    const reply = await transfers([{ memberId: team.sub.id, amount: 1 }]);
    expect(reply.json()).toMatchObject({
      errorCode: 'downline_restricted',
      value: { restriction: { kind: 'restricted', until: null } },
    });
  });
});

describe('the downline list and detail', () => {
  it('carry each member’s restriction, null when none', async () => {
    const list = await getAs(mock.app, team.top.token, AGENT_PATHS.downlines, { pageNo: 1, pageSize: 50 });
    const rows = list.json<{ value: { list: { memberId: number; restriction: unknown }[] } }>().value.list;
    const restrictionOfRow = (memberId: number) =>
      rows.find((row) => Number(row.memberId) === memberId)?.restriction;
    expect(restrictionOfRow(team.player.id)).toEqual(restriction);
    expect(restrictionOfRow(team.deepPlayer.id)).toBeNull();
    const detail = await getAs(mock.app, team.top.token, AGENT_PATHS.downline, { memberId: team.player.id });
    expect(detail.json().value).toMatchObject({ memberId: team.player.id, restriction });
    const other = await getAs(mock.app, team.top.token, AGENT_PATHS.downline, { memberId: team.deep.id });
    expect(other.json().value).toMatchObject({ restriction: null });
  });
});
