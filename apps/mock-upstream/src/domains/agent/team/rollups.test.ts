import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit, debit, rollback } from '../../../core/play/seamless-wallet.js';
import { gameLaunches } from '../../../db/schema-play.js';
import { createMember, insertTestGames, TEST_GAMES } from '../../../test/play-fixtures.js';
import { insertRound, memberIdOf } from '../../../test/round-fixtures.js';
import { createInMemoryMock, qa, type TInMemoryMock, withToken } from '../../../test/test-app.js';

let mock: TInMemoryMock;
let gameIds: ReturnType<typeof insertTestGames>;
beforeAll(async () => {
  mock = await createInMemoryMock();
  gameIds = insertTestGames(mock.db);
});
afterAll(() => mock.close());

/** UTC+8 day of an epoch-ms column, written out here so the test does not share the triggers' expression. */
const day = (column: string) => `strftime('%Y-%m-%d', ${column} / 1000.0 + 8 * 3600, 'unixepoch')`;

/** The daily figures straight from rounds and ledger entries, in the rollup's columns. */
const directDailyFigures = () =>
  mock.db.all(
    sql.raw(`
      SELECT member_id, day, sum(bet_count) AS bet_count, sum(bet_minor) AS bet_minor, sum(valid_bet_minor) AS valid_bet_minor,
        sum(win_minor) AS win_minor, sum(deposit_minor) AS deposit_minor, sum(withdraw_minor) AS withdraw_minor,
        sum(bonus_minor) AS bonus_minor, sum(rebate_minor) AS rebate_minor
      FROM (
        SELECT member_id, ${day('created_at')} AS day, 1 AS bet_count, bet_minor, 0 AS valid_bet_minor, 0 AS win_minor,
          0 AS deposit_minor, 0 AS withdraw_minor, 0 AS bonus_minor, 0 AS rebate_minor
        FROM game_rounds WHERE member_id IS NOT NULL AND NOT is_trial
        UNION ALL
        SELECT member_id, ${day('settled_at')}, 0, 0, bet_minor, win_minor, 0, 0, 0, 0
        FROM game_rounds WHERE member_id IS NOT NULL AND NOT is_trial AND status = 'settled'
        UNION ALL
        SELECT w.member_id, ${day('l.created_at')}, 0, 0, 0, 0,
          iif(kind = 'deposit', amount_minor, 0), iif(kind LIKE 'withdraw_%', -amount_minor, 0),
          iif(kind = 'bonus', amount_minor, 0), iif(kind = 'rebate', amount_minor, 0)
        FROM ledger_entries l JOIN wallets w ON w.id = l.wallet_id
      )
      GROUP BY member_id, day
      HAVING count(*) > 0 AND (bet_count OR bet_minor OR valid_bet_minor OR win_minor OR deposit_minor OR withdraw_minor OR bonus_minor OR rebate_minor)
      ORDER BY member_id, day
    `),
  );
const rolledUpDailyFigures = () =>
  mock.db.all(
    sql.raw(`
      SELECT member_id, day, bet_count, bet_minor, valid_bet_minor, win_minor, deposit_minor, withdraw_minor, bonus_minor, rebate_minor
      FROM member_daily_stats
      WHERE bet_count OR bet_minor OR valid_bet_minor OR win_minor OR deposit_minor OR withdraw_minor OR bonus_minor OR rebate_minor
      ORDER BY member_id, day
    `),
  );
const directCategoryFigures = () =>
  mock.db.all(
    sql.raw(`
      SELECT member_id, game_type, day, sum(bet_count) AS bet_count, sum(bet_minor) AS bet_minor,
        sum(valid_bet_minor) AS valid_bet_minor, sum(win_minor) AS win_minor
      FROM (
        SELECT r.member_id, g.game_type, ${day('r.created_at')} AS day, 1 AS bet_count, r.bet_minor, 0 AS valid_bet_minor, 0 AS win_minor
        FROM game_rounds r JOIN games g ON g.id = r.game_id WHERE r.member_id IS NOT NULL AND NOT r.is_trial
        UNION ALL
        SELECT r.member_id, g.game_type, ${day('r.settled_at')}, 0, 0, r.bet_minor, r.win_minor
        FROM game_rounds r JOIN games g ON g.id = r.game_id WHERE r.member_id IS NOT NULL AND NOT r.is_trial AND r.status = 'settled'
      )
      GROUP BY member_id, game_type, day
      HAVING bet_count OR bet_minor OR valid_bet_minor OR win_minor
      ORDER BY member_id, game_type, day
    `),
  );
const rolledUpCategoryFigures = () =>
  mock.db.all(
    sql.raw(`
      SELECT member_id, game_type, day, bet_count, bet_minor, valid_bet_minor, win_minor FROM member_game_daily_stats
      WHERE bet_count OR bet_minor OR valid_bet_minor OR win_minor
      ORDER BY member_id, game_type, day
    `),
  );

describe('the team rollups (triggers of migration 0007)', () => {
  it('equal a direct aggregation of rounds and ledger entries, after the seed and after live play', async () => {
    expect(rolledUpDailyFigures().length).toBeGreaterThan(17 * 30);
    expect(rolledUpDailyFigures()).toEqual(directDailyFigures());
    expect(rolledUpCategoryFigures()).toEqual(directCategoryFigures());

    const player = await createMember(mock.app, 'player', 100_000);
    const reply = await mock.app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?launchMode=GLS&nodeId=${TEST_GAMES.slot.nodeId}`,
      headers: withToken(player.token),
    });
    const token = new URL(reply.json().value.content.game_url, 'http://x').searchParams.get('launch') ?? '';
    const launch = mock.db.select().from(gameLaunches).where(eq(gameLaunches.token, token)).get()!;
    // Opened, raised by a second debit, then settled with a win, then re-credited while settled.
    debit(mock.db, launch, { transactionId: 't-1', roundId: 'r-won', amountMinor: 300 });
    debit(mock.db, launch, { transactionId: 't-2', roundId: 'r-won', amountMinor: 200 });
    credit(mock.db, launch, { transactionId: 't-3', roundId: 'r-won', amountMinor: 1_000 });
    credit(mock.db, launch, { transactionId: 't-4', roundId: 'r-won', amountMinor: 50 });
    // Rolled back: a bet, never a valid bet.
    debit(mock.db, launch, { transactionId: 't-5', roundId: 'r-back', amountMinor: 400 });
    rollback(mock.db, launch, { transactionId: 't-5', roundId: 'r-back', amountMinor: 0 });
    // Still open: a bet only.
    debit(mock.db, launch, { transactionId: 't-6', roundId: 'r-open', amountMinor: 100 });
    // A trial round counts nowhere.
    insertRound(mock.db, {
      memberId: memberIdOf(mock.db, player.username),
      gameId: gameIds.slot,
      betMinor: 999,
      isTrial: true,
    });
    await qa(mock.app, '/bonus', { username: player.username, amountMinor: 700 });
    await qa(mock.app, '/bonus', { username: player.username, amountMinor: 300, type: 'REBATE' });

    expect(rolledUpDailyFigures()).toEqual(directDailyFigures());
    expect(rolledUpCategoryFigures()).toEqual(directCategoryFigures());
    const playerId = memberIdOf(mock.db, player.username);
    expect(
      rolledUpDailyFigures().filter((row) => (row as { member_id: number }).member_id === playerId),
    ).toEqual([
      expect.objectContaining({
        bet_count: 3,
        bet_minor: 600,
        valid_bet_minor: 500,
        win_minor: 1_050,
        bonus_minor: 700,
      }),
    ]);
  });
});
