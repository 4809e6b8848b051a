import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, session } from '../../../test/fixtures';
import { vendor, vendorCategory } from '../../../test/games-fixtures';
import { lotteryGame, lotteryPageHandlers } from '../../../test/lottery-results-fixtures';
import { renderApp } from '../../../test/render-app';

const slotVendors = Array.from({ length: 13 }, (_, index) =>
  vendor({ vassalage: `SLOT${index + 1}`, displayName: `Slot House ${index + 1}`, gameType: 'RNG' }),
);

const vendorsAnswer = () => ({
  categories: [
    vendorCategory('HOT', [vendor({ vassalage: 'PG', displayName: 'PG Soft' })], 'Hot'),
    vendorCategory('RNG', slotVendors, 'Slots'),
    vendorCategory(
      'LIVE',
      [vendor({ vassalage: 'AG', displayName: 'AG Live', gameType: 'LIVE', opensGameList: true })],
      'Live',
    ),
    vendorCategory('PVP', [vendor({ vassalage: 'KY', displayName: 'KY Poker', gameType: 'PVP' })], null),
    vendorCategory('FISH', [], 'Fishing'),
    vendorCategory(
      'ESPORTS',
      [vendor({ vassalage: 'AV', displayName: 'AV Esports', gameType: 'ESPORTS' })],
      'E-sports',
    ),
    vendorCategory(
      'BINGO',
      [vendor({ vassalage: 'BNG', displayName: 'Bingo Hall', gameType: 'BINGO' })],
      'Bingo',
    ),
    vendorCategory(
      'ELOTT',
      [
        vendor({ vassalage: 'TCG_LOTTO_VN', displayName: 'VN Lotto', gameType: 'ELOTT' }),
        vendor({ vassalage: 'TCG_SEA', displayName: 'SEA Lotto', gameType: 'ELOTT', gameId: 'SEA1' }),
      ],
      'E-lottery',
    ),
  ],
});

const mainMenu = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main menu' });
  await within(nav).findByRole('link', { name: /Slots/ });
  return within(nav);
};

describe('game navigation', () => {
  it('lists home, each category with vendors, then promotions', async () => {
    await renderApp({ handlers: { 'games.vendors': vendorsAnswer } });
    const menu = await mainMenu();
    const names = menu.getAllByRole('listitem').map((item) => item.firstElementChild?.textContent);
    expect(names).toEqual([
      'Home',
      'Hot games',
      'Slots',
      'Live',
      'KY Poker',
      'E-sports',
      'Bingo',
      'E-lottery',
      'Promotions',
    ]);
    expect(menu.getByRole('link', { name: /KY Poker/ })).toHaveAttribute('href', '/pvp');
    expect(menu.getByRole('link', { name: /Live/ })).toHaveAttribute('href', '/live');
  });

  it('opens a drop-down of the first 11 vendors and a more tile on hover', async () => {
    await renderApp({ handlers: { 'games.vendors': vendorsAnswer } });
    const menu = await mainMenu();
    fireEvent.mouseEnter(menu.getByRole('link', { name: /Slots/ }).closest('li')!);
    const dropdown = within(await screen.findByRole('group', { name: 'Slots providers' }));
    const tiles = dropdown.getAllByRole('button');
    expect(tiles.map((tile) => tile.textContent)).toEqual(
      slotVendors.slice(0, 11).map((item) => item.displayName),
    );
    // Its text says where it leads (a bare "More" is non-descriptive link text).
    expect(dropdown.getByRole('link', { name: 'All Slots' })).toHaveAttribute('href', '/rng');
  });

  it('opens the drop-down from the keyboard and closes it with Escape', async () => {
    const { user } = await renderApp({ handlers: { 'games.vendors': vendorsAnswer } });
    const menu = await mainMenu();
    const slots = menu.getByRole('link', { name: /Slots/ });
    slots.focus();
    await user.keyboard('{ArrowDown}');
    const dropdown = await screen.findByRole('group', { name: 'Slots providers' });
    expect(slots).toHaveAttribute('aria-expanded', 'true');
    expect(within(dropdown).getByRole('button', { name: 'Slot House 1' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Slots providers' })).not.toBeInTheDocument();
    expect(slots).toHaveFocus();
  });

  it('sends a slots vendor tile to the category page with the vendor', async () => {
    const { user, router } = await renderApp({ handlers: { 'games.vendors': vendorsAnswer } });
    const menu = await mainMenu();
    fireEvent.mouseEnter(menu.getByRole('link', { name: /Slots/ }).closest('li')!);
    await user.click(await screen.findByRole('button', { name: 'Slot House 3' }));
    await waitFor(() => expect(router.location.pathname).toBe('/rng'));
    expect(router.location.search).toBe('?vassalage=SLOT3');
  });

  it('starts vendor TCG_SEA from the e-lottery entry', async () => {
    const { user, router } = await renderApp({
      handlers: {
        'games.vendors': vendorsAnswer,
        'session.me': () => session(member()),
        'games.launchLottery': () => ({ url: '/games/play/lottery?launch=SEA1' }),
        ...lotteryPageHandlers(lotteryGame({ gameCode: 'SEA1', vassalage: 'TCG_SEA' })),
      },
    });
    const menu = await mainMenu();
    await user.click(menu.getByRole('button', { name: /E-lottery/ }));
    await waitFor(() => expect(router.location.pathname).toBe('/seaLottery'));
    expect(router.location.search).toBe('?gameCode=SEA1');
  });
});
