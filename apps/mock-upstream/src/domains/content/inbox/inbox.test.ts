import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PATHS, type TWireFeedEvent } from '@site/contracts';
import { fileMoneyMessage } from '../../../core/messages/inbox-service.js';
import { postInboxMessage } from '../../../core/messages/inbox-store.js';
import { members } from '../../../db/schema.js';
import { createMember, type TQaMember } from '../../../test/play-fixtures.js';
import {
  createInMemoryMock,
  MERCHANT_HEADERS,
  postJson,
  type TInMemoryMock,
  withToken,
} from '../../../test/test-app.js';

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

const memberIdOf = (member: TQaMember) =>
  mock.db.select().from(members).where(eq(members.username, member.username)).get()?.id ?? 0;

/** Three messages, oldest first: a credited deposit, a rejected withdrawal, a notice. */
const memberWithMessages = async () => {
  const member = await createMember(mock.app, 'player');
  const memberId = memberIdOf(member);
  const at = (minutes: number) => new Date(Date.now() - (10 - minutes) * 60_000);
  fileMoneyMessage(mock.db, { memberId, type: 'DEPOSIT_CREDITED', amountMinor: 123_450, now: at(1) });
  fileMoneyMessage(mock.db, {
    memberId,
    type: 'WITHDRAWAL_REJECTED',
    amountMinor: 50_000,
    remark: 'Card name differs',
    now: at(2),
  });
  postInboxMessage(mock.db, {
    memberId,
    type: 'NOTICE',
    params: { title: 'Welcome', content: 'Hello there' },
    now: at(3),
  });
  return member;
};

const inbox = async (member: TQaMember, query = '', language = 'EN') =>
  (
    await mock.app.inject({
      method: 'GET',
      url: `${CONTENT_PATHS.inbox}${query}`,
      headers: { ...withToken(member.token), language },
    })
  ).json().value;

const markRead = (member: TQaMember, body: object) =>
  postJson(mock.app, CONTENT_PATHS.markRead, body, { authorization: member.token });

describe('inbox', () => {
  it('pages messages newest first, written in the reader language with formatted amounts', async () => {
    const member = await memberWithMessages();
    const page = await inbox(member, '?pageNo=1&pageSize=2');
    expect(page).toMatchObject({ pageNo: 1, totalPages: 2, totalCount: 3 });
    expect(page.list.map((message: { type: string }) => message.type)).toEqual([
      'NOTICE',
      'WITHDRAWAL_REJECTED',
    ]);
    expect(page.list[1]).toMatchObject({
      title: 'Withdrawal rejected',
      content: expect.stringContaining('₱500.00'),
      isRead: false,
    });
    expect(page.list[1].content).toContain('Reason: Card name differs');
    const tagalog = await inbox(member, '?pageNo=2&pageSize=2', 'TY');
    expect(tagalog.list[0]).toMatchObject({
      type: 'DEPOSIT_CREDITED',
      title: 'Naikredito ang deposito',
      content: expect.stringContaining('₱1,234.50'),
    });
  });

  it('marks messages read by id or all, answering the unread count and publishing it', async () => {
    const member = await memberWithMessages();
    const events: TWireFeedEvent[] = [];
    const unsubscribe = mock.app.events.subscribe(({ event }) => events.push(event));
    try {
      const unread = async () =>
        (
          await mock.app.inject({
            method: 'GET',
            url: CONTENT_PATHS.unreadCount,
            headers: withToken(member.token),
          })
        ).json().value;
      expect(await unread()).toBe(3);
      const [newest] = (await inbox(member)).list;
      const marked = await markRead(member, { ids: [newest.id] });
      expect(marked.json().value).toBe(2);
      expect(events).toEqual([{ type: 'unread', memberId: memberIdOf(member), count: 2 }]);
      expect((await inbox(member, '?status=read')).list.map((message: { id: string }) => message.id)).toEqual(
        [newest.id],
      );
      expect((await inbox(member, '?status=unread')).totalCount).toBe(2);
      expect((await markRead(member, { all: true })).json().value).toBe(0);
      expect(await unread()).toBe(0);
    } finally {
      unsubscribe();
    }
  });

  it("answers 404 message_not_found for a message that is not the member's, marking nothing", async () => {
    const owner = await memberWithMessages();
    const other = await memberWithMessages();
    const [theirs] = (await inbox(owner)).list;
    const [mine] = (await inbox(other)).list;
    const reply = await markRead(other, { ids: [mine.id, theirs.id] });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().errorCode).toBe('message_not_found');
    expect((await inbox(other, '?status=unread')).totalCount).toBe(3);
    expect((await inbox(owner, '?status=unread')).totalCount).toBe(3);
  });
});

describe("the member summary's inbox twins (EMFE_)", () => {
  it('counts and pages the same messages as CSP_, with page&size', async () => {
    const member = await memberWithMessages();
    const count = await mock.app.inject({
      method: 'GET',
      url: CONTENT_PATHS.summaryUnreadCount,
      headers: withToken(member.token),
    });
    expect(count.json().value).toBe(3);
    const page = (
      await mock.app.inject({
        method: 'GET',
        url: `${CONTENT_PATHS.summaryInbox}?page=2&size=2`,
        headers: withToken(member.token),
      })
    ).json().value;
    expect(page).toMatchObject({ pageNo: 2, totalPages: 2, totalCount: 3 });
    expect(page.list.map((message: { type: string }) => message.type)).toEqual(['DEPOSIT_CREDITED']);
    expect(page).toEqual(await inbox(member, '?pageNo=2&pageSize=2'));
  });

  it('answers 401 without a token and 400 for a bad page', async () => {
    const noToken = await mock.app.inject({
      method: 'GET',
      url: CONTENT_PATHS.summaryUnreadCount,
      headers: MERCHANT_HEADERS,
    });
    expect(noToken.statusCode).toBe(401);
    const member = await memberWithMessages();
    const bad = await mock.app.inject({
      method: 'GET',
      url: `${CONTENT_PATHS.summaryInbox}?page=0`,
      headers: withToken(member.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});
