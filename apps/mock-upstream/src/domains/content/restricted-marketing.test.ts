import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PATHS } from '@site/contracts';
import { announcements } from '../../db/schema.js';
import { inboxMessages } from '../../db/schema-money.js';
import { createMember, demoMerchantId, type TQaMember } from '../../test/play-fixtures.js';
import { startBreak } from '../../test/responsible-state.js';
import { memberIdOf } from '../../test/round-fixtures.js';
import { createInMemoryMock, MERCHANT_HEADERS, type TInMemoryMock, withToken } from '../../test/test-app.js';

/** No marketing reaches a restricted member (decision 0041); notices about their money still do. */

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
  const start = new Date(Date.now() - 86_400_000);
  mock.db
    .insert(announcements)
    .values([
      {
        merchantId: demoMerchantId(mock.db),
        type: 'PU',
        execution: 'A',
        title: 'Reload bonus tonight',
        promotionType: 'DEPOSIT',
        startAt: start,
        isNoExpiry: true,
      },
      {
        merchantId: demoMerchantId(mock.db),
        type: 'PU',
        execution: 'A',
        title: 'Maintenance on Tuesday',
        startAt: start,
        isNoExpiry: true,
      },
    ])
    .run();
});
afterAll(() => mock.close());

const popupsOf = async (headers: Record<string, string>) => {
  const reply = await mock.app.inject({
    method: 'GET',
    url: `${CONTENT_PATHS.announcements}?types=PU,PR&platform=W&execution=A`,
    headers,
  });
  expect(reply.statusCode).toBe(200);
  const value = reply.json<{ value: { popup: { title: string }[]; promotion: { title: string }[] } }>().value;
  return { popups: value.popup.map((item) => item.title), promotions: value.promotion.length };
};

const inboxOf = async (member: TQaMember) => {
  const reply = await mock.app.inject({
    method: 'GET',
    url: `${CONTENT_PATHS.inbox}?pageNo=1&pageSize=20`,
    headers: withToken(member.token),
  });
  const unread = await mock.app.inject({
    method: 'GET',
    url: CONTENT_PATHS.unreadCount,
    headers: withToken(member.token),
  });
  return {
    titles: reply.json<{ value: { list: { title: string }[] } }>().value.list.map((item) => item.title),
    unread: unread.json<{ value: number }>().value,
  };
};

const fileMessages = (memberId: number) =>
  mock.db
    .insert(inboxMessages)
    .values([
      { memberId, type: 'DEPOSIT_CREDITED', params: { amountMinor: 50_000 }, createdAt: new Date() },
      {
        memberId,
        type: 'NOTICE',
        params: { title: 'Your weekend bonus', content: 'Deposit now', promotionId: 7 },
        createdAt: new Date(),
      },
      {
        memberId,
        type: 'NOTICE',
        params: { title: 'Account review done', content: 'Thank you' },
        createdAt: new Date(),
      },
    ])
    .run();

describe('marketing and a restricted member', () => {
  it('leaves promotions out of the popups and promotion lists, and keeps other notices', async () => {
    const member = await createMember(mock.app, 'player');
    const before = await popupsOf(withToken(member.token));
    expect(before.popups).toEqual(expect.arrayContaining(['Reload bonus tonight', 'Maintenance on Tuesday']));
    expect(before.promotions).toBeGreaterThan(0);

    startBreak(mock.db, memberIdOf(mock.db, member.username), 'time_out', 1);
    const during = await popupsOf(withToken(member.token));
    expect(during.popups).toContain('Maintenance on Tuesday');
    expect(during.popups).not.toContain('Reload bonus tonight');
    expect(during.promotions).toBe(0);
    // Guests still see them.
    expect((await popupsOf(MERCHANT_HEADERS)).popups).toContain('Reload bonus tonight');
  });

  it('withholds promotion messages from the inbox and its unread count, but not money notices', async () => {
    const member = await createMember(mock.app, 'player');
    const id = memberIdOf(mock.db, member.username);
    fileMessages(id);
    expect(await inboxOf(member)).toEqual({
      titles: expect.arrayContaining(['Deposit credited', 'Your weekend bonus', 'Account review done']),
      unread: 3,
    });
    startBreak(mock.db, id, 'self_exclusion');
    const during = await inboxOf(member);
    expect(during.titles).toHaveLength(2);
    expect(during.titles).toEqual(expect.arrayContaining(['Deposit credited', 'Account review done']));
    expect(during.unread).toBe(2);
  });
});
