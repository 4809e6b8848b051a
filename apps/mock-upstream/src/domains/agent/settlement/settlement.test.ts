import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AGENT_PATHS,
  CONTRACT_PERIODS_BY_TYPE,
  type TContractType,
  type TWireFeedEvent,
} from '@site/contracts';
import { periodAfter, periodAt, type TPeriod } from '../../../core/clock/periods.js';
import { checkLedger } from '../../../core/money/ledger-check.js';
import { createTeam, grantContract, type TTeam } from '../../../test/agent-fixtures.js';
import { insertTestGames } from '../../../test/play-fixtures.js';
import { insertRound } from '../../../test/round-fixtures.js';
import { createInMemoryMock, qa, type TInMemoryMock } from '../../../test/test-app.js';
import { getAs, mainBalance, merchantDay } from '../../../test/withdraw-fixtures.js';
import { MAX_PERIODS_PER_RUN, settleDueContracts } from './settle-contracts.js';

let testApp: TInMemoryMock;
let gameId: number;
let team: TTeam;
const events: TWireFeedEvent[] = [];
beforeAll(async () => {
  testApp = await createInMemoryMock();
  gameId = insertTestGames(testApp.db).slot;
  testApp.app.events.subscribe(({ event }) => events.push(event));
});
afterAll(() => testApp.close());
beforeEach(async () => {
  team = await createTeam(testApp.app, testApp.db, 0);
  events.length = 0;
});
afterEach(() => vi.useRealTimers());

type TSettledReply = { contractId: string; username: string; periodStart: number; amount: number };

const settleNow = async (contractType?: TContractType): Promise<TSettledReply[]> =>
  (await qa(testApp.app, '/agent/settle', contractType ? { contractType } : {})).json<{
    settled: TSettledReply[];
  }>().settled;

const ofContract = (settled: TSettledReply[], contractId: string) =>
  settled.filter((row) => row.contractId === contractId);

/** Moves a contract's start (it counts from there) to an instant of the test's choosing. */
const startContractAt = (contractId: string, at: number) =>
  testApp.db.$client
    .prepare('UPDATE agent_contracts SET offered_at = ?, decided_at = ? WHERE id = ?')
    .run(at, at, Number(contractId));

/** The contract's first three periods, all closed by now; it started at the first's start. */
const threeClosedPeriods = (contractType: TContractType): TPeriod[] => {
  const period = CONTRACT_PERIODS_BY_TYPE[contractType][0]!;
  const now = Date.now();
  let current = periodAt(period, now);
  const periods: TPeriod[] = [];
  for (let back = 0; back < 3; back++) {
    current = periodAt(period, current.start - 1);
    periods.unshift(current);
  }
  expect(periodAfter(period, periods[2]!).end).toBeGreaterThan(now);
  return periods;
};

/**
 * The team plays in the first period: 100.00 staked by `player` (30.00 won)
 * and 50.00 by `deepPlayer`; rounds that do not count: the agent's own, an
 * open one, a rolled-back one, one of another team and one just after the period.
 */
const playInPeriod = async ({ start, end }: TPeriod) => {
  const at = new Date(start + 1000);
  insertRound(testApp.db, { memberId: team.player.id, gameId, betMinor: 10_000, winMinor: 3_000, at });
  insertRound(testApp.db, { memberId: team.deepPlayer.id, gameId, betMinor: 5_000, at: new Date(end - 1) });
  insertRound(testApp.db, { memberId: team.top.id, gameId, betMinor: 70_000, at });
  insertRound(testApp.db, { memberId: team.player.id, gameId, betMinor: 70_000, status: 'open', at });
  insertRound(testApp.db, { memberId: team.player.id, gameId, betMinor: 70_000, status: 'rolled_back', at });
  const other = await createTeam(testApp.app, testApp.db, 0);
  insertRound(testApp.db, { memberId: other.player.id, gameId, betMinor: 70_000, at });
  insertRound(testApp.db, { memberId: team.player.id, gameId, betMinor: 1, winMinor: 0, at: new Date(end) });
};

const contractOf = async (contractType: TContractType, ratePercent: number, minValidBet = 100) => {
  const contract = await grantContract(testApp.app, {
    username: team.top.username,
    contractType,
    ratePercent,
    minValidBet,
    minActiveMembers: 2,
  });
  const periods = threeClosedPeriods(contractType);
  startContractAt(contract.contractId, periods[0]!.start);
  await playInPeriod(periods[0]!);
  return { contractId: contract.contractId, periods };
};

describe('settlement', () => {
  it.each([
    // Valid bets 150.00, team P/L −120.00 (150.00 staked, 30.00 won), two members played.
    ['daily', 1, 1.5],
    ['hourly', 0.5, 0.75],
    ['realtime', 0.2, 0.3],
    ['dividend', 20, 24],
  ] as const)(
    'pays a %s contract at %s % from the team’s settled rounds',
    async (contractType, rate, amount) => {
      // One instant for the test's periods and the mock's settlement: a 5-minute period may end between them.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const { contractId, periods } = await contractOf(contractType, rate);
      const settled = ofContract(await settleNow(contractType), contractId);
      expect(settled).toEqual(
        periods.map((period, index) => ({
          contractId,
          username: team.top.username,
          periodStart: period.start,
          amount: index === 0 ? amount : 0,
        })),
      );
      expect(await mainBalance(testApp.app, team.top.token)).toBe(amount);

      const range = { startDate: merchantDay(31), endDate: merchantDay(0) };
      const page = (
        await getAs(testApp.app, team.top.token, AGENT_PATHS[`${contractType}Settlements`], range)
      ).json().value;
      expect(page).toMatchObject({ totalCount: 3, totalAmount: amount });
      expect(page.list[2]).toMatchObject({
        contractType,
        username: team.top.username,
        periodStart: periods[0]!.start,
        periodEnd: periods[0]!.end,
        validBetAmount: 150,
        profitLoss: -120,
        activeMembers: 2,
        rate,
        amount,
        status: 'paid',
        settledAt: periods[0]!.end,
      });
      expect(page.list[0]).toMatchObject({ amount: 0, status: 'not_qualified', activeMembers: 0 });

      const payouts = events.filter(
        (event) => event.type === 'agent_payout' && event.memberId === team.top.id,
      );
      expect(payouts).toEqual([
        expect.objectContaining({ memberId: team.top.id, settlement: expect.objectContaining({ amount }) }),
      ]);
      expect(
        events.filter((event) => event.type === 'balance' && event.memberId === team.top.id),
      ).toHaveLength(1);
      expect(checkLedger(testApp.db)).toEqual([]);
    },
  );

  it('pays a period once however often it runs, with the ledger key settlement:<contract>:<periodStart>', async () => {
    const { contractId, periods } = await contractOf('daily', 1);
    expect(ofContract(await settleNow(), contractId)).toHaveLength(3);
    expect(ofContract(await settleNow(), contractId)).toEqual([]);
    const direct = settleDueContracts(testApp.app, new Date(), { onError: () => undefined });
    expect(direct.filter((row) => String(row.contractId) === contractId)).toEqual([]);
    const entries = testApp.db.$client
      .prepare('SELECT kind, amount_minor AS amount FROM ledger_entries WHERE idempotency_key LIKE ?')
      .all(`settlement:${contractId}:%`);
    expect(entries).toEqual([{ kind: 'salary', amount: 150 }]);
    expect(
      testApp.db.$client
        .prepare('SELECT count(*) AS n FROM ledger_entries WHERE idempotency_key = ?')
        .get(`settlement:${contractId}:${periods[0]!.start}`),
    ).toEqual({ n: 1 });
    expect(await mainBalance(testApp.app, team.top.token)).toBe(1.5);
  });

  it('takes up a run that failed half-way from the last committed period', async () => {
    const { contractId, periods } = await contractOf('dividend', 20);
    testApp.db.$client.exec(
      `CREATE TEMP TRIGGER crash_mid_run BEFORE INSERT ON agent_settlements
       WHEN NEW.contract_id = ${Number(contractId)} AND NEW.period_start = ${periods[1]!.start}
       BEGIN SELECT RAISE(ABORT, 'crash'); END`,
    );
    const failures: number[] = [];
    try {
      const first = settleDueContracts(testApp.app, new Date(), {
        contractType: 'dividend',
        onError: (failed) => failures.push(failed),
      });
      expect(
        first.filter((row) => String(row.contractId) === contractId).map((row) => row.periodStart),
      ).toEqual([periods[0]!.start]);
      expect(failures).toEqual([Number(contractId)]);
    } finally {
      testApp.db.$client.exec('DROP TRIGGER crash_mid_run');
    }
    const second = ofContract(await settleNow('dividend'), contractId);
    expect(second.map((row) => row.periodStart)).toEqual([periods[1]!.start, periods[2]!.start]);
    expect(await mainBalance(testApp.app, team.top.token)).toBe(24);
    expect(checkLedger(testApp.db)).toEqual([]);
  });

  it('settles nothing below the thresholds', async () => {
    const { contractId } = await contractOf('hourly', 0.5, 150.01);
    const settled = ofContract(await settleNow('hourly'), contractId);
    expect(settled.map((row) => row.amount)).toEqual([0, 0, 0]);
    expect(await mainBalance(testApp.app, team.top.token)).toBe(0);
  });

  it('settles a long backlog a bounded number of periods per run, in order, without gaps', async () => {
    const contract = await grantContract(testApp.app, {
      username: team.top.username,
      contractType: 'realtime',
      ratePercent: 0.2,
    });
    const periodsBehind = MAX_PERIODS_PER_RUN + 12;
    startContractAt(contract.contractId, periodAt('realtime', Date.now()).start - periodsBehind * 5 * 60_000);
    const first = ofContract(await settleNow('realtime'), contract.contractId);
    const second = ofContract(await settleNow('realtime'), contract.contractId);
    expect(first).toHaveLength(MAX_PERIODS_PER_RUN);
    expect(second).toHaveLength(12);
    expect(second[0]!.periodStart - first.at(-1)!.periodStart).toBe(5 * 60_000);
  });

  it('pays the upline nothing, and shows it the dividends of the contracts it gave', async () => {
    await grantContract(testApp.app, {
      username: team.top.username,
      contractType: 'dividend',
      ratePercent: 20,
    });
    const given = await grantContract(testApp.app, {
      uplineUsername: team.top.username,
      username: team.sub.username,
      contractType: 'dividend',
      ratePercent: 10,
      minActiveMembers: 1,
    });
    const periods = threeClosedPeriods('dividend');
    startContractAt(given.contractId, periods[0]!.start);
    insertRound(testApp.db, {
      memberId: team.deepPlayer.id,
      gameId,
      betMinor: 5_000,
      at: new Date(periods[0]!.start),
    });
    await settleNow('dividend');
    const range = { startDate: merchantDay(31), endDate: merchantDay(0) };
    const paid = (await getAs(testApp.app, team.top.token, AGENT_PATHS.downlineDividends, range)).json()
      .value;
    expect(paid).toMatchObject({ totalCount: 3, totalAmount: 5 });
    expect(paid.list[2]).toMatchObject({ username: team.sub.username, amount: 5, rate: 10 });
    expect(
      (await getAs(testApp.app, team.sub.token, AGENT_PATHS.downlineDividends, range)).json().value.list,
    ).toEqual([]);
    expect(await mainBalance(testApp.app, team.sub.token)).toBe(5);
  });
});

describe('the running period', () => {
  it('shows the team’s figures so far and the estimate; without a contract no rate and no estimate', async () => {
    const contract = await grantContract(testApp.app, {
      username: team.top.username,
      contractType: 'daily',
      ratePercent: 1,
      minActiveMembers: 1,
    });
    startContractAt(contract.contractId, periodAt('daily', Date.now()).start);
    insertRound(testApp.db, { memberId: team.player.id, gameId, betMinor: 20_000, winMinor: 5_000 });
    const current = (await getAs(testApp.app, team.top.token, AGENT_PATHS.dailyCurrent)).json().value;
    const today = periodAt('daily', Date.now());
    expect(current).toEqual({
      contractId: Number(contract.contractId),
      periodStart: today.start,
      periodEnd: today.end,
      validBetAmount: 200,
      profitLoss: -150,
      activeMembers: 1,
      rate: 1,
      estimatedAmount: 2,
    });
    const none = (await getAs(testApp.app, team.top.token, AGENT_PATHS.hourlyCurrent)).json().value;
    expect(none).toMatchObject({ contractId: null, rate: null, estimatedAmount: null, validBetAmount: 200 });
  });
});

describe('the mock clock', () => {
  it('moves the merchant’s time forward, so the job settles periods that closed on it', async () => {
    const own = await createInMemoryMock();
    try {
      const payer = await createTeam(own.app, own.db, 0);
      const contract = (
        await qa(own.app, '/agent/contracts', {
          username: payer.top.username,
          contractType: 'hourly',
          ratePercent: 1,
        })
      ).json();
      const settle = async () =>
        (await qa(own.app, '/agent/settle', { contractType: 'hourly' }))
          .json<{ settled: TSettledReply[] }>()
          .settled.filter((row) => row.contractId === String(contract.contractId));
      expect(await settle()).toEqual([]);
      const moved = (await qa(own.app, '/agent/clock', { minutes: 120 })).json();
      expect(moved.offsetMs).toBe(7_200_000);
      expect(Math.abs(moved.now - (Date.now() + 7_200_000))).toBeLessThan(5_000);
      expect(await settle()).toHaveLength(2);
      const current = (await getAs(own.app, payer.top.token, AGENT_PATHS.hourlyCurrent)).json().value;
      expect(current.periodEnd).toBe(periodAt('hourly', Date.now() + 7_200_000).end);
    } finally {
      await own.close();
    }
  });
});
