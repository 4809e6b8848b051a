import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCKET_CLIENT_EVENTS, SOCKET_EVENTS } from '@site/contracts/events';
import { setRealtimeTransport } from '../../../lib/realtime';
import { apiError, type THandlers } from '../../../test/fake-api';
import { fakeSocket } from '../../../test/fake-socket';
import { drawnDraw, lotteryRules } from '../../../test/lottery-results-fixtures';
import { renderApp } from '../../../test/render-app';
import { formatDay, gameDay } from '../model/game-clock';

const hanoi = lotteryRules();
const hcmc = lotteryRules({
  gameCode: 'VN_HCMC',
  gameName: 'Ho Chi Minh',
  groupCode: 'VN_SOUTH',
  resultFormat: 'VN_SOUTH',
  region: 'SOUTH',
  provinceName: 'Ho Chi Minh',
});
const magnum = lotteryRules({
  gameCode: 'SEA_4D_MAGNUM',
  gameName: 'Magnum 4D',
  groupCode: 'SEA_4D',
  vassalage: 'TCG_SEA',
  resultFormat: 'SEA_4D',
  region: null,
  provinceName: null,
  prizeModes: ['SEA'],
});

/** A visitor's handlers (no session): only public procedures answer. */
const handlers = (overrides: THandlers = {}): THandlers => ({
  'lottery.rules': () => ({ games: [hanoi, hcmc, magnum] }),
  'lottery.draws': ({ gameCode }) => ({
    rows:
      gameCode === 'SEA_4D_MAGNUM'
        ? [drawnDraw({ gameCode, gameName: 'Magnum 4D', resultFormat: 'SEA_4D', drawCode: '20261125' })]
        : [drawnDraw({ drawCode: '20261124' }), drawnDraw({ drawCode: '20261121' })],
    pageNo: 1,
    totalPages: 1,
    totalCount: 2,
  }),
  ...overrides,
});

afterEach(() => setRealtimeTransport(null));

describe('lottery results page', () => {
  it("shows a visitor the first game's draws of today, as boards", async () => {
    const { api, router } = await renderApp({ path: '/lotteryResults', handlers: handlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery results' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('result-board')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Draw 20261121' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/lotteryResults');
    expect(api.callsTo('lottery.draws')[0]?.input).toEqual({
      gameCode: 'VN_HANOI',
      date: gameDay(Date.now(), 'VN_NORTH'),
      pageNo: 1,
      pageSize: 6,
    });
  });

  it('groups the games by region or group, and shows the one picked', async () => {
    const { api, router, user } = await renderApp({ path: '/lotteryResults', handlers: handlers() });
    const picker = await screen.findByRole('combobox', { name: 'Game' });
    const groups = within(picker).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([
      'Northern Lottery',
      'Southern Lottery',
      '4D',
    ]);
    expect(within(groups[2]!).getByRole('option', { name: 'Magnum 4D' })).toBeInTheDocument();

    await user.selectOptions(picker, 'SEA_4D_MAGNUM');
    expect(router.location.search).toBe('?gameCode=SEA_4D_MAGNUM');
    expect(await screen.findByRole('heading', { name: 'Draw 20261125' })).toBeInTheDocument();
    // Its day is the game's own (UTC+8).
    expect(api.callsTo('lottery.draws').at(-1)?.input).toMatchObject({
      gameCode: 'SEA_4D_MAGNUM',
      date: gameDay(Date.now(), 'SEA_4D'),
    });
  });

  it('says when a day had no draws', async () => {
    await renderApp({
      path: '/lotteryResults?gameCode=VN_HCMC',
      handlers: handlers({ 'lottery.draws': () => ({ rows: [], pageNo: 1, totalPages: 0, totalCount: 0 }) }),
    });
    expect(
      await screen.findByText(`No draws on ${formatDay(gameDay(Date.now(), 'VN_SOUTH'))}.`),
    ).toBeInTheDocument();
  });

  it('says when the games cannot be loaded, and tries again', async () => {
    let fails = true;
    const { user } = await renderApp({
      path: '/lotteryResults',
      handlers: handlers({
        'lottery.rules': () => {
          if (fails) throw apiError({ key: 'system_busy' }, 503);
          return { games: [hanoi] };
        },
      }),
    });
    expect(await screen.findByText('The lottery games could not be loaded.')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('result-board')).toHaveLength(2);
  });

  it('watches the game shown: a new draw appears without a reload', async () => {
    const socket = fakeSocket();
    let rows = [drawnDraw({ drawCode: '20261124' })];
    await renderApp({
      path: '/lotteryResults?gameCode=VN_HANOI',
      handlers: handlers({
        'lottery.draws': () => ({ rows, pageNo: 1, totalPages: 1, totalCount: rows.length }),
      }),
    });
    expect(await screen.findAllByTestId('result-board')).toHaveLength(1);
    await waitFor(() =>
      expect(socket.state.sent).toContainEqual({
        name: SOCKET_CLIENT_EVENTS.lotteryWatch,
        payload: { gameCode: 'VN_HANOI' },
      }),
    );

    const draw = drawnDraw({ drawCode: '20261125' });
    rows = [draw, ...rows];
    socket.emit({ name: SOCKET_EVENTS.lotteryDraw, payload: { draw } });
    expect(await screen.findByRole('heading', { name: 'Draw 20261125' })).toBeInTheDocument();
  });

  it('is linked from the footer', async () => {
    const { router, user } = await renderApp({ path: '/', handlers: handlers() });
    await user.click(await screen.findByRole('link', { name: 'Lottery results' }));
    expect(router.location.pathname).toBe('/lotteryResults');
    expect(await screen.findAllByTestId('result-board')).toHaveLength(2);
  });
});
