import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TMatch } from '@site/contracts/api';
import { apiError } from '../../../test/fake-api';
import { member, session } from '../../../test/fixtures';
import { gamePage, games, vendor, vendorCategory } from '../../../test/games-fixtures';
import { renderApp } from '../../../test/render-app';

const ibc = vendor({ vassalage: 'IBC', displayName: 'IBC Sports', gameType: 'SPORTS', opensGameList: true });

const match = (overrides: Partial<TMatch> = {}): TMatch => ({
  id: '1',
  vassalage: 'IBC',
  sportName: 'Football',
  leagueName: 'English Premier League',
  homeTeam: 'Arsenal',
  awayTeam: 'Chelsea',
  kickOffAt: new Date(2030, 4, 17, 19, 45).getTime(),
  odds: { home: 1.95, draw: 3.4, away: 3.8 },
  ...overrides,
});

const sportsCentre = { 'games.vendors': () => ({ categories: [vendorCategory('SPORTS', [ibc], 'Sports')] }) };

describe('hot matches of the sports centre', () => {
  it('lists each match with its league, kick-off and odds, and bets with its vendor', async () => {
    const { user, api } = await renderApp({
      path: '/sports',
      handlers: {
        ...sportsCentre,
        'session.me': () => session(member()),
        'games.hotMatches': () => ({
          matches: [
            match(),
            match({
              id: '2',
              vassalage: 'SBT',
              sportName: 'Basketball',
              homeTeam: 'Lakers',
              awayTeam: 'Warriors',
              odds: { home: 2.05, draw: null, away: 1.78 },
            }),
          ],
        }),
        'games.list': () => gamePage(games(2, 'Book')),
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Hot matches' }));
    const arsenal = within(await section.findByRole('article', { name: 'Arsenal vs Chelsea' }));
    expect(arsenal.getByText('English Premier League')).toBeInTheDocument();
    expect(arsenal.getByText('17/05/2030 19:45')).toBeInTheDocument();
    expect(arsenal.getByText('Home').nextSibling).toHaveTextContent('1.95');
    expect(arsenal.getByText('Draw').nextSibling).toHaveTextContent('3.40');
    expect(arsenal.getByText('Away').nextSibling).toHaveTextContent('3.80');
    expect(api.callsTo('games.hotMatches')[0]?.input).toEqual({ category: 'SPORTS' });

    // No draw in basketball, and no vendor of the centre offers SBT here: nothing to bet with.
    const lakers = within(section.getByRole('article', { name: 'Lakers vs Warriors' }));
    expect(lakers.getByText('Draw').nextSibling).toHaveTextContent('None');
    expect(lakers.queryByRole('button')).not.toBeInTheDocument();

    await user.click(arsenal.getByRole('button', { name: 'Bet with IBC Sports: Arsenal vs Chelsea' }));
    expect(await screen.findByRole('dialog', { name: 'IBC Sports' })).toBeInTheDocument();
  });

  it('says when there are no matches, and offers a retry when they fail to load', async () => {
    const empty = await renderApp({ path: '/sports', handlers: sportsCentre });
    expect(await screen.findByText('Upcoming matches will appear here.')).toBeInTheDocument();
    empty.unmount();

    let calls = 0;
    const { user } = await renderApp({
      path: '/esports',
      handlers: {
        'games.hotMatches': () => {
          calls += 1;
          if (calls === 1) throw apiError({ key: 'unknown_error' }, 502);
          return { matches: [match({ vassalage: 'AV', homeTeam: 'ECHO', awayTeam: 'Blacklist' })] };
        },
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Hot matches' }));
    await user.click(await section.findByRole('button', { name: 'Try again' }));
    expect(await section.findByRole('article', { name: 'ECHO vs Blacklist' })).toBeInTheDocument();
  });

  it('is not on the cockfight centre', async () => {
    const { api } = await renderApp({ path: '/cockfight' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Hot matches' })).not.toBeInTheDocument();
    expect(api.callsTo('games.hotMatches')).toEqual([]);
  });
});
