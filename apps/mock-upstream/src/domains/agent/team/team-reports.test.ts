import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PATHS, RECORDS_PATHS } from '@site/contracts';
import { agentSettlements } from '../../../db/schema-agent.js';
import { lastDays, tokenOf } from '../../../test/agent-fixtures.js';
import { memberIdOf } from '../../../test/round-fixtures.js';
import { createInMemoryMock, type TInMemoryMock } from '../../../test/test-app.js';
import { getAs, merchantDay } from '../../../test/withdraw-fixtures.js';

let testApp: TInMemoryMock;
let agentToken: string;
beforeAll(async () => {
  testApp = await createInMemoryMock();
  agentToken = await tokenOf(testApp.app, 'demo_agent');
});
afterAll(() => testApp.close());

const MONTH = lastDays(30);
const report = async (path: string, query: Record<string, string | number> = {}, token = agentToken) => {
  const reply = await getAs(testApp.app, token, path, { ...MONTH, ...query });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value;
};
const cents = (amount: number) => Math.round(amount * 100);
const sumOf = <T>(rows: T[], pick: (row: T) => number) =>
  rows.reduce((total, row) => total + cents(pick(row)), 0);

const REPORTS = [
  AGENT_PATHS.teamKpiA,
  AGENT_PATHS.teamKpiB,
  AGENT_PATHS.teamKpiC,
  AGENT_PATHS.subordinates,
  AGENT_PATHS.income,
  AGENT_PATHS.teamBets,
  AGENT_PATHS.teamTransactions,
];

describe('agent team reports on the seeded tree', () => {
  it('counts the team by kind: 3 sub-agents, 14 players, 6 direct, all active in the month', async () => {
    // Every member first deposited 30 days ago (lastDays(31) starts before it).
    expect(await report(AGENT_PATHS.teamKpiA, lastDays(31))).toEqual({
      teamSize: 17,
      directMembers: 6,
      agents: 3,
      players: 14,
      newMembers: 0,
      activeMembers: 17,
      firstDepositors: 17,
    });
    expect(await report(AGENT_PATHS.teamKpiA, lastDays(29))).toMatchObject({
      activeMembers: 17,
      firstDepositors: 0,
    });
    // A sub-agent's team is its own subtree.
    const subToken = await tokenOf(testApp.app, 'demo_sub');
    expect(await report(AGENT_PATHS.teamKpiA, {}, subToken)).toMatchObject({
      teamSize: 8,
      directMembers: 5,
      agents: 1,
    });
  });

  it('adds up: the money of the range is the sum of its days, and every day is there', async () => {
    const money = await report(AGENT_PATHS.teamKpiB);
    const { days } = await report(AGENT_PATHS.teamKpiC);
    expect(days).toHaveLength(30);
    expect(days[0].date).toBe(MONTH.startDate);
    expect(days.at(-1).date).toBe(MONTH.endDate);
    expect(money.betCount).toBeGreaterThan(17 * 30);
    expect(cents(money.betAmount)).toBe(sumOf(days, (day: { betAmount: number }) => day.betAmount));
    expect(cents(money.validBetAmount)).toBe(
      sumOf(days, (day: { validBetAmount: number }) => day.validBetAmount),
    );
    expect(cents(money.profitLoss)).toBe(sumOf(days, (day: { profitLoss: number }) => day.profitLoss));
    expect(cents(money.depositAmount)).toBe(
      sumOf(days, (day: { depositAmount: number }) => day.depositAmount),
    );
    expect(cents(money.withdrawAmount)).toBe(
      sumOf(days, (day: { withdrawAmount: number }) => day.withdrawAmount),
    );
    expect(cents(money.profitLoss)).toBe(cents(money.winAmount) - cents(money.validBetAmount));
    expect(money.withdrawAmount).toBeGreaterThan(0);
  });

  it("lists the direct downlines with their lines' money, which adds up to the team's", async () => {
    const money = await report(AGENT_PATHS.teamKpiB);
    const page = await report(AGENT_PATHS.subordinates, { pageSize: 50 });
    expect(page).toMatchObject({ pageNo: 1, totalPages: 1, totalCount: 6 });
    expect(page.list.map((row: { username: string }) => row.username).sort()).toEqual(
      ['demo_agent_p1', 'demo_agent_p2', 'demo_agent_p3', 'demo_agent_p4', 'demo_sub', 'demo_sub_b'].sort(),
    );
    expect(sumOf(page.list, (row: { betAmount: number }) => row.betAmount)).toBe(cents(money.betAmount));
    expect(sumOf(page.list, (row: { depositAmount: number }) => row.depositAmount)).toBe(
      cents(money.depositAmount),
    );
    expect(page.list.reduce((total: number, row: { teamSize: number }) => total + row.teamSize + 1, 0)).toBe(
      17,
    );
    const sub = page.list.find((row: { username: string }) => row.username === 'demo_sub');
    expect(sub).toMatchObject({ type: 2, teamSize: 8 });
    // A deeper member of the team can be asked for by name.
    const deeper = await report(AGENT_PATHS.subordinates, { username: 'demo_sub2' });
    expect(deeper.list).toEqual([expect.objectContaining({ username: 'demo_sub2', teamSize: 3 })]);
  });

  it('pages the team bets newest first, with the whole range counted, by member or category', async () => {
    const money = await report(AGENT_PATHS.teamKpiB);
    const page = await report(AGENT_PATHS.teamBets);
    expect(page.list).toHaveLength(10);
    expect(page.totalCount).toBe(money.betCount);
    expect(page.summary.betAmount).toBe(money.betAmount);
    const times = page.list.map((bet: { createdAt: number }) => bet.createdAt);
    expect(times).toEqual([...times].sort((left, right) => right - left));
    const one = await report(AGENT_PATHS.teamBets, { username: 'demo_sub2_p1', pageSize: 50 });
    expect(one.list.length).toBeGreaterThan(0);
    expect(new Set(one.list.map((bet: { username: string }) => bet.username))).toEqual(
      new Set(['demo_sub2_p1']),
    );
    const gameType = page.list[0].gameType;
    const category = await report(AGENT_PATHS.teamBets, { gameType });
    expect(category.list.every((bet: { gameType: string }) => bet.gameType === gameType)).toBe(true);
    expect(category.totalCount).toBeLessThan(page.totalCount);
  });

  it('lists the team movements without bets and wins, with a type filter', async () => {
    const page = await report(AGENT_PATHS.teamTransactions, { pageSize: 50 });
    expect(page.totalCount).toBeGreaterThan(17);
    expect(page.list.every((row: { type: string }) => !['BET', 'WIN'].includes(row.type))).toBe(true);
    expect(page.list[0]).not.toHaveProperty('balanceAfter');
    const withdrawals = await report(AGENT_PATHS.teamTransactions, {
      type: 'WITHDRAW',
      username: 'demo_sub_p1',
    });
    expect(
      withdrawals.list.every(
        (row: { type: string; username: string }) =>
          row.type === 'WITHDRAW' && row.username === 'demo_sub_p1',
      ),
    ).toBe(true);
  });

  it("answers the team's P/L in the member P/L shape, over the team or one member of it", async () => {
    const money = await report(AGENT_PATHS.teamKpiB);
    const team = await report(RECORDS_PATHS.profitLoss, { scope: 'team' });
    expect(team).toMatchObject({
      betAmount: money.validBetAmount,
      winAmount: money.winAmount,
      profitLoss: money.profitLoss,
      depositAmount: money.depositAmount,
      withdrawAmount: money.withdrawAmount,
    });
    expect(team.categories.length).toBeGreaterThan(2);
    expect(sumOf(team.categories, (row: { betAmount: number }) => row.betAmount)).toBe(cents(team.betAmount));
    const line = await report(AGENT_PATHS.subordinates, { username: 'demo_agent_p1' });
    const member = await report(RECORDS_PATHS.profitLoss, { scope: 'team', username: 'demo_agent_p1' });
    expect(member.betAmount).toBe(line.list[0].validBetAmount);
    // Without the scope it stays the caller's own statement.
    const own = await report(RECORDS_PATHS.profitLoss);
    expect(own.betAmount).not.toBe(team.betAmount);
  });

  it("sums the agent's paid settlements of the range, the range before and per day", async () => {
    const now = Date.now();
    const agentId = memberIdOf(testApp.db, 'demo_agent');
    const settlement = (contractId: number, amountMinor: number, daysAgo: number) => ({
      contractId,
      memberId: agentId,
      contractType: 'daily' as const,
      periodStart: new Date(now - (daysAgo + 1) * 86_400_000),
      periodEnd: new Date(now - daysAgo * 86_400_000),
      validBetMinor: 0,
      profitLossMinor: 0,
      activeMembers: 0,
      rateBp: 100,
      amountMinor,
      status: 'paid' as const,
      settledAt: new Date(now - daysAgo * 86_400_000),
    });
    testApp.db
      .insert(agentSettlements)
      .values([settlement(900, 12_345, 0), settlement(901, 500, 8)])
      .run();
    const week = await report(AGENT_PATHS.income, lastDays(7));
    expect(week.current).toMatchObject({ ...lastDays(7), daily: 123.45, dividend: 0, total: 123.45 });
    expect(week.previous).toMatchObject({ startDate: merchantDay(13), endDate: merchantDay(7), total: 5 });
    expect(week.days).toHaveLength(7);
    expect(week.days.at(-1)).toMatchObject({ date: merchantDay(0), daily: 123.45 });
  });
});

describe('agent report access', () => {
  it.each(REPORTS)('%s is 403 error_not_agent for a player', async (path) => {
    const playerToken = await tokenOf(testApp.app, 'demo_player');
    const reply = await getAs(testApp.app, playerToken, path, MONTH);
    expect([reply.statusCode, reply.json().errorCode]).toEqual([403, 'error_not_agent']);
  });

  it('refuses the team P/L to a player', async () => {
    const playerToken = await tokenOf(testApp.app, 'demo_player');
    const reply = await getAs(testApp.app, playerToken, RECORDS_PATHS.profitLoss, {
      ...MONTH,
      scope: 'team',
    });
    expect([reply.statusCode, reply.json().errorCode]).toEqual([403, 'error_not_agent']);
  });

  it.each([
    AGENT_PATHS.subordinates,
    AGENT_PATHS.teamBets,
    AGENT_PATHS.teamTransactions,
    RECORDS_PATHS.profitLoss,
  ])('%s answers 404 downline_not_found for a username outside the team', async (path) => {
    for (const username of ['demo_player', 'demo_agent', 'nobody_here']) {
      const reply = await getAs(testApp.app, agentToken, path, { ...MONTH, scope: 'team', username });
      expect([reply.statusCode, reply.json().errorCode]).toEqual([404, 'downline_not_found']);
    }
    // A sub-agent does not see its upline's other lines.
    const subToken = await tokenOf(testApp.app, 'demo_sub');
    const reply = await getAs(testApp.app, subToken, path, {
      ...MONTH,
      scope: 'team',
      username: 'demo_sub_b_p1',
    });
    expect(reply.statusCode).toBe(404);
  });

  it.each(REPORTS)('%s refuses impossible dates and ranges with 400 validation_failed', async (path) => {
    for (const range of [
      { startDate: '2026-02-30', endDate: '2026-03-01' },
      { startDate: merchantDay(0), endDate: merchantDay(1) },
      { startDate: merchantDay(90), endDate: merchantDay(0) },
    ]) {
      const reply = await getAs(testApp.app, agentToken, path, range);
      expect([reply.statusCode, reply.json().errorCode]).toEqual([400, 'validation_failed']);
    }
  });
});
