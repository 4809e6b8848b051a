import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARDS_PATHS } from '@site/contracts';
import { checkLedger } from '../../../core/money/ledger-check.js';
import { rewardTickets } from '../../../db/schema-rewards.js';
import { outcome } from '../../../test/agent-fixtures.js';
import {
  createRewardMember,
  requestId,
  rewardsCall,
  type TRewardMember,
} from '../../../test/reward-fixtures.js';
import { createInMemoryMock, qa, type TInMemoryMock } from '../../../test/test-app.js';
import { mainBalance } from '../../../test/withdraw-fixtures.js';

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

const ticketFor = async (member: TRewardMember, amount: number, name?: string): Promise<string> => {
  const reply = await qa(mock.app, '/rewards/tickets', { username: member.username, amount, name });
  expect(reply.statusCode).toBe(200);
  return String(reply.json().transactionId);
};

const claimTicket = (member: TRewardMember, transactionId: string, id = requestId()) =>
  rewardsCall(mock.app, member.token, 'POST', REWARDS_PATHS.claimTicket, { transactionId, requestId: id });

const tickets = async (member: TRewardMember, query: Record<string, string> = {}) =>
  (await rewardsCall(mock.app, member.token, 'GET', REWARDS_PATHS.tickets, query)).json().value as {
    transactionId: number;
    status: string;
    amount: number;
  }[];

describe('tickets', () => {
  it('lists the member’s tickets and pays an available one once', async () => {
    const member = await createRewardMember(mock.app, mock.db);
    const transactionId = await ticketFor(member, 10, '₱10 cash ticket');
    expect(await tickets(member)).toEqual([
      expect.objectContaining({ transactionId: Number(transactionId), status: 'AVAILABLE', amount: 10 }),
    ]);
    const id = requestId();
    const claimed = await claimTicket(member, transactionId, id);
    expect(claimed.json().value).toMatchObject({ amount: 10, ticket: { status: 'CLAIMED' } });
    expect((await claimTicket(member, transactionId, id)).json()).toEqual(claimed.json());
    expect(outcome(await claimTicket(member, transactionId))).toEqual([409, 'reward_already_claimed']);
    expect(await mainBalance(mock.app, member.token)).toBe(10);
    expect(await tickets(member)).toEqual([]);
    expect(await tickets(member, { status: 'CLAIMED' })).toHaveLength(1);
    expect(checkLedger(mock.db)).toEqual([]);
  });

  it('treats an expired ticket and another member’s as not found; isAll lists every status', async () => {
    const member = await createRewardMember(mock.app, mock.db);
    const other = await createRewardMember(mock.app, mock.db);
    const expired = await ticketFor(member, 3);
    const live = await ticketFor(member, 4);
    mock.db
      .update(rewardTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rewardTickets.id, Number(expired)))
      .run();
    expect(outcome(await claimTicket(member, expired))).toEqual([404, 'ticket_not_found']);
    expect(outcome(await claimTicket(other, live))).toEqual([404, 'ticket_not_found']);
    expect((await tickets(member, { isAll: 'Y' })).map((ticket) => ticket.status).sort()).toEqual([
      'AVAILABLE',
      'EXPIRED',
    ]);
  });
});
