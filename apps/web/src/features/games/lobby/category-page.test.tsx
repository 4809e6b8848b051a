import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeViewport } from '../../../test/fake-viewport';
import { member, session, siteStatus } from '../../../test/fixtures';
import { gamePage, games, vendor, vendorCategory } from '../../../test/games-fixtures';
import { renderApp } from '../../../test/render-app';

const vendorsAnswer = () => ({
  categories: [
    vendorCategory(
      'RNG',
      [
        vendor({ vassalage: 'PG', displayName: 'PG Soft' }),
        vendor({ vassalage: 'CQ9', displayName: 'CQ9 Gaming' }),
      ],
      'Slots',
    ),
    vendorCategory('PVP', [vendor({ vassalage: 'KY', displayName: 'KY Poker', gameType: 'PVP' })], null),
  ],
});

const listInputs = (api: Awaited<ReturnType<typeof renderApp>>['api']) =>
  api.callsTo('games.list').map((call) => call.input);

const lastListInput = (api: Awaited<ReturnType<typeof renderApp>>['api']) => listInputs(api).at(-1);

const renderLobby = (path: string, handlers = {}) =>
  renderApp({
    path,
    handlers: {
      'games.vendors': vendorsAnswer,
      'games.list': () => gamePage(games(42, 'Slot'), 3),
      ...handlers,
    },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('category page (game-list centre)', () => {
  it('asks for the category, 42 games a page, and shows them', async () => {
    const { api } = await renderLobby('/rng');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(42);
    expect(listInputs(api)).toContainEqual({ gameType: 'RNG', pageNo: 1, pageSize: 42 });
  });

  it('keeps every tile and the news in the document while they are off screen', async () => {
    // A viewport in which nothing is in view: the page is not scrolled.
    installFakeViewport();
    await renderLobby('/rng', {
      'content.lobbyNews': () => ({
        items: [{ id: '1', title: 'New slot: Dragon Fortune', content: 'Out now.', publishedAt: 0 }],
      }),
    });
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(42);
    expect(screen.getByRole('list', { name: 'Slots games' }).children).toHaveLength(42);
    expect(screen.getByRole('article', { name: 'Slot 42' })).toBeInTheDocument();
    const news = within(screen.getByRole('region', { name: 'Lobby news' }));
    expect(await news.findByRole('heading', { name: 'New slot: Dragon Fortune' })).toBeInTheDocument();
  });

  it("toggles a favourite from a tile past the first view, through the grid's favourites", async () => {
    installFakeViewport();
    const { api, user } = await renderLobby('/rng', {
      'session.me': () => session(member()),
      'games.favouriteIds': () => ({ nodeIds: ['Slot-n40'] }),
      'games.removeFavourite': () => ({ nodeIds: [] }),
    });
    const tile = within(await screen.findByRole('article', { name: 'Slot 40' }));
    await user.click(await tile.findByRole('button', { name: 'Remove Slot 40 from favourites' }));
    expect(tile.getByRole('button', { name: 'Add Slot 40 to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() => expect(api.callsTo('games.removeFavourite')).toHaveLength(1));
    expect(api.callsTo('games.removeFavourite')[0]?.input).toEqual({ nodeId: 'Slot-n40' });
  });

  it('filters by vendor from the side menu and keeps it in ?vassalage=', async () => {
    const { api, user, router } = await renderLobby('/rng');
    const menu = within(await screen.findByRole('navigation', { name: 'Providers and lists' }));
    await user.click(await menu.findByRole('button', { name: 'CQ9 Gaming' }));
    await waitFor(() =>
      expect(lastListInput(api)).toEqual({ gameType: 'RNG', vassalage: 'CQ9', pageNo: 1, pageSize: 42 }),
    );
    expect(router.location.search).toBe('?vassalage=CQ9');
  });

  it('reads the vendor from ?vassalage=', async () => {
    const { api } = await renderLobby('/rng?vassalage=PG');
    await waitFor(() =>
      expect(listInputs(api)).toContainEqual({ gameType: 'RNG', vassalage: 'PG', pageNo: 1, pageSize: 42 }),
    );
    expect(await screen.findByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-current', 'true');
  });

  it('offers the slot filters with BG when TY is supported, and filters by them', async () => {
    const { api, user } = await renderLobby('/rng');
    const filters = within(await screen.findByRole('group', { name: 'Game type' }));
    expect(filters.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      'Jackpot',
      'Table games',
      'Arcade',
      'Scratch & music',
      'Video poker',
      'Bingo',
    ]);
    await user.click(filters.getByRole('button', { name: 'Jackpot' }));
    await waitFor(() =>
      expect(lastListInput(api)).toEqual({ gameType: 'RNG', gameClassify: 'JP', pageNo: 1, pageSize: 42 }),
    );
    expect(filters.getByRole('button', { name: 'Jackpot' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('leaves out the BG filter when TY is not supported', async () => {
    await renderLobby('/rng', {
      'system.status': () => siteStatus({ site: { ...siteStatus().site, languages: ['EN'] } }),
    });
    const filters = within(await screen.findByRole('group', { name: 'Game type' }));
    expect(filters.queryByRole('button', { name: 'Bingo' })).not.toBeInTheDocument();
  });

  it('has no slot filters outside /rng', async () => {
    await renderLobby('/fish');
    await screen.findAllByTestId('game-tile');
    expect(screen.queryByRole('group', { name: 'Game type' })).not.toBeInTheDocument();
  });

  it('searches by name once typing settles', async () => {
    const { api, user } = await renderLobby('/rng');
    await user.type(await screen.findByRole('searchbox', { name: 'Search games' }), 'dragon');
    await waitFor(() =>
      expect(lastListInput(api)).toEqual({ gameType: 'RNG', gameName: 'dragon', pageNo: 1, pageSize: 42 }),
    );
    // Debounced: no request for the partial words.
    expect(listInputs(api).filter((input) => (input as { gameName?: string }).gameName)).toHaveLength(1);
  });

  it('turns pages', async () => {
    const { api, user } = await renderLobby('/rng');
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastListInput(api)).toEqual({ gameType: 'RNG', pageNo: 2, pageSize: 42 }));
  });

  it('shows an empty state when nothing matches', async () => {
    await renderLobby('/rng', { 'games.list': () => gamePage([]) });
    expect(await screen.findByText('No games found')).toBeInTheDocument();
  });

  it('asks a guest to log in for favourites', async () => {
    const { user } = await renderLobby('/rng');
    await user.click(await screen.findByRole('button', { name: 'Favourites' }));
    expect(await screen.findByText('Log in to see the games you saved.')).toBeInTheDocument();
  });

  it("lists a member's favourites and recent games", async () => {
    const { user, api } = await renderLobby('/rng', {
      'session.me': () => session(member()),
      'games.favourites': () => gamePage(games(2, 'Fav')),
      'games.recent': () => ({ games: games(3, 'Recent') }),
    });
    await user.click(await screen.findByRole('button', { name: 'Favourites' }));
    expect(await screen.findByRole('article', { name: 'Fav 2' })).toBeInTheDocument();
    expect(api.callsTo('games.favourites')[0]?.input).toEqual({ pageNo: 1, pageSize: 42 });
    await user.click(screen.getByRole('button', { name: 'Recently played' }));
    expect(await screen.findByRole('article', { name: 'Recent 3' })).toBeInTheDocument();
  });

  it('lists poker rooms with their seats on /pvp for members', async () => {
    await renderLobby('/pvp', {
      'session.me': () => session(member()),
      'games.pokerRooms': () => ({
        rooms: [
          {
            roomId: 'r1',
            roomName: 'High Rollers',
            nodeId: 'p1',
            gameId: 'pg1',
            vassalage: 'KY',
            smallBlind: 100,
            bigBlind: 200,
            minBuyIn: 10000,
            maxBuyIn: 50000,
            seatCount: 9,
            seatedCount: 4,
          },
        ],
      }),
    });
    const room = within(await screen.findByRole('listitem', { name: 'High Rollers' }));
    expect(room.getByText('4/9 seats')).toBeInTheDocument();
    expect(room.getByRole('button', { name: 'Take a seat' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'KY Poker' })).toBeInTheDocument();
  });
});
