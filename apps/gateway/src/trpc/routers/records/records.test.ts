import { describe, expect, it } from 'vitest';
import { callerWith, signedInCookie } from '../../../test/caller.js';

const member = () => signedInCookie('member-token', Date.now(), { memberType: 0 });
const RANGE = { startDate: '2026-11-01', endDate: '2026-11-22' };
const page = (list: unknown[]) => ({ list, pageNo: 1, totalPages: 1, totalCount: list.length });

describe('records.transactions', () => {
  it('passes the range, page and type through and answers signed minor units', async () => {
    const { caller, calls } = callerWith(
      {
        'GET /wps/relay/ODSFE2_MemTransDet': {
          value: page([
            {
              transactionId: 5,
              type: 'WITHDRAW',
              amount: '-300.1',
              balanceAfter: 99.9,
              accountTypeId: 1,
              createdAt: 1_700_000_000_000,
            },
          ]),
        },
      },
      { sessionCookie: member() },
    );
    const result = await caller.records.transactions({ ...RANGE, type: 'WITHDRAW', pageNo: 2 });
    expect(result).toEqual({
      rows: [
        {
          transactionId: '5',
          type: 'WITHDRAW',
          amount: -30_010,
          balanceAfter: 9_990,
          accountTypeId: 1,
          createdAt: 1_700_000_000_000,
          remark: null,
        },
      ],
      pageNo: 1,
      totalPages: 1,
      totalCount: 1,
    });
    expect(calls[0]?.query).toEqual({ ...RANGE, pageNo: 2, pageSize: 10, type: 'WITHDRAW' });
  });

  it('leaves an unset filter out of the query', async () => {
    const { caller, calls } = callerWith(
      { 'GET /wps/relay/ODSFE2_MemTransDet': { value: page([]) } },
      { sessionCookie: member() },
    );
    await caller.records.transactions(RANGE);
    expect(calls[0]?.query).not.toHaveProperty('type');
  });
});

describe('records.bets, profitLoss, bonuses', () => {
  it('answer rounds, per-category results and bonuses in minor units with their totals', async () => {
    const { caller, calls } = callerWith(
      {
        'GET /wps/relay/ODSFE2_MemBetDet': {
          value: {
            ...page([
              {
                roundId: 'r1',
                gameName: 'Lucky',
                vassalage: 'PT',
                gameType: 'RNG',
                betAmount: 10,
                winAmount: 25.5,
                netAmount: 15.5,
                status: 'settled',
                createdAt: 1,
                settledAt: 2,
              },
            ]),
            summary: { betAmount: 10, winAmount: 25.5, netAmount: 15.5 },
          },
        },
        'GET /wps/relay/ODSFE2_MemPNL': {
          value: {
            categories: [{ gameType: 'RNG', betCount: 3, betAmount: 30, winAmount: 10, profitLoss: -20 }],
            betAmount: 30,
            winAmount: 10,
            profitLoss: -20,
            depositAmount: 1000,
            withdrawAmount: 0,
            bonusAmount: 5.25,
            rebateAmount: 0.3,
          },
        },
        'GET /wps/relay/ODSFE2_MemBonusDet': {
          value: {
            ...page([{ bonusId: 3, type: 'REBATE', amount: 0.3, createdAt: 4 }]),
            totalAmount: 0.3,
          },
        },
      },
      { sessionCookie: member() },
    );
    const bets = await caller.records.bets({ ...RANGE, gameType: 'RNG' });
    expect(bets.rows[0]).toMatchObject({
      betAmount: 1_000,
      winAmount: 2_550,
      netAmount: 1_550,
      settledAt: 2,
    });
    expect(bets.summary).toEqual({ betAmount: 1_000, winAmount: 2_550, netAmount: 1_550 });
    expect(calls[0]?.query).toMatchObject({ gameType: 'RNG' });

    const profitLoss = await caller.records.profitLoss(RANGE);
    expect(profitLoss).toMatchObject({
      categories: [{ gameType: 'RNG', betCount: 3, betAmount: 3_000, winAmount: 1_000, profitLoss: -2_000 }],
      profitLoss: -2_000,
      depositAmount: 100_000,
      bonusAmount: 525,
      rebateAmount: 30,
    });
    expect(calls[1]?.query).toEqual(RANGE);

    const bonuses = await caller.records.bonuses(RANGE);
    expect(bonuses).toMatchObject({ totalAmount: 30, rows: [{ bonusId: '3', type: 'REBATE', amount: 30 }] });
  });
});

describe('records.manualRebate and claimRebate', () => {
  it('answer the claimable rebate and the amount credited, in minor units', async () => {
    const { caller, calls } = callerWith(
      {
        'GET /wps/relay/MCSFE_getManualRebate': {
          value: {
            categories: [{ gameType: 'RNG', validBet: 1000, rate: 0.5, rebateAmount: 5 }],
            totalRebate: 5,
            since: null,
          },
        },
        'POST /wps/relay/MCSFE_claimManualRebate': { value: { amount: '5.00', bonusId: 12 } },
      },
      { sessionCookie: member() },
    );
    expect(await caller.records.manualRebate()).toEqual({
      categories: [{ gameType: 'RNG', validBet: 100_000, ratePercent: 0.5, rebateAmount: 500 }],
      totalRebate: 500,
      since: null,
    });
    expect(await caller.records.claimRebate({ requestId: 'req-rebate-1' })).toEqual({ amount: 500 });
    expect(calls[1]?.body).toEqual({ requestId: 'req-rebate-1' });
  });
});

describe('content inbox', () => {
  it('lists messages, counts the unread ones and marks read', async () => {
    const { caller, calls } = callerWith(
      {
        'GET /wps/relay/CSP_getInbox': {
          value: page([
            { id: 4, type: 'DEPOSIT_CREDITED', title: 'T', content: 'C', isRead: false, createdAt: 9 },
          ]),
        },
        'GET /wps/relay/EMFE_getInboxUnreadCount': { value: '3' },
        'POST /wps/relay/CSP_markRead': { value: 0 },
      },
      { sessionCookie: member() },
    );
    const inbox = await caller.content.inbox({ status: 'unread' });
    expect(inbox.rows).toEqual([
      { id: '4', type: 'DEPOSIT_CREDITED', title: 'T', content: 'C', isRead: false, createdAt: 9 },
    ]);
    expect(calls[0]?.query).toEqual({ status: 'unread', pageNo: 1, pageSize: 10 });
    expect(await caller.content.unreadCount()).toEqual({ count: 3 });
    expect(await caller.content.markRead({ all: true })).toEqual({ count: 0 });
    expect(calls[2]?.body).toEqual({ ids: [], all: true });
  });
});
