import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GAMES_PATHS, ZWirePokerRoomListSchema } from '@site/contracts';
import { games } from '../../db/schema-games.js';
import { gameRounds } from '../../db/schema-play.js';
import { createInMemoryMock, qa, type TInMemoryMock, withToken } from '../../test/test-app.js';
import { LIVE_ENGINE_MODULES } from './engines.js';
import { dayNumberOf, fixturesOfDay } from './sportsbook/fixtures.js';
import { TABLE_EPOCH_MS, TABLE_TIMING } from './tables/table-store.js';

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());
afterEach(() => {
  vi.useRealTimers();
});

const START_BALANCE = 1_000_000;

const newPlayer = async () => {
  const response = await qa(mock.app, '/members', { kind: 'player', balanceMinor: START_BALANCE });
  return response.json<{ token: string }>().token;
};

const launch = async (token: string, engine: string) => {
  const game = mock.db
    .select()
    .from(games)
    .where(and(eq(games.engine, engine as 'poker'), eq(games.isUnderMaintenance, false)))
    .get();
  if (!game) throw new Error(`no ${engine} game in the catalogue`);
  const query = new URLSearchParams({ launchMode: 'GLS', nodeId: game.nodeId, gameId: game.gameId });
  const response = await mock.app.inject({
    method: 'GET',
    url: `${GAMES_PATHS.launchGame}?${query}`,
    headers: withToken(token),
  });
  expect(response.statusCode).toBe(200);
  const url = new URL(response.json().value.content.game_url, 'http://mock');
  expect(url.pathname).toBe(`/games/play/${engine}`);
  return url.searchParams.get('launch')!;
};

const api = async (launchToken: string, path: string, body?: object) => {
  const response = await mock.app.inject({
    method: body ? 'POST' : 'GET',
    url: `/games/api/${path}`,
    headers: { 'x-launch-token': launchToken },
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

const roundsOf = (roundId: string) =>
  mock.db.select().from(gameRounds).where(eq(gameRounds.roundId, roundId)).get();

/** Fakes only Date (fastify's timers keep running), at a table's round start. */
const atTableTime = (engine: 'baccarat' | 'cockfight', roundNo: number, offsetMs: number) => {
  const { bettingMs, revealMs } = TABLE_TIMING[engine];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TABLE_EPOCH_MS + roundNo * (bettingMs + revealMs) + offsetMs);
};

describe('the page of each live engine', () => {
  it.each(['baccarat', 'cockfight', 'sportsbook', 'poker'])(
    'serves %s with its assets and no inline script',
    async (engine) => {
      const launchToken = await launch(await newPlayer(), engine);
      const page = await mock.app.inject({
        method: 'GET',
        url: `/games/play/${engine}?launch=${launchToken}`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toMatch(/<script>(?!<)|style="/);
      const module = LIVE_ENGINE_MODULES.find((candidate) => candidate.engine === engine)!;
      for (const file of [...module.scripts, ...(module.styles ?? [])]) {
        expect(page.body).toContain(`/games/assets/${file}`);
        const asset = await mock.app.inject({ method: 'GET', url: `/games/assets/${file}` });
        expect(asset.statusCode, file).toBe(200);
      }
    },
  );
});

describe('baccarat table', () => {
  it('takes a bet while betting is open, refuses it after, and settles on the first read after the reveal', async () => {
    const token = await newPlayer();
    const launchToken = await launch(token, 'baccarat');
    const roundNo = 40_000;
    atTableTime('baccarat', roundNo, 1_000);
    const state = await api(launchToken, 'baccarat/state');
    expect(state.status).toBe(200);
    expect(state.body.round).toMatchObject({ roundNo, phase: 'betting' });
    expect(state.body.round.serverSeed).toBeUndefined();

    const min: number = state.body.table.minBetMinor;
    const bet = await api(launchToken, 'baccarat/bet', { roundNo, stakes: { player: 2 * min, tie: min } });
    expect(bet.status).toBe(200);
    expect(bet.body.balanceMinor).toBe(START_BALANCE - 3 * min);
    expect(roundsOf(bet.body.roundId)).toMatchObject({
      status: 'open',
      betMinor: 3 * min,
      engine: 'baccarat',
    });

    atTableTime('baccarat', roundNo, 21_000);
    const late = await api(launchToken, 'baccarat/bet', { roundNo, stakes: { banker: min } });
    expect(late.status).toBe(400);
    const revealing = await api(launchToken, 'baccarat/state');
    expect(revealing.body.round.phase).toBe('revealing');
    const coup = revealing.body.round.result;
    expect(roundsOf(bet.body.roundId)!.status).toBe('open');

    atTableTime('baccarat', roundNo + 1, 0);
    const after = await api(launchToken, 'baccarat/state');
    // Player 1:1, tie 8:1; the player bet pushes on a tie.
    const expectedReturn = coup.winner === 'player' ? 4 * min : coup.winner === 'tie' ? 2 * min + 9 * min : 0;
    const round = roundsOf(bet.body.roundId)!;
    expect(round).toMatchObject({ status: 'settled', betMinor: 3 * min, winMinor: expectedReturn });
    expect(after.body.balanceMinor).toBe(START_BALANCE - 3 * min + expectedReturn);
    expect(after.body.myBets[0]).toMatchObject({ status: 'settled', returnMinor: expectedReturn });
    expect(after.body.history[0]).toMatchObject({ roundNo, result: { winner: coup.winner } });
  });

  it('refuses a stake below the table minimum and more than the balance', async () => {
    const launchToken = await launch(await newPlayer(), 'baccarat');
    atTableTime('baccarat', 50_000, 0);
    expect((await api(launchToken, 'baccarat/bet', { roundNo: 50_000, stakes: { player: 1 } })).status).toBe(
      400,
    );
    const tooMuch = await api(launchToken, 'baccarat/bet', {
      roundNo: 50_000,
      stakes: { player: 5_000_000 },
    });
    expect(tooMuch.body.errorCode).toBe('insufficient_balance');
  });
});

describe('cockfight', () => {
  it('takes meron at the shown odds and settles it', async () => {
    const launchToken = await launch(await newPlayer(), 'cockfight');
    const fightNo = 30_000;
    atTableTime('cockfight', fightNo, 0);
    const state = await api(launchToken, 'cockfight/state');
    const odds = state.body.card.odds.meron;
    const bet = await api(launchToken, 'cockfight/bet', { roundNo: fightNo, stakes: { meron: 10_000 } });
    expect(bet.status).toBe(200);
    atTableTime('cockfight', fightNo + 1, 0);
    const after = await api(launchToken, 'cockfight/state');
    const winner = after.body.history[0].result.winner;
    const expected = winner === 'meron' ? Math.floor((10_000 * odds) / 100) : winner === 'draw' ? 10_000 : 0;
    expect(roundsOf(bet.body.roundId)).toMatchObject({ status: 'settled', winMinor: expected });
    expect(after.body.balanceMinor).toBe(START_BALANCE - 10_000 + expected);
  });
});

describe('sportsbook', () => {
  it('takes a pre-match single and settles it after the match end', async () => {
    const launchToken = await launch(await newPlayer(), 'sportsbook');
    const feed = (await api(launchToken, 'sportsbook/fixtures')).body.feed;
    // One that ends while the launch (12 h) still lives.
    const day = dayNumberOf(Date.now());
    const fixture = [...fixturesOfDay(feed, day), ...fixturesOfDay(feed, day + 1)].find(
      (f) => f.kickoffAt > Date.now() + 120_000 && f.endsAt < Date.now() + 11 * 3_600_000,
    )!;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(fixture.kickoffAt - 60_000);
    const listed = await api(launchToken, 'sportsbook/fixtures');
    const market = listed.body.fixtures.find((f: { fixtureId: string }) => f.fixtureId === fixture.fixtureId);
    expect(market).toMatchObject({ status: 'upcoming' });
    expect(market.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const bet = await api(launchToken, 'sportsbook/bet', {
      fixtureId: fixture.fixtureId,
      selection: 'home',
      stakeMinor: 5_000,
      odds: fixture.odds[0],
    });
    expect(bet.status).toBe(200);
    expect(bet.body.balanceMinor).toBe(START_BALANCE - 5_000);
    const wrongOdds = await api(launchToken, 'sportsbook/bet', {
      fixtureId: fixture.fixtureId,
      selection: 'away',
      stakeMinor: 5_000,
      odds: 101,
    });
    expect(wrongOdds.status).toBe(400);

    vi.setSystemTime(fixture.kickoffAt + 1);
    expect(
      (
        await api(launchToken, 'sportsbook/bet', {
          fixtureId: fixture.fixtureId,
          selection: 'home',
          stakeMinor: 5_000,
        })
      ).status,
    ).toBe(400);
    expect(roundsOf(bet.body.roundId)!.status).toBe('open');

    vi.setSystemTime(fixture.endsAt + 1);
    const after = await api(launchToken, 'sportsbook/fixtures');
    const finished = after.body.fixtures.find(
      (f: { fixtureId: string }) => f.fixtureId === fixture.fixtureId,
    );
    expect(finished.status).toBe('finished');
    const won = finished.result.selection === 'home';
    const expected = won ? Math.floor((5_000 * fixture.odds[0]!) / 100) : 0;
    expect(roundsOf(bet.body.roundId)).toMatchObject({ status: 'settled', winMinor: expected });
    expect(after.body.balanceMinor).toBe(START_BALANCE - 5_000 + expected);
  });
});

describe('poker', () => {
  it('lists rooms on GLS2_roomList, seats a player, plays a hand and cashes out', async () => {
    const token = await newPlayer();
    const rooms = async () => {
      const response = await mock.app.inject({
        method: 'GET',
        url: GAMES_PATHS.pokerRooms,
        headers: withToken(token),
      });
      expect(response.statusCode).toBe(200);
      return ZWirePokerRoomListSchema.parse(response.json().value);
    };
    const before = await rooms();
    expect(before.length).toBeGreaterThan(0);
    for (const room of before) {
      expect([6, 9]).toContain(room.seatCount);
      expect(room.seatedCount).toBeGreaterThanOrEqual(2);
      expect(room.seatedCount).toBeLessThan(room.seatCount);
      expect(room.bigBlind).toBe(room.smallBlind * 2);
      expect(room.maxBuyIn).toBeGreaterThan(room.minBuyIn);
    }

    const launchToken = await launch(token, 'poker');
    const lobby = await api(launchToken, 'poker/table');
    expect(lobby.body.seated).toBe(false);
    const room = lobby.body.rooms[0];
    const sat = await api(launchToken, 'poker/sit', { roomId: room.roomId, buyInMinor: room.minBuyInMinor });
    expect(sat.status).toBe(200);
    expect(sat.body).toMatchObject({
      seated: true,
      stackMinor: room.minBuyInMinor,
      balanceMinor: START_BALANCE - room.minBuyInMinor,
    });
    const listed = (await rooms()).find((r) => r.roomId === room.roomCode)!;
    expect(listed.seatedCount).toBe(before.find((r) => r.roomId === room.roomCode)!.seatedCount + 1);

    let table = (await api(launchToken, 'poker/deal', {})).body;
    expect(table.hand.players.find((p: { isBot: boolean }) => !p.isBot).hole).toHaveLength(2);
    let steps = 0;
    while (table.hand.street !== 'done') {
      const action = table.hand.legal.canCheck ? { type: 'check' } : { type: 'call' };
      table = (await api(launchToken, 'poker/act', action)).body;
      expect(++steps).toBeLessThan(20);
    }
    const left = await api(launchToken, 'poker/leave', {});
    expect(left.status).toBe(200);
    expect(left.body.seated).toBe(false);
    expect(left.body.balanceMinor).toBe(START_BALANCE - room.minBuyInMinor + left.body.cashOutMinor);
    const sitting = mock.db.select().from(gameRounds).where(eq(gameRounds.engine, 'poker')).all().at(-1)!;
    expect(sitting).toMatchObject({
      status: 'settled',
      betMinor: room.minBuyInMinor,
      winMinor: left.body.cashOutMinor,
    });
  });

  it('restores the seeded rooms on QA reset', async () => {
    const token = await newPlayer();
    const launchToken = await launch(token, 'poker');
    const room = (await api(launchToken, 'poker/table')).body.rooms[0];
    await api(launchToken, 'poker/sit', { roomId: room.roomId, buyInMinor: room.minBuyInMinor });
    expect((await qa(mock.app, '/reset', {})).statusCode).toBe(200);
    const fresh = await createInMemoryMock();
    try {
      const player = (await qa(mock.app, '/members', { kind: 'player' })).json<{ token: string }>().token;
      const list = async (app: TInMemoryMock['app'], auth: string) =>
        (await app.inject({ method: 'GET', url: GAMES_PATHS.pokerRooms, headers: withToken(auth) })).json()
          .value;
      const freshPlayer = (await qa(fresh.app, '/members', { kind: 'player' })).json<{ token: string }>()
        .token;
      expect(await list(mock.app, player)).toEqual(await list(fresh.app, freshPlayer));
    } finally {
      await fresh.close();
    }
    // A reset reseeds the database and a second mock migrates and seeds its own: over 5 s on a loaded CI machine.
  }, 20_000);

  it('needs a token', async () => {
    const response = await mock.app.inject({
      method: 'GET',
      url: GAMES_PATHS.pokerRooms,
      headers: { merchant: 'demo' },
    });
    expect(response.statusCode).toBe(401);
  });
});
