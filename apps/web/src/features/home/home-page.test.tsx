import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeViewport } from '../../test/fake-viewport';
import { games } from '../../test/games-fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('home page', () => {
  it('has every section in the document, with its data, before anything is scrolled into view', async () => {
    // A viewport in which nothing is in view: the page is not scrolled.
    installFakeViewport();
    await renderApp({
      handlers: {
        'games.hot': () => ({ games: games(6, 'Hot') }),
        'content.layoutPromotions': () => ({
          items: [
            { id: 'a', title: 'Promo a', imageUrl: null, startDate: Date.UTC(2025, 4, 1), endDate: null },
          ],
        }),
      },
    });
    // The first render compiles the lazy home chunks: allow for it.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Hot games' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'New games' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Jackpot games' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Latest promotions' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Take Lucky Pavilion with you' }),
    ).toBeInTheDocument();

    // Each section asks for its data at once rather than when scrolled to.
    const hot = within(screen.getByRole('region', { name: 'Hot games' }));
    expect(await hot.findByRole('article', { name: 'Hot 6' })).toBeInTheDocument();
    const promotions = within(screen.getByRole('region', { name: 'Latest promotions' }));
    expect(await promotions.findByRole('link', { name: /Promo a/ })).toHaveAttribute(
      'href',
      '/promotions#announcement-a',
    );
  });
});
