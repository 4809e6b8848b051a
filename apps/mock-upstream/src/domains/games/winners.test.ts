import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES_PATHS, ZWireWinnerListSchema } from '@site/contracts';
import { findGameByNode } from '../../core/play/catalogue.js';
import { ledgerEntries, members } from '../../db/schema.js';
import { gameLaunches, gameRounds } from '../../db/schema-play.js';
import { AGENT_TEAM_MEMBERS } from '../../seed/data/agent-team.js';
import { BOT_USERNAMES } from '../../seed/data/games/winners.js';
import { createInMemoryMock, MERCHANT_HEADERS, qa, type TInMemoryMock } from '../../test/test-app.js';
import { maskCustomerName } from './winners-service.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

const board = async (path: string, query: string, headers: Record<string, string> = MERCHANT_HEADERS) => {
  const reply = await testApp.app.inject({ method: 'GET', url: `${path}?${query}`, headers });
  expect(reply.statusCode, reply.body).toBe(200);
  return ZWireWinnerListSchema.parse(reply.json().value).list.map((row) => row.vo);
};

/** A settled round straight into the tables, as the play code records one. */
const insertRound = (round: {
  roundId: string;
  memberId: number;
  nodeId: string;
  winMinor: number;
  isTrial?: boolean;
  status?: 'open' | 'settled' | 'rolled_back';
  settledAt: Date;
}) => {
  const merchantId = testApp.db.select().from(members).where(eq(members.id, round.memberId)).get()!
    .merchantId;
  const game = findGameByNode(testApp.db, merchantId, round.nodeId)!;
  const launch = testApp.db
    .insert(gameLaunches)
    .values({
      token: `test-${round.roundId}`,
      merchantId,
      memberId: round.memberId,
      gameId: game.id,
      mode: round.isTrial ? 'trial' : 'real',
      language: 'EN',
      expiresAt: round.settledAt,
    })
    .returning()
    .get();
  testApp.db
    .insert(gameRounds)
    .values({
      roundId: round.roundId,
      launchId: launch.id,
      merchantId,
      memberId: round.memberId,
      isTrial: round.isTrial ?? false,
      gameId: game.id,
      engine: game.engine,
      betMinor: 100,
      winMinor: round.winMinor,
      status: round.status ?? 'settled',
      detail: {},
      settledAt: round.settledAt,
    })
    .run();
};

describe('winner board', () => {
  it('masks names as the upstream does', () => {
    expect(maskCustomerName('dealer')).toBe('de***er');
    expect(maskCustomerName('luckystar')).toBe('lu***ar');
    expect(maskCustomerName('abcd')).toBe('a***');
    expect(maskCustomerName('a')).toBe('a***');
  });

  it('is never empty after seeding, biggest wins first, names masked, 20 at most', async () => {
    for (const path of [GAMES_PATHS.rankList, GAMES_PATHS.winnerBoard]) {
      const rows = await board(path, 'gameCategory=ALL&language=EN&limitNum=20');
      expect(rows).toHaveLength(20);
      const amounts = rows.map((row) => row.winAmount);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      // The bots, and the seeded agent team whose rounds are real-money rounds too.
      const masked = new Set(
        [...BOT_USERNAMES, 'demo_agent', ...AGENT_TEAM_MEMBERS.map((member) => member.username)].map(
          maskCustomerName,
        ),
      );
      for (const row of rows) {
        expect(masked.has(row.customerName)).toBe(true);
        expect(row.customerName).toContain('***');
        expect(row.iconUrl).toBe(`/static/cdn/TCG_PROD_IMAGES/GAME_ICON/${row.nodeId}.svg`);
        expect(row.vassalage).toBeTruthy();
      }
    }
    expect(await board(GAMES_PATHS.winnerBoard, 'limitNum=500')).toHaveLength(20);
    expect(await board(GAMES_PATHS.winnerBoard, 'limitNum=3')).toHaveLength(3);
  });

  it('keeps the bots’ wallets equal to their ledger', () => {
    const totals = testApp.db.$client
      .prepare(
        `select w.balance_minor as balanceMinor,
           coalesce((select sum(l.amount_minor) from ledger_entries l where l.wallet_id = w.id), 0) as ledgerSumMinor
         from wallets w`,
      )
      .all() as { balanceMinor: number; ledgerSumMinor: number }[];
    expect(totals.length).toBeGreaterThanOrEqual(BOT_USERNAMES.length);
    for (const row of totals) expect(row.balanceMinor).toBe(row.ledgerSumMinor);
    const kinds = new Set(
      testApp.db
        .select({ kind: ledgerEntries.kind })
        .from(ledgerEntries)
        .all()
        .map((row) => row.kind),
    );
    // The agent team's deposits and withdrawals besides the rounds.
    expect(kinds).toEqual(new Set(['opening_balance', 'bet', 'win', 'deposit', 'withdraw_hold']));
  });

  it('filters by category', async () => {
    const slots = await board(GAMES_PATHS.rankList, 'gameCategory=RNG&limitNum=20');
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((row) => row.gameType === 'RNG')).toBe(true);
    expect(await board(GAMES_PATHS.rankList, 'gameCategory=NOPE')).toEqual([]);
  });

  it('shows only settled real rounds, newest first among equal wins', async () => {
    const [top] = await board(GAMES_PATHS.winnerBoard, 'limitNum=1');
    const bigger = Math.round((top!.winAmount + 1000) * 100);
    const { username } = (await qa(testApp.app, '/members', { kind: 'player' })).json<{ username: string }>();
    const memberId = testApp.db.select().from(members).where(eq(members.username, username)).get()!.id;
    const now = Date.now();
    insertRound({
      roundId: 'trial-win',
      memberId,
      nodeId: '1001',
      winMinor: bigger * 10,
      isTrial: true,
      settledAt: new Date(now),
    });
    insertRound({
      roundId: 'open-win',
      memberId,
      nodeId: '1001',
      winMinor: bigger * 10,
      status: 'open',
      settledAt: new Date(now),
    });
    insertRound({
      roundId: 'older',
      memberId,
      nodeId: '1001',
      winMinor: bigger,
      settledAt: new Date(now - 60_000),
    });
    insertRound({ roundId: 'newer', memberId, nodeId: '1002', winMinor: bigger, settledAt: new Date(now) });
    const rows = await board(GAMES_PATHS.winnerBoard, 'gameCategory=ALL&limitNum=3');
    expect(rows.map((row) => [row.nodeId, row.winAmount, row.customerName])).toEqual([
      ['1002', bigger / 100, maskCustomerName(username)],
      ['1001', bigger / 100, maskCustomerName(username)],
      [top!.nodeId, top!.winAmount, top!.customerName],
    ]);
  });

  it('names games in Tagalog for Language TY', async () => {
    const rows = await board(GAMES_PATHS.winnerBoard, 'limitNum=20', {
      ...MERCHANT_HEADERS,
      language: 'TY',
    });
    const english = await board(GAMES_PATHS.winnerBoard, 'limitNum=20');
    expect(rows.map((row) => row.nodeId)).toEqual(english.map((row) => row.nodeId));
    const merchantId = testApp.db.select().from(members).get()!.merchantId;
    rows.forEach((row) => {
      const game = findGameByNode(testApp.db, merchantId, row.nodeId!)!;
      expect(row.gameName).toBe(game.gameNameTy ?? game.gameName);
    });
  });
});
