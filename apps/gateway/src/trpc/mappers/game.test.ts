import { describe, expect, it } from 'vitest';
import {
  ZGameSchema,
  ZPokerRoomSchema,
  ZWinnerSchema,
  ZWireGameSchema,
  ZWirePokerRoomSchema,
  ZWireWinnerSchema,
} from '@site/contracts';
import { launchUrlOf, toGame, toPokerRoom, toWinner } from './game.js';

const wireGame = (extra: Record<string, unknown> = {}) =>
  ZWireGameSchema.parse({ nodeId: 9001, gameId: '501', gameType: 'RNG', vassalage: 'PT', ...extra });

describe('toGame', () => {
  it('maps a full wire game to the API shape, ids as strings', () => {
    const game = toGame(
      wireGame({
        gameName: 'Lucky Reels',
        nodeName: 'lucky_reels',
        displayName: 'Lucky Reels Deluxe',
        gameClassify: 'JP',
        iconUrl: '/static/cdn/icon.svg',
        supportPlay: 0,
        isNew: '1',
        maintenance: 0,
      }),
    );
    expect(game).toEqual({
      nodeId: '9001',
      gameId: '501',
      vassalage: 'PT',
      gameType: 'RNG',
      name: 'Lucky Reels',
      displayName: 'Lucky Reels Deluxe',
      iconUrl: '/static/cdn/icon.svg',
      gameClassify: 'JP',
      supportsTrial: true,
      isNew: true,
      isUnderMaintenance: false,
    });
    expect(ZGameSchema.parse(game)).toEqual(game);
  });

  it('names the game by gameName, else nodeName (empty counts as missing)', () => {
    expect(toGame(wireGame({ gameName: 'A', nodeName: 'B' })).name).toBe('A');
    expect(toGame(wireGame({ gameName: '', nodeName: 'B' })).name).toBe('B');
    expect(toGame(wireGame({ gameName: null, nodeName: 'B' })).name).toBe('B');
    expect(toGame(wireGame({ nodeName: 'B' })).displayName).toBe('B');
    expect(toGame(wireGame({})).name).toBe('9001');
  });

  it('takes iconUrl, else showIcon, else defaultIcon, else null', () => {
    const icons = { iconUrl: '/i.svg', showIcon: '/s.svg', defaultIcon: '/d.svg' };
    expect(toGame(wireGame(icons)).iconUrl).toBe('/i.svg');
    expect(toGame(wireGame({ ...icons, iconUrl: null })).iconUrl).toBe('/s.svg');
    expect(toGame(wireGame({ ...icons, iconUrl: '', showIcon: undefined })).iconUrl).toBe('/d.svg');
    expect(toGame(wireGame({})).iconUrl).toBeNull();
  });

  it('offers a trial only when supportPlay is 0', () => {
    expect(toGame(wireGame({ supportPlay: 0 })).supportsTrial).toBe(true);
    expect(toGame(wireGame({ supportPlay: '0' })).supportsTrial).toBe(true);
    expect(toGame(wireGame({ supportPlay: 1 })).supportsTrial).toBe(false);
    expect(toGame(wireGame({})).supportsTrial).toBe(false);
  });

  it('reads the new and maintenance flags', () => {
    expect(toGame(wireGame({ isNew: 1, maintenance: '1' }))).toMatchObject({
      isNew: true,
      isUnderMaintenance: true,
    });
    expect(toGame(wireGame({ isNew: 0 }))).toMatchObject({ isNew: false, isUnderMaintenance: false });
  });
});

describe('toWinner', () => {
  it('converts the win to integer minor units and falls back to the vendor field', () => {
    const row = ZWireWinnerSchema.parse({
      vo: { customerName: 'de***er', winAmount: '1234.56', gameName: 'Lucky', nodeId: 9001, vendor: 'PT' },
    });
    const winner = toWinner(row);
    expect(winner).toEqual({
      customerName: 'de***er',
      winAmount: 123456,
      gameName: 'Lucky',
      nodeId: '9001',
      vassalage: 'PT',
      gameType: null,
      iconUrl: null,
    });
    expect(ZWinnerSchema.parse(winner)).toEqual(winner);
    expect(toWinner(ZWireWinnerSchema.parse({ vo: { ...row.vo, winAmount: 0.1 + 0.2 } })).winAmount).toBe(30);
  });
});

describe('toPokerRoom', () => {
  it('converts blinds and buy-ins to integer minor units', () => {
    const room = toPokerRoom(
      ZWirePokerRoomSchema.parse({
        roomId: 7,
        roomName: 'Table 7',
        nodeId: 300,
        gameId: 30,
        vassalage: 'KY',
        smallBlind: '0.5',
        bigBlind: 1,
        minBuyIn: '40.00',
        maxBuyIn: 200.1,
        seatCount: 9,
        seatedCount: '4',
      }),
    );
    expect(room).toEqual({
      roomId: '7',
      roomName: 'Table 7',
      nodeId: '300',
      gameId: '30',
      vassalage: 'KY',
      smallBlind: 50,
      bigBlind: 100,
      minBuyIn: 4000,
      maxBuyIn: 20010,
      seatCount: 9,
      seatedCount: 4,
    });
    expect(ZPokerRoomSchema.parse(room)).toEqual(room);
  });
});

describe('launchUrlOf', () => {
  it('takes game_url, else game_url2', () => {
    expect(launchUrlOf({ game_url: '/games/play/slot?launch=ab' })).toBe('/games/play/slot?launch=ab');
    expect(launchUrlOf({ game_url: '', game_url2: 'https://vendor.example/play' })).toBe(
      'https://vendor.example/play',
    );
    expect(launchUrlOf({})).toBeNull();
  });

  it('refuses anything that is neither root-relative nor http(s)', () => {
    for (const url of [
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example',
      'data:text/html,x',
      'games/x',
    ]) {
      expect(launchUrlOf({ game_url: url })).toBeNull();
    }
  });
});
