import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TOutputOf } from '../../../test/fake-api';
import { member, session } from '../../../test/fixtures';
import { game, gamePage } from '../../../test/games-fixtures';
import { renderApp } from '../../../test/render-app';

const dragon = game({ nodeId: 'n1', gameId: 'g1', name: 'Lucky Dragon', supportsTrial: true });
const baccarat = game({ nodeId: 'n2', gameId: 'g2', name: 'Royal Baccarat', supportsTrial: false });
const listHandler = () => gamePage([dragon, baccarat]);

const tile = async (name: string) => within(await screen.findByRole('article', { name }));

describe('game tile', () => {
  it('offers a free trial only when the game supports it', async () => {
    await renderApp({ path: '/hot', handlers: { 'games.list': listHandler } });
    const withTrial = await tile('Lucky Dragon');
    const withoutTrial = await tile('Royal Baccarat');
    expect(withTrial.getByRole('button', { name: 'Start now' })).toBeInTheDocument();
    expect(withTrial.getByRole('button', { name: 'Free trial' })).toBeInTheDocument();
    expect(withoutTrial.getByRole('button', { name: 'Start now' })).toBeInTheDocument();
    expect(withoutTrial.queryByRole('button', { name: 'Free trial' })).not.toBeInTheDocument();
  });

  it('sends a guest who taps the heart to log in', async () => {
    const { user, router, api } = await renderApp({ path: '/hot', handlers: { 'games.list': listHandler } });
    await user.click(
      (await tile('Lucky Dragon')).getByRole('button', { name: 'Add Lucky Dragon to favourites' }),
    );
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(api.callsTo('games.addFavourite')).toHaveLength(0);
  });

  it('removes a favourite at once, then tells the server', async () => {
    let answerRemoval: (value: TOutputOf<'games.removeFavourite'>) => void = () => undefined;
    const { user, api } = await renderApp({
      path: '/hot',
      handlers: {
        'session.me': () => session(member()),
        'games.list': listHandler,
        'games.favouriteIds': () => ({ nodeIds: ['n1'] }),
        'games.removeFavourite': () =>
          new Promise<TOutputOf<'games.removeFavourite'>>((resolve) => (answerRemoval = resolve)),
      },
    });
    const heart = await (
      await tile('Lucky Dragon')
    ).findByRole('button', {
      name: 'Remove Lucky Dragon from favourites',
    });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    // The server has not answered yet, and the heart is already off.
    expect(
      (await tile('Lucky Dragon')).getByRole('button', { name: 'Add Lucky Dragon to favourites' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.callsTo('games.removeFavourite')).toHaveLength(1));
    expect(api.callsTo('games.removeFavourite')[0]?.input).toEqual({ nodeId: 'n1' });
    answerRemoval({ nodeIds: [] });
  });

  it('adds favourites at most once per second', async () => {
    const now = vi.spyOn(Date, 'now');
    let time = 1_000_000;
    now.mockImplementation(() => time);
    const { user, api } = await renderApp({
      path: '/hot',
      handlers: {
        'session.me': () => session(member()),
        'games.list': listHandler,
        'games.addFavourite': (input) => ({ nodeIds: [(input as { nodeId: string }).nodeId] }),
      },
    });
    await user.click(
      (await tile('Lucky Dragon')).getByRole('button', { name: 'Add Lucky Dragon to favourites' }),
    );
    await user.click(
      (await tile('Royal Baccarat')).getByRole('button', { name: 'Add Royal Baccarat to favourites' }),
    );
    await waitFor(() => expect(api.callsTo('games.addFavourite')).toHaveLength(1));
    expect(api.callsTo('games.addFavourite')[0]?.input).toEqual({
      nodeId: 'n1',
      vassalage: 'PG',
      gameType: 'RNG',
    });

    time += 1000;
    await user.click(
      (await tile('Royal Baccarat')).getByRole('button', { name: 'Add Royal Baccarat to favourites' }),
    );
    await waitFor(() => expect(api.callsTo('games.addFavourite')).toHaveLength(2));
  });
});
