import { describe, expect, it } from 'vitest';
import { game, vendor } from '../../../test/games-fixtures';
import { accountKindOf, resolveLaunch } from './launch-routing';

const slot = game({ nodeId: 'n1', gameId: 'g1', vassalage: 'PG', gameType: 'RNG', name: 'Lucky Dragon' });

describe('launch routing (docs/product.md §2)', () => {
  it('sends a guest to log in', () => {
    expect(resolveLaunch({ kind: 'game', game: slot }, 'guest')).toEqual({ type: 'login' });
  });

  it('stops a trial account with the real-account notice', () => {
    expect(resolveLaunch({ kind: 'game', game: slot }, 'trial')).toEqual({ type: 'needRealAccount' });
  });

  it('tells guests, trial and real accounts apart', () => {
    expect([
      accountKindOf(null),
      accountKindOf({ isTrial: true }),
      accountKindOf({ isTrial: false }),
    ]).toEqual(['guest', 'trial', 'real']);
  });

  it('sends vendor TCG_LOTTO_VN to /vnLottery with the game code', () => {
    const target = {
      kind: 'vendor',
      vendor: vendor({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameId: 'VN01' }),
    } as const;
    expect(resolveLaunch(target, 'real')).toEqual({ type: 'navigate', to: '/vnLottery?gameCode=VN01' });
  });

  it('sends vendor TCG_SEA to /seaLottery with the game code', () => {
    const target = {
      kind: 'game',
      game: game({ vassalage: 'TCG_SEA', gameType: 'ELOTT', gameId: 'SEA5' }),
    } as const;
    expect(resolveLaunch(target, 'real')).toEqual({ type: 'navigate', to: '/seaLottery?gameCode=SEA5' });
  });

  it('sends LOTT and ELOTT games to /lottery with the game code', () => {
    const lott = { kind: 'game', game: game({ vassalage: 'LOTT', gameType: 'LOTT', gameId: 'L1' }) } as const;
    const elott = {
      kind: 'game',
      game: game({ vassalage: 'OTHER', gameType: 'ELOTT', gameId: 'E1' }),
    } as const;
    expect(resolveLaunch(lott, 'real')).toEqual({ type: 'navigate', to: '/lottery?gameCode=L1' });
    expect(resolveLaunch(elott, 'real')).toEqual({ type: 'navigate', to: '/lottery?gameCode=E1' });
  });

  it('sends vendor FB to /fbSports', () => {
    const target = {
      kind: 'vendor',
      vendor: vendor({ vassalage: 'FB', gameType: 'FB', gameId: 'fb', nodeId: 'fb' }),
    } as const;
    expect(resolveLaunch(target, 'real')).toEqual({ type: 'navigate', to: '/fbSports' });
  });

  it('sends a vendor of a game-list centre type to its category page with the vendor', () => {
    const target = { kind: 'vendor', vendor: vendor({ vassalage: 'CQ9F', gameType: 'FISH' }) } as const;
    expect(resolveLaunch(target, 'guest')).toEqual({ type: 'navigate', to: '/fish?vassalage=CQ9F' });
  });

  it('opens the game-list popup of a VASSALAGE vendor', () => {
    const ag = vendor({ vassalage: 'AG', gameType: 'LIVE', opensGameList: true });
    expect(resolveLaunch({ kind: 'vendor', vendor: ag }, 'real')).toEqual({
      type: 'vendorGameList',
      vendor: ag,
    });
  });

  it('starts any other vendor game in place', () => {
    const ibc = vendor({
      vassalage: 'IBC',
      displayName: 'IBC Sports',
      gameType: 'SPORTS',
      gameId: 'g9',
      nodeId: 'n9',
    });
    expect(resolveLaunch({ kind: 'vendor', vendor: ibc }, 'real')).toEqual({
      type: 'start',
      game: { nodeId: 'n9', gameId: 'g9', vassalage: 'IBC', name: 'IBC Sports' },
    });
  });

  it('starts a game in place', () => {
    expect(resolveLaunch({ kind: 'game', game: slot }, 'real')).toEqual({
      type: 'start',
      game: { nodeId: 'n1', gameId: 'g1', vassalage: 'PG', name: 'Lucky Dragon' },
    });
  });
});
