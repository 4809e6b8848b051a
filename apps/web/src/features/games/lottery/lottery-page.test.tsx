import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, session } from '../../../test/fixtures';
import { vendor, vendorCategory } from '../../../test/games-fixtures';
import { renderApp } from '../../../test/render-app';

const handlers = (elottVendors: string[]) => ({
  'session.me': () => session(member()),
  'games.vendors': () => ({
    categories: [
      vendorCategory(
        'ELOTT',
        elottVendors.map((vassalage) => vendor({ vassalage, gameType: 'ELOTT' })),
      ),
    ],
  }),
  'games.launchLottery': () => ({ url: '/games/play/lottery?launch=l1' }),
  'games.launchFb': () => ({ url: '/games/play/sportsbook?launch=fb' }),
});

describe('lottery and FB pages', () => {
  it('opens /vnLottery in ELOTT prize mode when the ELOTT category has TCG_LOTTO_VN', async () => {
    const { api } = await renderApp({
      path: '/vnLottery?gameCode=VN01',
      handlers: handlers(['TCG_LOTTO_VN', 'TCG_SEA']),
    });
    expect(await screen.findByTestId('game-frame')).toHaveAttribute('src', '/games/play/lottery?launch=l1');
    expect(api.callsTo('games.launchLottery')[0]?.input).toEqual({ prizeMode: 'ELOTT', gameCode: 'VN01' });
  });

  it('opens /lottery in LOTT prize mode otherwise', async () => {
    const { api } = await renderApp({ path: '/lottery', handlers: handlers(['TCG_SEA']) });
    await waitFor(() => expect(api.callsTo('games.launchLottery')).toHaveLength(1));
    expect(api.callsTo('games.launchLottery')[0]?.input).toEqual({ prizeMode: 'LOTT' });
  });

  it('opens /seaLottery in SEA prize mode', async () => {
    const { api } = await renderApp({ path: '/seaLottery?gameCode=SEA5', handlers: handlers(['LOTT']) });
    await waitFor(() => expect(api.callsTo('games.launchLottery')).toHaveLength(1));
    expect(api.callsTo('games.launchLottery')[0]?.input).toEqual({ prizeMode: 'SEA', gameCode: 'SEA5' });
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
