import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

describe('lobby news', () => {
  it("shows the lobby's news, newest first, with their time", async () => {
    const { api } = await renderApp({
      path: '/live',
      handlers: {
        'content.lobbyNews': () => ({
          items: [
            {
              id: '3',
              title: 'More baccarat tables',
              content: 'Three extra tables.',
              publishedAt: new Date(2030, 0, 2, 20, 0).getTime(),
            },
            {
              id: '1',
              title: 'Maintenance on Monday',
              content: 'Balances stay safe.',
              publishedAt: new Date(2030, 0, 1, 8, 5).getTime(),
            },
          ],
        }),
      },
    });
    const news = within(await screen.findByRole('region', { name: 'Lobby news' }));
    const items = await news.findAllByRole('article');
    expect(
      items.map(
        (item) => item.getAttribute('aria-labelledby') && within(item).getByRole('heading').textContent,
      ),
    ).toEqual(['More baccarat tables', 'Maintenance on Monday']);
    expect(within(items[0]!).getByText('02/01/2030 20:00')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Balances stay safe.')).toBeInTheDocument();
    expect(api.callsTo('content.lobbyNews')[0]?.input).toEqual({ category: 'LIVE' });
  });

  it('says when there is no news, and when it failed to load', async () => {
    const empty = await renderApp({ path: '/fish' });
    expect(await screen.findByText('No news for this lobby yet.')).toBeInTheDocument();
    empty.unmount();

    await renderApp({
      path: '/fish',
      handlers: {
        'content.lobbyNews': () => {
          throw apiError({ key: 'unknown_error' }, 502);
        },
      },
    });
    const news = within(await screen.findByRole('region', { name: 'Lobby news' }));
    expect(await news.findByText('News could not be loaded')).toBeInTheDocument();
  });
});
