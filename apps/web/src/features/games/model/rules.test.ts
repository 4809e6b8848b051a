import { afterEach, describe, expect, it } from 'vitest';
import { vendor, vendorCategory } from '../../../test/games-fixtures';
import { lotteryPrizeMode, prizeModeForRoute } from '../../shared-games/lottery-prize-mode';
import { favouriteStep } from './favourites';
import { lobbyListInput, parseLobbyState } from './lobby-query';
import { readGameCache, writeGameCache } from './session-cache';
import { slotFilters } from './slot-filters';
import { createThrottle } from './throttle';

describe('prize mode (docs/product.md §3)', () => {
  it('is ELOTT when the ELOTT category has a TCG_LOTTO_VN card', () => {
    expect(lotteryPrizeMode([vendorCategory('ELOTT', [vendor({ vassalage: 'TCG_LOTTO_VN' })])])).toBe(
      'ELOTT',
    );
  });

  it('is ELOTT when the ELOTT category has a LOTT card', () => {
    expect(lotteryPrizeMode([vendorCategory('ELOTT', [vendor({ vassalage: 'LOTT' })])])).toBe('ELOTT');
  });

  it('is LOTT otherwise', () => {
    expect(lotteryPrizeMode([vendorCategory('ELOTT', [vendor({ vassalage: 'TCG_SEA' })])])).toBe('LOTT');
    expect(lotteryPrizeMode([])).toBe('LOTT');
  });

  it('is SEA on /seaLottery whatever the vendors', () => {
    expect(prizeModeForRoute('/seaLottery', [vendorCategory('ELOTT', [vendor({ vassalage: 'LOTT' })])])).toBe(
      'SEA',
    );
  });
});

describe('slot filters', () => {
  it('offers JP TG AC SC VP, and BG only when TY is supported', () => {
    expect(slotFilters(['EN'])).toEqual(['JP', 'TG', 'AC', 'SC', 'VP']);
    expect(slotFilters(['EN', 'TY'])).toEqual(['JP', 'TG', 'AC', 'SC', 'VP', 'BG']);
  });
});

describe('favourite step (docs/product.md §4)', () => {
  it('adds a game that is not yet a favourite', () => {
    expect(favouriteStep(['a'], 'b', true)).toBe('add');
  });

  it('skips adding a game that is already present', () => {
    expect(favouriteStep(['a', 'b'], 'b', true)).toBe('skip');
  });

  it('removes a favourite', () => {
    expect(favouriteStep(['a', 'b'], 'b', false)).toBe('remove');
  });
});

describe('throttle', () => {
  it('lets one action through per interval', () => {
    let now = 10_000;
    const throttle = createThrottle(1000, () => now);
    expect(throttle.tryAcquire()).toBe(true);
    now += 999;
    expect(throttle.tryAcquire()).toBe(false);
    now += 1;
    expect(throttle.tryAcquire()).toBe(true);
  });
});

describe('lobby query', () => {
  it('reads the vendor, filter, search and page from the URL', () => {
    expect(parseLobbyState(new URLSearchParams('vassalage=PG&classify=JP&q=dragon&page=3'))).toEqual({
      view: 'vendor',
      vassalage: 'PG',
      classify: 'JP',
      search: 'dragon',
      page: 3,
    });
  });

  it('asks games.list for the category, vendor, filter and search, 42 per page', () => {
    const state = parseLobbyState(new URLSearchParams('vassalage=PG&classify=BG&q=%20dragon%20&page=2'));
    expect(lobbyListInput('RNG', state, ['JP', 'BG'])).toEqual({
      gameType: 'RNG',
      vassalage: 'PG',
      gameClassify: 'BG',
      gameName: 'dragon',
      pageNo: 2,
      pageSize: 42,
    });
  });

  it('drops a filter the page does not offer', () => {
    const state = parseLobbyState(new URLSearchParams('classify=BG'));
    expect(lobbyListInput('RNG', state, ['JP'])).toEqual({ gameType: 'RNG', pageNo: 1, pageSize: 42 });
  });
});

describe('session cache', () => {
  afterEach(() => window.sessionStorage.clear());

  it('returns the stored answer in the same language only', () => {
    writeGameCache('HOT_GAMES', 'EN', { games: [] });
    expect(readGameCache('HOT_GAMES', 'EN')).toEqual({ games: [] });
    expect(readGameCache('HOT_GAMES', 'TY')).toBeUndefined();
  });

  it('treats a damaged entry as absent', () => {
    window.sessionStorage.setItem('WINNERS', '{oops');
    expect(readGameCache('WINNERS', 'EN')).toBeUndefined();
  });
});
