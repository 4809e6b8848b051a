import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, insertTestGames, TEST_GAMES, walletFigures } from '../../../test/play-fixtures.js';
import {
  createInMemoryMock,
  MERCHANT_HEADERS,
  type TInMemoryMock,
  withToken,
} from '../../../test/test-app.js';

let mock: TInMemoryMock;

beforeAll(async () => {
  mock = await createInMemoryMock();
  insertTestGames(mock.db);
});
afterAll(() => mock.close());

const get = (url: string, headers: Record<string, string>) =>
  mock.app.inject({ method: 'GET', url, headers });
const tokenOf = (gameUrl: string) => new URL(gameUrl, 'http://x').searchParams.get('launch') ?? '';

describe('game launches', () => {
  it('answers #727 as HTTP 500 without a launchMode', async () => {
    const member = await createMember(mock.app, 'player');
    const reply = await get(`/wps/game/launchGame?nodeId=${TEST_GAMES.slot.nodeId}`, withToken(member.token));
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toMatchObject({ success: false, errorCode: '#727', message: '#727 system busy' });
  });

  it('refuses trial members, unknown games and games under maintenance', async () => {
    const trial = await createMember(mock.app, 'trial');
    const trialReply = await get(
      `/wps/game/launchGame?launchMode=GLS&nodeId=${TEST_GAMES.slot.nodeId}`,
      withToken(trial.token),
    );
    expect(trialReply.statusCode).toBe(403);
    expect(trialReply.json().errorCode).toBe('in_need_true_account');
    const player = await createMember(mock.app, 'player');
    const unknown = await get('/wps/game/launchGame?launchMode=GLS&nodeId=NOPE', withToken(player.token));
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([400, 'game_not_found']);
    const down = await get(
      `/wps/game/launchGame?launchMode=GLS&nodeId=${TEST_GAMES.down.nodeId}`,
      withToken(player.token),
    );
    expect([down.statusCode, down.json().errorCode]).toEqual([400, 'game_maintenance']);
    expect((await get('/wps/game/launchGame?launchMode=GLS&nodeId=x', MERCHANT_HEADERS)).statusCode).toBe(
      401,
    );
  });

  it('launches a real game, records it as recent and serves its page', async () => {
    const player = await createMember(mock.app, 'player', 50_000);
    const reply = await get(
      `/wps/game/launchGame?launchMode=GLS&nodeId=${TEST_GAMES.slot.nodeId}&language=TY`,
      withToken(player.token),
    );
    expect(reply.statusCode).toBe(200);
    const gameUrl: string = reply.json().value.content.game_url;
    expect(gameUrl).toMatch(/^\/games\/play\/slot\?launch=[0-9a-f]{64}$/);
    const recent = mock.db.$client
      .prepare(
        'SELECT COUNT(*) AS n FROM recent_games r JOIN members m ON m.id = r.member_id WHERE m.username = ?',
      )
      .get(player.username) as { n: number };
    expect(recent.n).toBe(1);
    const page = await get(gameUrl, {});
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('lang="tl"');
    expect(page.body).not.toMatch(/<script>|<style|style="/);
    const session = await get('/games/api/session', { 'x-launch-token': tokenOf(gameUrl) });
    expect(session.json()).toMatchObject({
      mode: 'real',
      balanceMinor: 50_000,
      language: 'TY',
      game: { engine: 'slot' },
      fair: { nonce: 0 },
    });
    expect(session.json().fair.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await get('/games/assets/slot.js', {})).statusCode).toBe(200);
    expect((await get('/games/assets/..%2Fapp.ts', {})).statusCode).toBe(404);
  });

  it('opens the lottery lobby for LOTT and SEA launch modes', async () => {
    const player = await createMember(mock.app, 'player');
    for (const mode of ['LOTT', 'SEA_Tradition_Mobile']) {
      const reply = await get(`/wps/game/launchGame?launchMode=${mode}`, withToken(player.token));
      expect(reply.statusCode).toBe(200);
      expect(reply.json().value.content.game_url).toMatch(/^\/games\/play\/lottery\?launch=/);
    }
    const byCode = await get(
      `/wps/game/launchGame?launchMode=LOTT&lottoGameCode=${TEST_GAMES.lottery.nodeId}-G`,
      withToken(player.token),
    );
    expect(byCode.statusCode).toBe(200);
  });

  it('trial launches play with 2,000.00 demo credit and never touch the real wallet', async () => {
    const noTrial = await get(
      `/wps/relay/GCS_gameTrialLaunch?nodeId=${TEST_GAMES.slotNoTrial.nodeId}`,
      MERCHANT_HEADERS,
    );
    expect([noTrial.statusCode, noTrial.json().errorCode]).toEqual([400, 'function.not.available']);

    const player = await createMember(mock.app, 'player', 7_000);
    const reply = await get(
      `/wps/relay/GCS_gameTrialLaunch?nodeId=${TEST_GAMES.slot.nodeId}`,
      withToken(player.token),
    );
    expect(reply.statusCode).toBe(200);
    const token = tokenOf(reply.json().value.content.game_url);
    const headers = { 'x-launch-token': token };
    expect((await get('/games/api/session', headers)).json()).toMatchObject({
      mode: 'trial',
      balanceMinor: 200_000,
    });
    let winsMinor = 0;
    for (let i = 0; i < 5; i += 1) {
      const spin = await mock.app.inject({
        method: 'POST',
        url: '/games/api/slot/spin',
        headers,
        payload: { betMinor: 1_000 },
      });
      expect(spin.statusCode).toBe(200);
      winsMinor += spin.json().winMinor;
    }
    expect(walletFigures(mock.db, player.username)).toMatchObject({
      balanceMinor: 7_000,
      ledgerSumMinor: 7_000,
    });
    const session = (await get('/games/api/session', headers)).json();
    expect(session.balanceMinor).toBe(200_000 - 5 * 1_000 + winsMinor);
    // A guest may play a trial too.
    const guest = await get(
      `/wps/relay/GCS_gameTrialLaunch?nodeId=${TEST_GAMES.fish.nodeId}`,
      MERCHANT_HEADERS,
    );
    expect(guest.statusCode).toBe(200);
  });
});

describe('game pages', () => {
  it('plays a slot round over HTTP and recomputes it on the verify page after rotation', async () => {
    const player = await createMember(mock.app, 'player', 10_000);
    const launch = await get(
      `/wps/game/launchGame?launchMode=GLS&nodeId=${TEST_GAMES.slot.nodeId}`,
      withToken(player.token),
    );
    const headers = { 'x-launch-token': tokenOf(launch.json().value.content.game_url) };
    await mock.app.inject({
      method: 'POST',
      url: '/games/api/fair/client-seed',
      headers,
      payload: { clientSeed: 'lucky' },
    });
    const spin = (
      await mock.app.inject({
        method: 'POST',
        url: '/games/api/slot/spin',
        headers,
        payload: { betMinor: 200 },
      })
    ).json();
    expect(spin.balanceMinor).toBe(10_000 - 200 + spin.winMinor);
    expect(spin.fair).toMatchObject({ clientSeed: 'lucky', nonce: 0 });
    const rotation = (
      await mock.app.inject({ method: 'POST', url: '/games/api/fair/rotate', headers, payload: {} })
    ).json();
    expect(rotation.previousHash).toBe(spin.fair.serverSeedHash);
    const verify = await get(
      `/games/fair/verify?engine=slot&serverSeed=${rotation.revealedServerSeed}&clientSeed=lucky&nonce=0&rtp=9650`,
      {},
    );
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain(`Stops: ${spin.outcome.stops.join(', ')}`);
    expect(verify.body).toContain(spin.fair.serverSeedHash);
  });

  it('plays fish shots and a bingo card', async () => {
    const player = await createMember(mock.app, 'player', 100_000);
    const open = async (nodeId: string) =>
      ({
        'x-launch-token': tokenOf(
          (await get(`/wps/game/launchGame?launchMode=GLS&nodeId=${nodeId}`, withToken(player.token))).json()
            .value.content.game_url,
        ),
      }) as Record<string, string>;
    const fish = await open(TEST_GAMES.fish.nodeId);
    const shot = await mock.app.inject({
      method: 'POST',
      url: '/games/api/fish/shoot',
      headers: fish,
      payload: { betMinor: 100, fish: 'shark' },
    });
    expect(shot.statusCode).toBe(200);
    expect([0, 5_000]).toContain(shot.json().winMinor);

    const bingo = await open(TEST_GAMES.bingo.nodeId);
    const card = (
      await mock.app.inject({
        method: 'POST',
        url: '/games/api/bingo/buy',
        headers: bingo,
        payload: { betMinor: 100 },
      })
    ).json();
    expect(card.card).toHaveLength(5);
    const drawn = (
      await mock.app.inject({
        method: 'POST',
        url: '/games/api/bingo/draw',
        headers: bingo,
        payload: { roundId: card.roundId },
      })
    ).json();
    expect(drawn.balls).toHaveLength(30);
    expect(drawn.card).toEqual(card.card);
  });
});
