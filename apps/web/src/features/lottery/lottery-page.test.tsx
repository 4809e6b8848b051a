import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCKET_CLIENT_EVENTS, SOCKET_EVENTS } from '@site/contracts/events';
import { setRealtimeTransport } from '../../lib/realtime';
import type { THandlers } from '../../test/fake-api';
import { fakeSocket } from '../../test/fake-socket';
import { member, session } from '../../test/fixtures';
import { vendor, vendorCategory } from '../../test/games-fixtures';
import { drawnDraw, lotteryGame, nearDraws, openDraw } from '../../test/lottery-results-fixtures';
import { pageOfRows } from '../../test/records-fixtures';
import { renderApp } from '../../test/render-app';
import { gameDay, shiftDay } from './model/game-clock';

const hanoi = lotteryGame();
const haiphong = lotteryGame({ gameCode: 'VN_HAIPHONG', gameName: 'Hai Phong', provinceName: 'Hai Phong' });
const hcmc = lotteryGame({
  gameCode: 'VN_HCMC',
  gameName: 'Ho Chi Minh',
  groupCode: 'VN_SOUTH',
  resultFormat: 'VN_SOUTH',
  region: 'SOUTH',
  provinceName: 'Ho Chi Minh',
});
const fast = lotteryGame({
  gameCode: 'LOTT_FAST_1M',
  gameName: 'Lucky Lotto 1 Minute',
  groupCode: 'FAST',
  vassalage: 'LOTT',
  region: null,
  provinceName: null,
  drawIntervalSeconds: 60,
});

const handlers = (elottVendors: string[], overrides: THandlers = {}): THandlers => ({
  'session.me': () => session(member()),
  'games.vendors': () => ({
    categories: [
      vendorCategory(
        'ELOTT',
        elottVendors.map((vassalage) => vendor({ vassalage, gameType: 'ELOTT' })),
      ),
    ],
  }),
  'games.launchLottery': ({ gameCode }) => ({ url: `/games/play/lottery?launch=${gameCode ?? 'lobby'}` }),
  'games.launchFb': () => ({ url: '/games/play/sportsbook?launch=fb' }),
  'lottery.menus': ({ area }) => ({
    groups:
      area === 'VN'
        ? [
            { groupCode: 'NORTH', name: 'Northern Lottery', games: [hanoi, haiphong] },
            { groupCode: 'SOUTH', name: 'Southern Lottery', games: [hcmc] },
          ]
        : [{ groupCode: 'FAST', name: 'Lucky Lotto', games: [fast] }],
  }),
  'lottery.recent': () => ({ games: [] }),
  'lottery.upcoming': () => ({
    games: [
      { ...hanoi, current: openDraw(3_725_000) },
      { ...haiphong, current: openDraw(90_000, { gameCode: 'VN_HAIPHONG' }) },
      { ...fast, current: openDraw(30_000, { gameCode: 'LOTT_FAST_1M' }) },
    ],
  }),
  'lottery.near': ({ gameCode }) =>
    nearDraws({
      previous: drawnDraw({ gameCode, gameName: gameCode === 'VN_HAIPHONG' ? 'Hai Phong' : 'Hanoi' }),
    }),
  'lottery.latestResults': () => ({
    draws: [
      drawnDraw(),
      drawnDraw({ gameCode: 'VN_HCMC', gameName: 'Ho Chi Minh', resultFormat: 'VN_SOUTH' }),
    ],
  }),
  'lottery.draws': ({ pageNo }) => ({
    rows: [drawnDraw({ drawCode: pageNo === 2 ? '20261123' : '20261124' })],
    pageNo: pageNo ?? 1,
    totalPages: 2,
    totalCount: 7,
  }),
  ...overrides,
});

afterEach(() => setRealtimeTransport(null));

describe('lottery pages', () => {
  it('shows the VN regions on /vnLottery and opens the first game in the ELOTT lobby', async () => {
    const { api } = await renderApp({ path: '/vnLottery', handlers: handlers(['TCG_LOTTO_VN']) });
    const menus = await screen.findByRole('navigation', { name: 'Games' });
    expect(await within(menus).findByRole('heading', { name: 'Northern Lottery' })).toBeInTheDocument();
    expect(within(menus).getByRole('heading', { name: 'Southern Lottery' })).toBeInTheDocument();
    expect(within(menus).getByRole('link', { name: /Hanoi/ })).toHaveAttribute('aria-current', 'true');
    expect(api.callsTo('lottery.menus')[0]?.input).toEqual({ prizeMode: 'ELOTT', area: 'VN' });
    expect(await screen.findByTestId('game-frame')).toHaveAttribute(
      'src',
      '/games/play/lottery?launch=VN_HANOI',
    );
    expect(api.callsTo('games.launchLottery')[0]?.input).toEqual({
      prizeMode: 'ELOTT',
      area: 'VN',
      gameCode: 'VN_HANOI',
    });
  });

  it('shows each game with the time left to bet on its draw', async () => {
    await renderApp({ path: '/vnLottery', handlers: handlers(['TCG_LOTTO_VN']) });
    const menus = await screen.findByRole('navigation', { name: 'Games' });
    await waitFor(() =>
      expect(within(menus).getByRole('link', { name: /Hai Phong/ })).toHaveTextContent(
        /Closes in 01:(29|30)/,
      ),
    );
    expect(within(menus).getByRole('link', { name: /Hanoi/ })).toHaveTextContent(/Closes in 1:02:0[45]/);
  });

  it('choosing a game puts it in the address, launches its lobby and shows its draw', async () => {
    const { api, router, user } = await renderApp({
      path: '/vnLottery',
      handlers: handlers(['TCG_LOTTO_VN']),
    });
    await screen.findByTestId('game-frame');
    await user.click(screen.getByRole('link', { name: /Hai Phong/ }));

    expect(router.location.search).toBe('?gameCode=VN_HAIPHONG');
    await waitFor(() =>
      expect(screen.getByTestId('game-frame')).toHaveAttribute(
        'src',
        '/games/play/lottery?launch=VN_HAIPHONG',
      ),
    );
    expect(api.callsTo('games.launchLottery').at(-1)?.input).toEqual({
      prizeMode: 'ELOTT',
      area: 'VN',
      gameCode: 'VN_HAIPHONG',
    });
    expect(screen.getByRole('link', { name: /Hai Phong/ })).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByRole('heading', { name: 'Hai Phong · draw 20261124' })).toBeInTheDocument();
    expect(api.callsTo('lottery.near').map((call) => call.input)).toContainEqual({ gameCode: 'VN_HAIPHONG' });
  });

  it('opens /lottery in LOTT prize mode with the groups, and counts down to the close', async () => {
    const { api } = await renderApp({ path: '/lottery', handlers: handlers(['TCG_SEA']) });
    await waitFor(() => expect(api.callsTo('games.launchLottery')).toHaveLength(1));
    expect(api.callsTo('games.launchLottery')[0]?.input).toEqual({
      prizeMode: 'LOTT',
      gameCode: 'LOTT_FAST_1M',
    });
    expect(api.callsTo('lottery.menus')[0]?.input).toEqual({ prizeMode: 'LOTT' });
    const current = await screen.findByTestId('current-draw');
    expect(current).toHaveTextContent('20261125');
    expect(within(current).getByRole('timer')).toHaveTextContent(/01:0[4-6]/);
    expect(screen.getByTestId('lottery-rebate')).toHaveTextContent('Lottery rebate 1%');
    expect(screen.getByRole('link', { name: 'All lottery results' })).toHaveAttribute(
      'href',
      '/lotteryResults?gameCode=LOTT_FAST_1M',
    );
  });

  it('says "Drawing…" once the draw has closed, then counts down to the next when it is drawn', async () => {
    const socket = fakeSocket();
    let isDrawn = false;
    await renderApp({
      path: '/lottery?gameCode=LOTT_FAST_1M',
      handlers: handlers([], {
        'lottery.near': () =>
          isDrawn
            ? nearDraws({ current: openDraw(50_000, { drawCode: '20261125-0043' }) })
            : nearDraws({
                current: openDraw(-1_000, { drawCode: '20261125-0042', drawAt: Date.now() + 4_000 }),
              }),
      }),
    });
    const current = await screen.findByTestId('current-draw');
    expect(within(current).getByRole('status')).toHaveTextContent('Drawing…');
    expect(within(current).queryByRole('timer')).not.toBeInTheDocument();
    expect(current).toHaveTextContent('20261125-0042');

    isDrawn = true;
    await waitFor(() => expect(socket.state.listener).not.toBeNull());
    socket.emit({
      name: SOCKET_EVENTS.lotteryDraw,
      payload: { draw: drawnDraw({ gameCode: 'LOTT_FAST_1M', drawCode: '20261125-0042' }) },
    });
    expect(await within(current).findByRole('timer')).toHaveTextContent(/00:(49|50)/);
    expect(current).toHaveTextContent('20261125-0043');
  });

  it('opens /seaLottery in SEA prize mode with the game asked for', async () => {
    const { api } = await renderApp({ path: '/seaLottery?gameCode=SEA5', handlers: handlers(['LOTT']) });
    await waitFor(() => expect(api.callsTo('games.launchLottery')).toHaveLength(1));
    expect(api.callsTo('games.launchLottery')[0]?.input).toEqual({ prizeMode: 'SEA', gameCode: 'SEA5' });
  });

  it("opens the member's lottery orders from the page", async () => {
    const { router, user } = await renderApp({
      path: '/vnLottery',
      handlers: handlers(['TCG_LOTTO_VN'], { 'lottery.orders': () => pageOfRows([]) }),
    });
    await user.click(await screen.findByRole('button', { name: 'My lottery orders' }));

    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    expect(await screen.findByText('No lottery orders for these dates.')).toBeInTheDocument();
    expect(router.location.search).toBe('?centre=lottery-orders');
  });

  it('shows the results of a day, a page at a time', async () => {
    const yesterday = shiftDay(gameDay(Date.now(), 'VN_NORTH'), -1);
    const weekAgo = shiftDay(yesterday, -6);
    const { api, router, user } = await renderApp({
      path: `/vnLottery?gameCode=VN_HANOI&date=${yesterday}`,
      handlers: handlers(['TCG_LOTTO_VN']),
    });
    const history = await screen.findByRole('region', { name: 'Results by day' });
    expect(await within(history).findByRole('heading', { name: 'Draw 20261124' })).toBeInTheDocument();
    expect(api.callsTo('lottery.draws')[0]?.input).toEqual({
      gameCode: 'VN_HANOI',
      date: yesterday,
      pageNo: 1,
      pageSize: 6,
    });

    await user.click(within(history).getByRole('button', { name: 'Page 2' }));
    expect(await within(history).findByRole('heading', { name: 'Draw 20261123' })).toBeInTheDocument();
    expect(api.callsTo('lottery.draws').at(-1)?.input).toMatchObject({ pageNo: 2 });

    fireEvent.change(within(history).getByLabelText(/Day/), { target: { value: weekAgo } });
    await waitFor(() => expect(router.location.search).toBe(`?gameCode=VN_HANOI&date=${weekAgo}`));
    // Another day starts at its first page.
    await waitFor(() =>
      expect(api.callsTo('lottery.draws').at(-1)?.input).toEqual({
        gameCode: 'VN_HANOI',
        date: weekAgo,
        pageNo: 1,
        pageSize: 6,
      }),
    );
  });

  it('offers only the days of the results history', async () => {
    const today = gameDay(Date.now(), 'VN_NORTH');
    await renderApp({
      path: '/vnLottery?gameCode=VN_HANOI&date=2000-01-01',
      handlers: handlers(['TCG_LOTTO_VN']),
    });
    const history = await screen.findByRole('region', { name: 'Results by day' });
    const day = within(history).getByLabelText(/Day/);
    expect(day).toHaveValue(today);
    expect(day).toHaveAttribute('max', today);
    expect(day).toHaveAttribute('min', shiftDay(today, -59));
  });

  it('watches the game live: a draw updates the board without a reload, and the watch follows the page', async () => {
    const socket = fakeSocket();
    let drawCode = '20261124';
    const { api, router, user } = await renderApp({
      path: '/vnLottery?gameCode=VN_HANOI',
      handlers: handlers(['TCG_LOTTO_VN'], {
        'lottery.near': () => nearDraws({ previous: drawnDraw({ drawCode }) }),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Hanoi · draw 20261124' })).toBeInTheDocument();
    await waitFor(() =>
      expect(socket.state.sent).toContainEqual({
        name: SOCKET_CLIENT_EVENTS.lotteryWatch,
        payload: { gameCode: 'VN_HANOI' },
      }),
    );
    const asked = (path: 'lottery.draws' | 'lottery.upcoming' | 'lottery.latestResults') =>
      api.callsTo(path).length;
    const askedBefore = {
      draws: asked('lottery.draws'),
      upcoming: asked('lottery.upcoming'),
      latest: asked('lottery.latestResults'),
    };

    drawCode = '20261125';
    socket.emit({ name: SOCKET_EVENTS.lotteryDraw, payload: { draw: drawnDraw({ drawCode }) } });
    expect(await screen.findByRole('heading', { name: 'Hanoi · draw 20261125' })).toBeInTheDocument();
    // The history, the menus' countdowns and the lobby's latest results are read again too.
    await waitFor(() => expect(asked('lottery.draws')).toBeGreaterThan(askedBefore.draws));
    await waitFor(() => expect(asked('lottery.upcoming')).toBeGreaterThan(askedBefore.upcoming));
    await waitFor(() => expect(asked('lottery.latestResults')).toBeGreaterThan(askedBefore.latest));

    // A reconnected socket is a new one to the gateway: the watch is sent again, and draws missed meanwhile are read.
    socket.state.sent.length = 0;
    const nearAsked = api.callsTo('lottery.near').length;
    socket.reconnect();
    expect(socket.state.sent).toContainEqual({
      name: SOCKET_CLIENT_EVENTS.lotteryWatch,
      payload: { gameCode: 'VN_HANOI' },
    });
    await waitFor(() => expect(api.callsTo('lottery.near').length).toBeGreaterThan(nearAsked));

    await user.click(screen.getByRole('link', { name: /Hai Phong/ }));
    expect(router.location.search).toBe('?gameCode=VN_HAIPHONG');
    await waitFor(() =>
      expect(socket.state.sent.slice(-2)).toEqual([
        { name: SOCKET_CLIENT_EVENTS.lotteryUnwatch, payload: { gameCode: 'VN_HANOI' } },
        { name: SOCKET_CLIENT_EVENTS.lotteryWatch, payload: { gameCode: 'VN_HAIPHONG' } },
      ]),
    );
  });

  it('lists the latest results of the lobby', async () => {
    await renderApp({ path: '/vnLottery', handlers: handlers(['TCG_LOTTO_VN']) });
    const latest = await screen.findByRole('region', { name: 'Latest results' });
    const row = await within(latest).findByRole('row', { name: /Ho Chi Minh/ });
    expect(row).toHaveTextContent('20261124');
    expect(within(row).getByRole('link', { name: 'Ho Chi Minh' })).toHaveAttribute(
      'href',
      '/vnLottery?gameCode=VN_HCMC',
    );
  });

  it('embeds FB sports on /fbSports', async () => {
    await renderApp({ path: '/fbSports', handlers: handlers([]) });
    expect(await screen.findByTestId('game-frame')).toHaveAttribute(
      'src',
      '/games/play/sportsbook?launch=fb',
    );
  });

  it('sends a guest from the lottery to log in', async () => {
    const { router } = await renderApp({ path: '/lottery' });
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });
});
