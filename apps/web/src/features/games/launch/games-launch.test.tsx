import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/fake-api';
import { member, session } from '../../../test/fixtures';
import { game, gamePage, games, vendor, vendorCategory } from '../../../test/games-fixtures';
import { lotteryGame, lotteryPageHandlers } from '../../../test/lottery-results-fixtures';
import { renderApp } from '../../../test/render-app';

const dragon = game({ nodeId: 'n1', gameId: 'g1', vassalage: 'PG', name: 'Lucky Dragon' });
const asMember = { 'session.me': () => session(member()) };

const startDragon = async (user: Awaited<ReturnType<typeof renderApp>>['user']) => {
  const tile = within(await screen.findByRole('article', { name: 'Lucky Dragon' }));
  await user.click(tile.getByRole('button', { name: 'Start now' }));
};

describe('game launch', () => {
  it('plays a game in the popup and refreshes the balance when it closes', async () => {
    const { user, api } = await renderApp({
      path: '/hot',
      handlers: {
        ...asMember,
        'games.list': () => gamePage([dragon]),
        'games.launch': () => ({ url: '/games/play/slot?launch=abc' }),
      },
    });
    await startDragon(user);
    const dialog = within(await screen.findByRole('dialog', { name: 'Lucky Dragon' }));
    expect(await dialog.findByTestId('game-frame')).toHaveAttribute('src', '/games/play/slot?launch=abc');
    expect(dialog.getByTitle('Lucky Dragon')).toBe(dialog.getByTestId('game-frame'));
    expect(api.callsTo('games.launch')[0]?.input).toEqual({ nodeId: 'n1', gameId: 'g1', vassalage: 'PG' });

    await waitFor(() => expect(api.callsTo('wallet.balance').length).toBeGreaterThan(0));
    const balanceCalls = api.callsTo('wallet.balance').length;
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(api.callsTo('wallet.balance').length).toBeGreaterThan(balanceCalls));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts a free trial for a guest with the demo launch', async () => {
    const { user, api } = await renderApp({
      path: '/hot',
      handlers: {
        'games.list': () => gamePage([dragon]),
        'games.trialLaunch': () => ({ url: '/games/play/slot?launch=demo' }),
      },
    });
    const tile = within(await screen.findByRole('article', { name: 'Lucky Dragon' }));
    await user.click(tile.getByRole('button', { name: 'Free trial' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lucky Dragon' }));
    expect(await dialog.findByTestId('game-frame')).toHaveAttribute('src', '/games/play/slot?launch=demo');
    expect(api.callsTo('games.trialLaunch')[0]?.input).toEqual({ nodeId: 'n1', gameId: 'g1' });
    expect(api.callsTo('games.launch')).toHaveLength(0);
  });

  it('stops a trial account with the real-account notice', async () => {
    const { user, api } = await renderApp({
      path: '/hot',
      handlers: {
        'session.me': () => session(member({ type: 4, isTrial: true })),
        'games.list': () => gamePage([dragon]),
      },
    });
    await startDragon(user);
    expect(await screen.findByText('Please register an account first.')).toBeInTheDocument();
    expect(api.callsTo('games.launch')).toHaveLength(0);
  });

  it('suggests hot games when the game is under maintenance', async () => {
    const { user } = await renderApp({
      path: '/hot',
      handlers: {
        ...asMember,
        'games.list': () => gamePage([dragon]),
        'games.hot': () => ({ games: [dragon, ...games(8, 'Hot')] }),
        'games.launch': () => Promise.reject(apiError({ key: 'game_maintenance' })),
      },
    });
    await startDragon(user);
    const dialog = within(await screen.findByRole('dialog', { name: 'Game maintenance' }));
    expect(
      dialog.getByText('This game is under maintenance. Please try another hot game.'),
    ).toBeInTheDocument();
    const suggested = await dialog.findAllByTestId('game-tile');
    // Six hot games, never the one under maintenance.
    expect(suggested.map((tile) => tile.querySelector('h3')?.textContent)).toEqual(
      games(6, 'Hot').map((item) => item.name),
    );
  });

  it('shows other launch errors from the catalogue', async () => {
    const { user } = await renderApp({
      path: '/hot',
      handlers: {
        ...asMember,
        'games.list': () => gamePage([dragon]),
        'games.launch': () => Promise.reject(apiError({ key: 'system_busy' }, 500)),
      },
    });
    await startDragon(user);
    const dialog = within(await screen.findByRole('dialog', { name: 'Notice' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(/.+/);
  });

  it("opens a VASSALAGE vendor's game list in a popup", async () => {
    const ag = vendor({ vassalage: 'AG', displayName: 'AG Live', gameType: 'SPORTS', opensGameList: true });
    const { user, api } = await renderApp({
      path: '/sports',
      handlers: {
        ...asMember,
        'games.vendors': () => ({ categories: [vendorCategory('SPORTS', [ag], 'Sports')] }),
        'games.list': () => gamePage(games(3, 'Table')),
      },
    });
    const card = within(await screen.findByRole('article', { name: 'AG Live' }));
    await user.click(card.getByRole('button', { name: 'Play now' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'AG Live' }));
    expect(await dialog.findAllByTestId('game-tile')).toHaveLength(3);
    expect(api.callsTo('games.list').at(-1)?.input).toEqual({
      gameType: 'SPORTS',
      vassalage: 'AG',
      pageNo: 1,
      pageSize: 42,
    });
  });

  it('sends a lottery game to /lottery with its game code', async () => {
    const { user, router } = await renderApp({
      path: '/lott',
      handlers: {
        ...asMember,
        'games.list': () =>
          gamePage([game({ name: 'Mega Draw', vassalage: 'LOTT', gameType: 'LOTT', gameId: 'MEGA' })]),
        'games.launchLottery': () => ({ url: '/games/play/lottery?launch=l1' }),
        ...lotteryPageHandlers(lotteryGame({ gameCode: 'MEGA', gameName: 'Mega Draw', vassalage: 'LOTT' })),
      },
    });
    const tile = within(await screen.findByRole('article', { name: 'Mega Draw' }));
    await user.click(tile.getByRole('button', { name: 'Start now' }));
    await waitFor(() => expect(router.location.pathname).toBe('/lottery'));
    expect(router.location.search).toBe('?gameCode=MEGA');
  });
});
