import { describe, expect, it } from 'vitest';
import { MemoryCacheStore } from '../../../cache/memory-cache-store.js';
import { TtlCache } from '../../../cache/ttl-cache.js';
import { callerWith, signedInCookie } from '../../../test/caller.js';
import { FakeClock } from '../../../test/fake-clock.js';
import { testConfig } from '../../../test/test-config.js';
import { UpstreamError } from '../../../upstream/upstream-error.js';

const rejected = (call: string, status: number, errorCode: string) =>
  new UpstreamError({ kind: 'rejected', call, status, errorCode });

const wireGame = (nodeId: number, extra: Record<string, unknown> = {}) => ({
  nodeId,
  gameId: nodeId + 1000,
  gameName: `Game ${nodeId}`,
  gameType: 'RNG',
  vassalage: 'PT',
  showIcon: `/static/cdn/TCG_PROD_IMAGES/GAME_ICON/${nodeId}.svg`,
  supportPlay: 0,
  ...extra,
});
const VENDOR_LANES = {
  data: {
    lanes: [
      {
        title: 'LIVE',
        name: 'Live',
        cards: [{ vassalage: 'AG', displayName: 'AG', gameType: 'LIVE', isGame: 'VASSALAGE' }],
      },
      {
        title: 'SPORTS',
        name: 'Sports',
        cards: [
          { vassalage: 'IBC', displayName: 'IBC', gameType: 'SPORTS', gameId: 1, nodeId: 2 },
          { vassalage: 'FB', displayName: 'FB', gameType: 'SPORTS', gameId: 3, nodeId: 4 },
        ],
      },
    ],
  },
};
const LAUNCHED = { content: { game_url: '/games/play/slot?launch=abc' } };
const member = () => signedInCookie('member-token', Date.now(), { memberType: 0 });
const trial = () => signedInCookie('trial-token', Date.now(), { memberType: 4 });

describe('games.vendors', () => {
  it('asks for the desktop lanes of the merchant without a token and groups them', async () => {
    const { caller, calls } = callerWith(
      { 'GET /wps/relay/GCSGAME_newGameVendor': { value: VENDOR_LANES } },
      { sessionCookie: member() },
    );
    const { categories } = await caller.games.vendors();
    expect(categories.map((c) => c.category)).toEqual(['FB', 'LIVE', 'SPORTS']);
    expect(categories[1]?.vendors[0]).toMatchObject({ vassalage: 'AG', opensGameList: true });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      token: undefined,
      query: { platform: 'html5-desktop', merchantCode: 'demo', language: 'EN' },
    });
  });

  it('is cached per merchant and language: other visitors of the same language make no call', async () => {
    const clock = new FakeClock();
    const cache = new TtlCache(new MemoryCacheStore(clock), 60_000, null, () => clock.now());
    const script = { 'GET /wps/relay/GCSGAME_newGameVendor': { value: VENDOR_LANES } };
    const first = callerWith(script, { cache, clock });
    const second = callerWith(script, { cache, clock, ip: '198.51.100.9' });
    const other = callerWith(script, { cache, clock, language: 'TY' });
    await first.caller.games.vendors();
    await second.caller.games.vendors();
    await other.caller.games.vendors();
    expect(first.calls).toHaveLength(1);
    expect(second.calls).toHaveLength(0);
    expect(other.calls).toHaveLength(1);
    clock.advance(60_000);
    await second.caller.games.vendors();
    expect(second.calls).toHaveLength(1);
  });
});

describe('games.hot and games.winners', () => {
  it('map the hot list and cache it', async () => {
    const { caller, calls } = callerWith({
      'GET /wps/relay/GCSGAME_hotGamesV2': {
        value: { list: [wireGame(1), wireGame(2, { supportPlay: 1 })] },
      },
    });
    const first = await caller.games.hot();
    await caller.games.hot();
    expect(first.games.map((g) => [g.nodeId, g.supportsTrial])).toEqual([
      ['1', true],
      ['2', false],
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toMatchObject({ merchantCode: 'demo', isPlatform: 2, language: 'EN' });
  });

  it('do not cache a failure', async () => {
    const { caller, calls } = callerWith({
      'GET /wps/relay/ODSFE2_getWinnerBoard': new UpstreamError({ kind: 'network', call: 'GET rank' }),
    });
    await expect(caller.games.winners()).rejects.toMatchObject({ errorData: { key: 'in_network_again' } });
    await expect(caller.games.winners()).rejects.toMatchObject({ errorData: { key: 'in_network_again' } });
    expect(calls).toHaveLength(2);
  });

  it('answer winners in minor units from the ALL board of 20', async () => {
    const { caller, calls } = callerWith({
      'GET /wps/relay/ODSFE2_getWinnerBoard': {
        value: { list: [{ vo: { customerName: 'de***er', winAmount: '1500.5', gameName: 'Lucky' } }] },
      },
    });
    expect(await caller.games.winners()).toEqual({
      winners: [
        {
          customerName: 'de***er',
          winAmount: 150050,
          gameName: 'Lucky',
          nodeId: null,
          vassalage: null,
          gameType: null,
          iconUrl: null,
        },
      ],
    });
    expect(calls[0]?.query).toEqual({ gameCategory: 'ALL', language: 'EN', limitNum: 20 });
  });
});

describe('games.list', () => {
  it('sends only the filters given, isNew as 1, and answers the page', async () => {
    const { caller, calls } = callerWith({
      'GET /wps/relay/GCSGAME_gameList': {
        value: { games: [wireGame(5, { isNew: 1 })], totalPages: 3, totalCount: 100 },
      },
    });
    const page = await caller.games.list({ gameType: 'RNG', gameClassify: 'JP', isNew: true, pageNo: 2 });
    expect(page).toMatchObject({
      pageNo: 2,
      totalPages: 3,
      totalCount: 100,
      games: [{ nodeId: '5', isNew: true }],
    });
    expect(calls[0]?.query).toEqual({
      clientType: 3,
      platform: 'flash,html5-desktop',
      merchant: 'demo',
      gameType: 'RNG',
      gameClassify: 'JP',
      isNew: 1,
      language: 'EN',
      pageNo: 2,
      pageSize: 42,
    });
  });

  it('drops an empty search and isNew false', async () => {
    const { caller, calls } = callerWith({
      'GET /wps/relay/GCSGAME_gameList': { value: { games: [] } },
    });
    await caller.games.list({ gameName: '  ', isNew: false });
    expect(calls[0]?.query).not.toHaveProperty('gameName');
    expect(calls[0]?.query).not.toHaveProperty('isNew');
  });
});

describe('favourites', () => {
  it('needs a login', async () => {
    const { caller, calls } = callerWith({});
    await expect(caller.games.favouriteIds()).rejects.toMatchObject({ errorData: { key: 'not_logged_in' } });
    expect(calls).toHaveLength(0);
  });

  it('adds with POST {nodeId, vendor, gameType} and answers the ids now', async () => {
    const { caller, calls } = callerWith(
      {
        'POST /wps/relay/MCSFE_addFavoriteGameV2': { value: null },
        'GET /wps/relay/MCSFE_getFavoriteGames': { value: [9001, '9002'] },
      },
      { sessionCookie: member() },
    );
    expect(await caller.games.addFavourite({ nodeId: '9001', vassalage: 'PT', gameType: 'RNG' })).toEqual({
      nodeIds: ['9001', '9002'],
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      token: 'member-token',
      body: { nodeId: '9001', vendor: 'PT', gameType: 'RNG' },
    });
  });

  it('removes with DELETE and a JSON body {nodeId}', async () => {
    const { caller, calls } = callerWith(
      {
        'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': { value: null },
        'GET /wps/relay/MCSFE_getFavoriteGames': { value: [] },
      },
      { sessionCookie: member() },
    );
    expect(await caller.games.removeFavourite({ nodeId: '9001' })).toEqual({ nodeIds: [] });
    expect(calls[0]).toMatchObject({ method: 'DELETE', body: { nodeId: '9001' } });
  });

  it('lists a page with the total from the ids', async () => {
    const { caller } = callerWith(
      {
        'GET /wps/relay/MCSFE_getFavoriteGamesList': {
          value: { content: [wireGame(1), wireGame(2)], pageNum: 1, totalPages: 2 },
        },
        'GET /wps/relay/MCSFE_getFavoriteGames': { value: [1, 2, 3] },
      },
      { sessionCookie: member() },
    );
    expect(await caller.games.favourites({ pageSize: 2 })).toMatchObject({
      pageNo: 1,
      totalPages: 2,
      totalCount: 3,
      games: [{ nodeId: '1' }, { nodeId: '2' }],
    });
  });
});

describe('games.pokerRooms and games.recent', () => {
  it('answer rooms in minor units and recent games in order', async () => {
    const { caller } = callerWith(
      {
        'GET /wps/relay/GLS2_roomList': {
          value: [
            {
              roomId: 1,
              roomName: 'R1',
              nodeId: 3,
              gameId: 4,
              vassalage: 'KY',
              smallBlind: 1,
              bigBlind: 2,
              minBuyIn: 100,
              maxBuyIn: 500,
              seatCount: 6,
              seatedCount: 2,
            },
          ],
        },
        'GET /wps/relay/GCS_recentGame': { value: [wireGame(8), wireGame(7)] },
      },
      { sessionCookie: member() },
    );
    expect((await caller.games.pokerRooms()).rooms[0]).toMatchObject({ bigBlind: 200, maxBuyIn: 50_000 });
    expect((await caller.games.recent()).games.map((g) => g.nodeId)).toEqual(['8', '7']);
  });
});

describe('launches', () => {
  it('launch sends the GLS launch mode and answers the game URL', async () => {
    const { caller, calls } = callerWith(
      { 'GET /wps/game/launchGame': { value: LAUNCHED } },
      { sessionCookie: member() },
    );
    expect(await caller.games.launch({ nodeId: '9001', gameId: '501', vassalage: 'PT' })).toEqual({
      url: '/games/play/slot?launch=abc',
    });
    expect(calls[0]).toMatchObject({
      token: 'member-token',
      query: {
        launchMode: 'GLS',
        confirmTrans: 0,
        gameId: '501',
        nodeId: '9001',
        vassalage: 'PT',
        merchantCode: 'demo',
        language: 'EN',
      },
    });
  });

  it.each([
    ['launch', { nodeId: '9001', gameId: '501', vassalage: 'PT' }],
    ['launchFb', undefined],
    ['launchLottery', { prizeMode: 'LOTT' }],
  ] as const)(
    '%s refuses a trial session with 403 in_need_true_account, without an upstream call',
    async (name, input) => {
      const { caller, calls } = callerWith({}, { sessionCookie: trial() });
      const procedures = caller.games as unknown as Record<string, (input: unknown) => Promise<unknown>>;
      await expect(procedures[name]?.(input)).rejects.toMatchObject({
        code: 'FORBIDDEN',
        errorData: { key: 'in_need_true_account' },
      });
      expect(calls).toHaveLength(0);
    },
  );

  it('launch needs a login', async () => {
    const { caller, calls } = callerWith({});
    await expect(caller.games.launch({ nodeId: '1', gameId: '2', vassalage: 'PT' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      errorData: { key: 'not_logged_in' },
    });
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['#727', 'system_busy', 'SERVICE_UNAVAILABLE'],
    ['#734', 'game_round_open', 'BAD_REQUEST'],
    ['game_maintenance', 'game_maintenance', 'BAD_REQUEST'],
    ['game_not_found', 'game_not_found', 'BAD_REQUEST'],
    ['insufficient_balance', 'insufficient_balance', 'BAD_REQUEST'],
  ])('an upstream %s becomes %s', async (upstreamCode, key, code) => {
    const { caller } = callerWith(
      {
        'GET /wps/game/launchGame': rejected(
          'GET launchGame',
          upstreamCode === '#727' ? 500 : 400,
          upstreamCode,
        ),
      },
      { sessionCookie: member() },
    );
    await expect(caller.games.launch({ nodeId: '1', gameId: '2', vassalage: 'PT' })).rejects.toMatchObject({
      code,
      errorData: { key },
    });
  });

  it('refuses a launch URL that is not root-relative or http(s)', async () => {
    const { caller } = callerWith(
      { 'GET /wps/game/launchGame': { value: { content: { game_url: 'javascript:alert(1)' } } } },
      { sessionCookie: member() },
    );
    await expect(caller.games.launch({ nodeId: '1', gameId: '2', vassalage: 'PT' })).rejects.toMatchObject({
      code: 'BAD_GATEWAY',
      errorData: { key: 'unknown_error' },
    });
  });

  it('launchLottery opens the lobby, or a game, with the launch mode of its prize mode', async () => {
    const { caller, calls } = callerWith(
      { 'GET /wps/game/launchGame': { value: LAUNCHED } },
      { sessionCookie: member() },
    );
    await caller.games.launchLottery({ prizeMode: 'LOTT' });
    await caller.games.launchLottery({ prizeMode: 'SEA', gameCode: 'SEA_5D' });
    await caller.games.launchLottery({ prizeMode: 'ELOTT', area: 'VN' });
    expect(calls[0]?.query).toMatchObject({
      launchMode: 'LOTT',
      lottoPrizeMode: 'LOTT',
      lottoView: 'lobby',
      backUrl: 'http://localhost:5173/lottery',
    });
    expect(calls[0]?.query).not.toHaveProperty('lottoGameCode');
    expect(calls[0]?.query).not.toHaveProperty('lottoArea');
    expect(calls[2]?.query).toMatchObject({
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoPrizeMode: 'ELOTT',
      backUrl: 'http://localhost:5173/vnLottery',
    });
    expect(calls[1]?.query).toMatchObject({
      launchMode: 'SEA_Tradition_Mobile',
      lottoPrizeMode: 'SEA',
      lottoGameCode: 'SEA_5D',
      lottoView: 'betting',
      backUrl: 'http://localhost:5173/seaLottery?gameCode=SEA_5D',
    });
  });

  it('launchLottery sends the back link on the public URL, never a request host', async () => {
    const { caller, calls } = callerWith(
      { 'GET /wps/game/launchGame': { value: LAUNCHED } },
      { sessionCookie: member(), config: testConfig({ PUBLIC_URL: 'https://play.example.com/app' }) },
    );
    await caller.games.launchLottery({ prizeMode: 'ELOTT', gameCode: 'VN_HANOI' });
    expect(calls[0]?.query).toMatchObject({ backUrl: 'https://play.example.com/lottery?gameCode=VN_HANOI' });
  });

  it('launchFb calls the FB launch for a real member', async () => {
    const { caller, calls } = callerWith(
      { 'GET /wps/relay/GCS_gameLaunchFB': { value: LAUNCHED } },
      { sessionCookie: member() },
    );
    expect(await caller.games.launchFb()).toEqual({ url: '/games/play/slot?launch=abc' });
    expect(calls[0]?.token).toBe('member-token');
  });

  it('trialLaunch works for guests and trial members, with game_url2 as the fallback', async () => {
    const script = {
      'GET /wps/relay/GCS_gameTrialLaunch': {
        value: { content: { game_url2: '/games/play/fish?launch=t' } },
      },
    };
    const guest = callerWith(script);
    expect(await guest.caller.games.trialLaunch({ nodeId: '9001', gameId: '501' })).toEqual({
      url: '/games/play/fish?launch=t',
    });
    expect(guest.calls[0]).toMatchObject({
      token: undefined,
      query: { gameId: '501', nodeId: '9001', platform: 'html5-desktop' },
    });
    const trialMember = callerWith(script, { sessionCookie: trial() });
    await trialMember.caller.games.trialLaunch({ nodeId: '9001', gameId: '501' });
    expect(trialMember.calls[0]?.token).toBe('trial-token');
  });
});

describe('game types', () => {
  it('map the vendors of each type', async () => {
    const { caller, calls } = callerWith({
      'GET /wps/relay/GCSGAME_getVassGameType': { value: { content: { RNG: { PT: ['JP', 'TG'] } } } },
    });
    expect(await caller.games.types()).toEqual({ types: { RNG: { PT: ['JP', 'TG'] } } });
    expect(calls.map((call) => call.query)).toEqual([{ typeId: 1, merchant_code: 'demo' }]);
  });
});
