import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT_MEMBER_TYPES,
  AGENT_PATHS,
  isAgentType,
  MAIN_WALLET_ACCOUNT_TYPE_ID,
  PLAYER_MEMBER_TYPE,
  RECORDS_PATHS,
  toMajorUnits,
} from '@site/contracts';
import { attachToUpline } from '../../../core/members/team-tree.js';
import { seededRandom } from '../../../core/prng.js';
import { tokenOf } from '../../../test/agent-fixtures.js';
import { createMember, insertTestGames } from '../../../test/play-fixtures.js';
import { insertRound, memberIdOf } from '../../../test/round-fixtures.js';
import { createInMemoryMock, qa, type TInMemoryMock } from '../../../test/test-app.js';
import { createPayer, getAs } from '../../../test/withdraw-fixtures.js';

// The team reports read per-upline rollups (migration 0020, decision 0046). Here every report is
// compared with the same figures computed in plain code from the raw rows (rounds, ledger entries,
// members, the tree) on a deep team written in random order around the UTC+8 day boundary.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Merchant day (UTC+8) of an epoch-ms time, computed here rather than shared with the code. */
const dayOf = (ms: number) => new Date(ms + 8 * HOUR_MS).toISOString().slice(0, 10);

let mock: TInMemoryMock;
let gameIds: ReturnType<typeof insertTestGames>;
beforeAll(async () => {
  mock = await createInMemoryMock();
  gameIds = insertTestGames(mock.db);
});
afterAll(() => mock.close());

type TRound = {
  memberId: number;
  isTrial: number;
  betMinor: number;
  winMinor: number;
  status: string;
  createdAt: number;
  settledAt: number | null;
  gameType: string;
};
type TMovement = { memberId: number; kind: string; amountMinor: number; createdAt: number };
type TRaw = {
  rounds: TRound[];
  movements: TMovement[];
  members: Map<number, { type: number; createdAt: number; username: string }>;
  tree: { ancestorId: number; memberId: number; depth: number }[];
};

const readRaw = (): TRaw => ({
  rounds: mock.db.all<TRound>(sql`
    SELECT r.member_id AS memberId, r.is_trial AS isTrial, r.bet_minor AS betMinor, r.win_minor AS winMinor,
      r.status AS status, r.created_at AS createdAt, r.settled_at AS settledAt, g.game_type AS gameType
    FROM game_rounds r JOIN games g ON g.id = r.game_id WHERE r.member_id IS NOT NULL
  `),
  movements: mock.db.all<TMovement>(sql`
    SELECT w.member_id AS memberId, l.kind AS kind, l.amount_minor AS amountMinor, l.created_at AS createdAt
    FROM ledger_entries l JOIN wallets w ON w.id = l.wallet_id
  `),
  members: new Map(
    mock.db
      .all<{ id: number; type: number; createdAt: number; username: string }>(
        sql`SELECT id, type, created_at AS createdAt, username FROM members`,
      )
      .map((row) => [row.id, row]),
  ),
  tree: mock.db.all(sql`SELECT ancestor_id AS ancestorId, member_id AS memberId, depth FROM agent_tree`),
});

type TRange = { startDate: string; endDate: string };
const inRange = (day: string, range: TRange) => day >= range.startDate && day <= range.endDate;
const daysOfRange = (range: TRange) => {
  const days: string[] = [];
  for (let time = Date.parse(range.startDate); time <= Date.parse(range.endDate); time += DAY_MS)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
};

/** Per member and day, valid bets and deposits: what makes a member active, or a depositor, that day. */
const memberDays = (raw: TRaw) => {
  const valid = new Map<string, number>();
  const deposits = new Map<string, number>();
  const add = (map: Map<string, number>, memberId: number, day: string, amount: number) =>
    map.set(`${memberId}|${day}`, (map.get(`${memberId}|${day}`) ?? 0) + amount);
  for (const round of raw.rounds)
    if (!round.isTrial && round.status === 'settled')
      add(valid, round.memberId, dayOf(round.settledAt!), round.betMinor);
  for (const movement of raw.movements)
    if (movement.kind === 'deposit')
      add(deposits, movement.memberId, dayOf(movement.createdAt), movement.amountMinor);
  const positive = (map: Map<string, number>) =>
    [...map].filter(([, amount]) => amount > 0).map(([key]) => key.split('|') as [string, string]);
  return { activeDays: positive(valid), depositDays: positive(deposits) };
};

const moneyOf = (raw: TRaw, memberIds: Set<number>, range: TRange) => {
  const rounds = raw.rounds.filter((round) => memberIds.has(round.memberId) && !round.isTrial);
  const placed = rounds.filter((round) => inRange(dayOf(round.createdAt), range));
  const settled = rounds.filter(
    (round) => round.status === 'settled' && inRange(dayOf(round.settledAt!), range),
  );
  const moved = (...kinds: string[]) =>
    raw.movements
      .filter(
        (row) =>
          memberIds.has(row.memberId) && kinds.includes(row.kind) && inRange(dayOf(row.createdAt), range),
      )
      .reduce((total, row) => total + row.amountMinor, 0);
  const total = (rows: TRound[], pick: (round: TRound) => number) =>
    rows.reduce((sum, round) => sum + pick(round), 0);
  return {
    rounds,
    betCount: placed.length,
    betMinor: total(placed, (round) => round.betMinor),
    validBetMinor: total(settled, (round) => round.betMinor),
    winMinor: total(settled, (round) => round.winMinor),
    depositMinor: moved('deposit'),
    withdrawMinor: 0 - moved('withdraw_hold', 'withdraw_return'),
    bonusMinor: moved('bonus'),
    rebateMinor: moved('rebate'),
  };
};

const teamOf = (raw: TRaw, agentId: number) => raw.tree.filter((row) => row.ancestorId === agentId);

/** `ODSFE2_TeamKPIA`, `…KPIB`, `…teamKPIC` and `ODSFE2_MemPNL?scope=team` from the raw rows. */
const expectedReports = (raw: TRaw, agentId: number, range: TRange) => {
  const team = teamOf(raw, agentId);
  const ids = new Set(team.map((row) => row.memberId));
  const { activeDays, depositDays } = memberDays(raw);
  const money = moneyOf(raw, ids, range);
  const firstDepositDay = new Map<string, string>();
  for (const [memberId, day] of depositDays)
    if (!firstDepositDay.has(memberId) || day < firstDepositDay.get(memberId)!)
      firstDepositDay.set(memberId, day);
  const typeOf = (memberId: number) => raw.members.get(memberId)!.type;
  const registeredOn = (memberId: number) => dayOf(raw.members.get(memberId)!.createdAt);
  const kpiA = {
    teamSize: team.length,
    directMembers: team.filter((row) => row.depth === 1).length,
    agents: team.filter((row) => isAgentType(typeOf(row.memberId))).length,
    players: team.filter((row) => !isAgentType(typeOf(row.memberId))).length,
    newMembers: team.filter((row) => inRange(registeredOn(row.memberId), range)).length,
    activeMembers: new Set(
      activeDays
        .filter(([memberId, day]) => ids.has(Number(memberId)) && inRange(day, range))
        .map(([id]) => id),
    ).size,
    firstDepositors: [...firstDepositDay].filter(
      ([memberId, day]) => ids.has(Number(memberId)) && inRange(day, range),
    ).length,
  };
  const kpiB = {
    betCount: money.betCount,
    betAmount: toMajorUnits(money.betMinor),
    validBetAmount: toMajorUnits(money.validBetMinor),
    winAmount: toMajorUnits(money.winMinor),
    profitLoss: toMajorUnits(money.winMinor - money.validBetMinor),
    depositAmount: toMajorUnits(money.depositMinor),
    withdrawAmount: toMajorUnits(money.withdrawMinor),
    bonusAmount: toMajorUnits(money.bonusMinor),
    rebateAmount: toMajorUnits(money.rebateMinor),
  };
  const kpiC = {
    days: daysOfRange(range).map((date) => {
      const day = moneyOf(raw, ids, { startDate: date, endDate: date });
      return {
        date,
        betAmount: toMajorUnits(day.betMinor),
        validBetAmount: toMajorUnits(day.validBetMinor),
        profitLoss: toMajorUnits(day.winMinor - day.validBetMinor),
        depositAmount: toMajorUnits(day.depositMinor),
        withdrawAmount: toMajorUnits(day.withdrawMinor),
        activeMembers: activeDays.filter(([memberId, active]) => ids.has(Number(memberId)) && active === date)
          .length,
        newMembers: team.filter((row) => registeredOn(row.memberId) === date).length,
      };
    }),
  };
  // A category is listed when the team has a round placed or settled in the range (a rolled back
  // round keeps the day it had settled on); its stakes are the valid bets.
  const categories = [...new Set(money.rounds.map((round) => round.gameType))].sort().flatMap((gameType) => {
    const rounds = money.rounds.filter((round) => round.gameType === gameType);
    const isListed = rounds.some(
      (round) =>
        inRange(dayOf(round.createdAt), range) ||
        (round.settledAt !== null && inRange(dayOf(round.settledAt), range)),
    );
    if (!isListed) return [];
    const placed = rounds.filter((round) => inRange(dayOf(round.createdAt), range)).length;
    const settled = rounds.filter(
      (round) => round.status === 'settled' && inRange(dayOf(round.settledAt!), range),
    );
    const betMinor = settled.reduce((total, round) => total + round.betMinor, 0);
    const winMinor = settled.reduce((total, round) => total + round.winMinor, 0);
    return [{ gameType, betCount: placed, betMinor, winMinor }];
  });
  const betMinor = categories.reduce((total, row) => total + row.betMinor, 0);
  const winMinor = categories.reduce((total, row) => total + row.winMinor, 0);
  const profitLoss = {
    categories: categories.map((row) => ({
      gameType: row.gameType,
      betCount: row.betCount,
      betAmount: toMajorUnits(row.betMinor),
      winAmount: toMajorUnits(row.winMinor),
      profitLoss: toMajorUnits(row.winMinor - row.betMinor),
    })),
    betAmount: toMajorUnits(betMinor),
    winAmount: toMajorUnits(winMinor),
    profitLoss: toMajorUnits(winMinor - betMinor),
    depositAmount: kpiB.depositAmount,
    withdrawAmount: kpiB.withdrawAmount,
    bonusAmount: kpiB.bonusAmount,
    rebateAmount: kpiB.rebateAmount,
  };
  // Each direct downline's line: itself and everyone below it.
  const subordinates = team
    .filter((row) => row.depth === 1)
    .map((row) => {
      const below = teamOf(raw, row.memberId).map((line) => line.memberId);
      const line = moneyOf(raw, new Set([row.memberId, ...below]), range);
      return {
        username: raw.members.get(row.memberId)!.username,
        teamSize: below.length,
        betAmount: toMajorUnits(line.betMinor),
        validBetAmount: toMajorUnits(line.validBetMinor),
        winAmount: toMajorUnits(line.winMinor),
        profitLoss: toMajorUnits(line.winMinor - line.validBetMinor),
        depositAmount: toMajorUnits(line.depositMinor),
        withdrawAmount: toMajorUnits(line.withdrawMinor),
      };
    })
    .sort((left, right) => left.username.localeCompare(right.username));
  return { kpiA, kpiB, kpiC, profitLoss, subordinates };
};

const answeredReports = async (token: string, range: TRange) => {
  const value = async (path: string, query: Record<string, string | number> = {}) => {
    const reply = await getAs(mock.app, token, path, { ...range, ...query });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().value;
  };
  const subordinates = await value(AGENT_PATHS.subordinates, { pageSize: 50 });
  return {
    kpiA: await value(AGENT_PATHS.teamKpiA),
    kpiB: await value(AGENT_PATHS.teamKpiB),
    kpiC: await value(AGENT_PATHS.teamKpiC),
    profitLoss: await value(RECORDS_PATHS.profitLoss, { scope: 'team' }),
    subordinates: (subordinates.list as Record<string, unknown>[])
      .map(
        ({
          username,
          teamSize,
          betAmount,
          validBetAmount,
          winAmount,
          profitLoss,
          depositAmount,
          withdrawAmount,
        }) => ({
          username,
          teamSize,
          betAmount,
          validBetAmount,
          winAmount,
          profitLoss,
          depositAmount,
          withdrawAmount,
        }),
      )
      .sort((left, right) => String(left.username).localeCompare(String(right.username))),
  };
};

/** A time near a merchant midnight (16:00 UTC) `daysAgo` days back, a few seconds either side. */
const nearMidnight = (random: ReturnType<typeof seededRandom>, now: number, daysAgo: number) => {
  const midnight = Math.floor((now + 8 * HOUR_MS) / DAY_MS) * DAY_MS - 8 * HOUR_MS - daysAgo * DAY_MS;
  return midnight + random.int(-3_000, 3_000);
};

const ROLLUP_TABLES = [
  'upline_daily_stats',
  'upline_game_daily_stats',
  'upline_member_days',
  'upline_registrations',
] as const;
/** Rows that count: the triggers may leave a count at 0 where the backfill writes no row. */
const NONZERO: Record<(typeof ROLLUP_TABLES)[number], string> = {
  upline_daily_stats: 'true',
  upline_game_daily_stats: 'true',
  upline_member_days: 'members <> 0',
  upline_registrations: 'members <> 0',
};
/** The backfill of migration 0020: its INSERT statements outside the triggers. */
const backfillStatements = () =>
  readFileSync(new URL('../../../../drizzle/0020_agent_report_rollups.sql', import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^--.*$/gm, '').trim())
    .filter((statement) => statement.startsWith('INSERT INTO'));

describe('team reports from the upline rollups', () => {
  it(
    'answer what the raw rows add up to, on a deep team written out of order across day boundaries',
    {
      timeout: 60_000,
    },
    async () => {
      const random = seededRandom(42);
      const now = Date.now();
      // A chain of eight agents, players here and there along it.
      const chain = [await createPayer(mock.app, { kind: 'agent' })];
      for (let level = 1; level < 8; level++)
        chain.push(await createPayer(mock.app, { kind: 'agent', uplineUsername: chain.at(-1)!.username }));
      const players = [];
      for (let player = 0; player < 10; player++)
        players.push(
          await createPayer(mock.app, { kind: 'player', uplineUsername: chain[random.int(0, 7)]!.username }),
        );
      // A bulk team (two more levels of agents, players below) under the fourth agent.
      const bulk = await qa(mock.app, '/agent/tree', {
        agentUsername: chain[3]!.username,
        members: 40,
        betsPerMember: 3,
        days: 5,
      });
      expect(bulk.statusCode, bulk.body).toBe(200);
      // A member with rounds and a deposit before it joins a line.
      const late = await createMember(mock.app, 'player');
      const lateId = memberIdOf(mock.db, late.username);
      insertRound(mock.db, {
        memberId: lateId,
        gameId: gameIds.slot,
        betMinor: 700,
        winMinor: 100,
        at: new Date(now - 2 * DAY_MS),
      });
      const team = mock.db.all<{ id: number; walletId: number }>(sql`
      SELECT m.id AS id, w.id AS walletId FROM agent_tree t
      JOIN members m ON m.id = t.member_id
      JOIN wallets w ON w.member_id = m.id AND w.account_type_id = ${MAIN_WALLET_ACCOUNT_TYPE_ID}
      WHERE t.ancestor_id = ${memberIdOf(mock.db, chain[0]!.username)}
    `);
      const lateWallet = mock.db.get<{ id: number }>(
        sql`SELECT id FROM wallets WHERE member_id = ${lateId} AND account_type_id = ${MAIN_WALLET_ACCOUNT_TYPE_ID}`,
      );
      team.push({ id: lateId, walletId: lateWallet.id });

      // Rounds placed around midnights of the last eight days, some left open; then settled in random
      // order (some the next day), some settled ones rolled back, and a trial round.
      const games = [gameIds.slot, gameIds.fish, gameIds.bingo];
      const open = [];
      for (let round = 0; round < 300; round++) {
        const member = random.pick(team);
        const at = new Date(nearMidnight(random, now, random.int(0, 7)));
        const isOpen = random.chance(0.5);
        const row = insertRound(mock.db, {
          memberId: member.id,
          gameId: random.pick(games),
          betMinor: random.int(1, 50) * 100,
          winMinor: isOpen ? 0 : random.int(0, 80) * 100,
          status: isOpen ? 'open' : 'settled',
          at,
        });
        if (isOpen) open.push(row);
      }
      for (const row of random.shuffle(open)) {
        const settledAt = row.createdAt.getTime() + random.pick([1_000, 5_000, DAY_MS, 2 * DAY_MS + 1_000]);
        mock.db.run(sql`
        UPDATE game_rounds SET status = 'settled', win_minor = ${random.int(0, 80) * 100}, settled_at = ${settledAt}
        WHERE id = ${row.id}
      `);
      }
      const settled = mock.db.all<{ id: number }>(sql`SELECT id FROM game_rounds WHERE status = 'settled'`);
      for (const row of random.shuffle(settled).slice(0, 60))
        mock.db.run(sql`UPDATE game_rounds SET status = 'rolled_back' WHERE id = ${row.id}`);
      insertRound(mock.db, { memberId: team[0]!.id, gameId: games[0]!, betMinor: 999, isTrial: true });
      // Cashier movements in random order around the midnights; a few deposits taken back (negative).
      const kinds = ['deposit', 'deposit', 'withdraw_hold', 'withdraw_return', 'bonus', 'rebate'];
      for (let movement = 0; movement < 200; movement++) {
        const kind = random.pick(kinds);
        const amount = random.int(1, 100) * 100;
        mock.db.run(sql`
        INSERT INTO ledger_entries (wallet_id, amount_minor, balance_after_minor, kind, idempotency_key, reference, created_at)
        VALUES (${random.pick(team).walletId}, ${kind === 'withdraw_hold' || (kind === 'deposit' && random.chance(0.15)) ? -amount : amount}, 0, ${kind},
          ${`rollup-test:${movement}`}, 'rollup-test', ${nearMidnight(random, now, random.int(0, 9))})
      `);
      }
      // The late member joins the fifth agent's line, bringing its days.
      attachToUpline(mock.db, lateId, memberIdOf(mock.db, chain[4]!.username));
      // A member whose kind and registration time are rewritten moves in its uplines' registrations.
      const moved = memberIdOf(mock.db, players[0]!.username);
      mock.db.run(sql`
      UPDATE members SET type = ${AGENT_MEMBER_TYPES[1]}, created_at = ${nearMidnight(random, now, 3)} WHERE id = ${moved}
    `);
      expect(mock.db.get<{ type: number }>(sql`SELECT type FROM members WHERE id = ${moved}`).type).not.toBe(
        PLAYER_MEMBER_TYPE,
      );

      const raw = readRaw();
      const today = dayOf(now);
      const dayAgo = (days: number) => dayOf(now - days * DAY_MS);
      const ranges: TRange[] = [
        { startDate: dayAgo(29), endDate: today },
        { startDate: dayAgo(9), endDate: dayAgo(9) },
        { startDate: dayAgo(3), endDate: dayAgo(3) },
        { startDate: today, endDate: today },
        { startDate: dayAgo(40), endDate: dayAgo(20) },
        { startDate: dayAgo(89), endDate: today },
      ];
      for (let extra = 0; extra < 8; extra++) {
        const [older, newer] = [random.int(0, 11), random.int(0, 11)].sort((left, right) => right - left);
        ranges.push({ startDate: dayAgo(older!), endDate: dayAgo(newer!) });
      }
      const agents = [chain[0]!, chain[1]!, chain[3]!, chain[4]!, chain[7]!];
      const bulkAgent = mock.db.get<{ username: string }>(sql`
      SELECT m.username AS username FROM agent_tree t JOIN members m ON m.id = t.member_id
      WHERE t.ancestor_id = ${memberIdOf(mock.db, chain[3]!.username)} AND t.depth = 2 AND m.type <> ${PLAYER_MEMBER_TYPE}
      ORDER BY m.id DESC LIMIT 1
    `);
      let checked = 0;
      const bulkToken = await tokenOf(mock.app, bulkAgent.username);
      for (const agent of [...agents, { username: bulkAgent.username, token: bulkToken }]) {
        const token = agent.token;
        const agentId = memberIdOf(mock.db, agent.username);
        for (const range of ranges) {
          const answered = await answeredReports(token, range);
          expect(answered, `${agent.username} ${range.startDate}…${range.endDate}`).toEqual(
            expectedReports(raw, agentId, range),
          );
          checked += 1;
        }
      }
      expect(checked).toBe(6 * ranges.length);
      // The data reached into every report: the whole range of the top agent is not empty.
      const whole = expectedReports(raw, memberIdOf(mock.db, chain[0]!.username), ranges[0]!);
      expect(whole.kpiA.teamSize).toBe(7 + 10 + 40 + 1);
      expect(whole.kpiA.activeMembers).toBeGreaterThan(20);
      expect(whole.kpiA.firstDepositors).toBeGreaterThan(20);
      expect(whole.profitLoss.categories.length).toBeGreaterThanOrEqual(games.length);

      // The migration's backfill, run again on the same rows, gives what the triggers kept.
      const rollups = () =>
        ROLLUP_TABLES.map((table) =>
          mock.db.all(sql.raw(`SELECT * FROM ${table} WHERE ${NONZERO[table]} ORDER BY 1, 2, 3, 4`)),
        );
      const kept = rollups();
      for (const table of ROLLUP_TABLES) mock.db.run(sql.raw(`DELETE FROM ${table}`));
      for (const statement of backfillStatements()) mock.db.run(sql.raw(statement));
      expect(rollups()).toEqual(kept);
    },
  );

  it('refuses to move a member in the tree, which the rollups rely on', () => {
    const moving = () => {
      try {
        mock.db.run(sql`UPDATE agent_tree SET depth = depth WHERE ancestor_id = ancestor_id`);
        return undefined;
      } catch (error) {
        return (error as Error & { cause?: Error }).cause?.message;
      }
    };
    expect(moving()).toMatch(/members do not move/);
  });
});
