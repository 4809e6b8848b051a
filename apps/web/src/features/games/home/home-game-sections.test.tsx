import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { gamePage, games } from '../../../test/games-fixtures';
import { renderApp } from '../../../test/render-app';

describe('home game sections', () => {
  it('shows six hot, new and jackpot games with more links, asking for each list', async () => {
    const { api } = await renderApp({
      handlers: {
        'games.hot': () => ({ games: games(10, 'Hot') }),
        'games.list': (input) => gamePage(games(6, (input as { isNew?: boolean }).isNew ? 'New' : 'Jackpot')),
      },
    });
    // The first render compiles the lazy home chunks: allow for it.
    const hot = within(await screen.findByRole('region', { name: 'Hot games' }, { timeout: 10_000 }));
    expect(await hot.findAllByTestId('game-tile')).toHaveLength(6);
    // The visible text names the section too (a bare "More" is non-descriptive link text).
    expect(hot.getByRole('link', { name: 'More Hot games' })).toHaveTextContent('More Hot games');
    expect(hot.getByRole('link', { name: 'More Hot games' })).toHaveAttribute('href', '/hot');

    const fresh = within(screen.getByRole('region', { name: 'New games' }));
    expect(await fresh.findByRole('article', { name: 'New 6' })).toBeInTheDocument();
    expect(fresh.getByRole('link', { name: 'More New games' })).toHaveAttribute('href', '/rng');

    const jackpot = within(screen.getByRole('region', { name: 'Jackpot games' }));
    expect(await jackpot.findByRole('article', { name: 'Jackpot 1' })).toBeInTheDocument();
    expect(jackpot.getByRole('link', { name: 'More Jackpot games' })).toHaveAttribute('href', '/rng');

    await waitFor(() =>
      expect(api.callsTo('games.list').map((call) => call.input)).toEqual(
        expect.arrayContaining([
          { gameType: 'RNG', isNew: true, pageNo: 1, pageSize: 6 },
          { gameType: 'RNG', gameClassify: 'JP', pageNo: 1, pageSize: 6 },
        ]),
      ),
    );
  });

  it('shows the stored hot games at once after a reload', async () => {
    window.sessionStorage.setItem(
      'HOT_GAMES',
      JSON.stringify({ language: 'EN', data: { games: games(6, 'Stored') } }),
    );
    await renderApp({ handlers: { 'games.hot': () => new Promise(() => undefined) } });
    const hot = within(await screen.findByRole('region', { name: 'Hot games' }));
    expect(await hot.findByRole('article', { name: 'Stored 1' })).toBeInTheDocument();
  });

  it('asks again on a language change, still 300 ms apart', async () => {
    const asked: Array<{ list: string; at: number }> = [];
    await renderApp({
      handlers: {
        'games.hot': () => {
          asked.push({ list: 'hot', at: Date.now() });
          return { games: games(6, 'Hot') };
        },
        'games.list': (input) => {
          const isNew = Boolean((input as { isNew?: boolean }).isNew);
          asked.push({ list: isNew ? 'new' : 'jackpot', at: Date.now() });
          return gamePage(games(6, isNew ? 'New' : 'Jackpot'));
        },
      },
    });
    await waitFor(() => expect(asked.map((call) => call.list)).toEqual(['hot', 'new', 'jackpot']), {
      timeout: 10_000,
    });

    asked.length = 0;
    // Measured from the switch: a busy runner can answer the hot games late, never the others early
    // (less a few milliseconds: a timer's clock and Date.now() round differently).
    const switchedAt = Date.now();
    await changeLanguage('TY');
    await waitFor(() => expect(asked.map((call) => call.list)).toEqual(['hot', 'new', 'jackpot']));
    const [, fresh, jackpot] = asked;
    expect(fresh!.at - switchedAt).toBeGreaterThanOrEqual(295);
    expect(jackpot!.at - switchedAt).toBeGreaterThanOrEqual(595);
  });
});
