import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { WinnersTicker } from './winners-ticker';

const routes = [{ definition: { path: '/winners' }, element: <WinnersTicker /> }];
const winner = {
  customerName: 'de***er',
  winAmount: 1234500,
  gameName: 'Koi Quest',
  nodeId: '1',
  vassalage: 'PT',
  gameType: 'RNG',
  iconUrl: null,
};

describe('winners ticker', () => {
  it('lists the biggest wins with masked names and amounts', async () => {
    await renderApp({
      path: '/winners',
      routes,
      handlers: { 'games.winners': () => ({ winners: [winner] }) },
    });
    const ticker = within(await screen.findByRole('region', { name: 'Latest big wins' }));
    expect(ticker.getAllByRole('listitem')[0]).toHaveTextContent('de***er won ₱12,345.00 on Koi Quest');
    // The answer is kept for the next load of this tab.
    expect(JSON.parse(window.sessionStorage.getItem('WINNERS') ?? '{}')).toEqual({
      language: 'EN',
      data: { winners: [winner] },
    });
  });

  it('stays hidden without winners', async () => {
    await renderApp({ path: '/winners', routes });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByRole('region', { name: 'Latest big wins' })).not.toBeInTheDocument();
  });
});

describe("a lobby's winners ticker", () => {
  it("shows the biggest wins of the lobby's category", async () => {
    const asked: string[] = [];
    await renderApp({
      path: '/rng',
      handlers: {
        'games.categoryWinners': ({ category }) => {
          asked.push(category);
          return { winners: [{ ...winner, customerName: 'sl***ts' }] };
        },
      },
    });
    const ticker = within(await screen.findByRole('region', { name: /^Big wins in/ }));
    expect(ticker.getAllByRole('listitem')[0]).toHaveTextContent('sl***ts won ₱12,345.00 on Koi Quest');
    expect(asked).toContain('RNG');
  });
});
