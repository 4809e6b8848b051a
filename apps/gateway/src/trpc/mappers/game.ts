import type { z } from 'zod';
import {
  type TGame,
  toMinorUnits,
  type TPokerRoom,
  type TWinner,
  type TWireGame,
  type ZWirePokerRoomSchema,
  type ZWireWinnerSchema,
} from '@site/contracts';

/** The upstream leaves optional text out, sends null, or sends an empty string: all mean "none". */
export const present = (...values: Array<string | null | undefined>): string | null =>
  values.find((value): value is string => typeof value === 'string' && value.trim() !== '') ?? null;

/**
 * A game of the list, hot games, favourites and recent games (docs/product.md §2 "Game
 * items"): gameName, or nodeName when it has none; iconUrl, or showIcon, or
 * defaultIcon (root-relative URLs stay so: the gateway proxies `/static/*`);
 * a free trial when supportPlay is 0.
 */
export const toGame = (wire: TWireGame): TGame => {
  const name = present(wire.gameName, wire.nodeName, wire.displayName) ?? wire.nodeId;
  return {
    nodeId: wire.nodeId,
    gameId: wire.gameId,
    vassalage: wire.vassalage,
    gameType: wire.gameType,
    name,
    displayName: present(wire.displayName) ?? name,
    iconUrl: present(wire.iconUrl, wire.showIcon, wire.defaultIcon),
    gameClassify: present(wire.gameClassify),
    supportsTrial: wire.supportPlay === 0,
    isNew: wire.isNew === 1,
    isUnderMaintenance: wire.maintenance === 1,
  };
};

/** A row of the winner board: the win in integer minor units. */
export const toWinner = ({ vo }: z.output<typeof ZWireWinnerSchema>): TWinner => ({
  customerName: vo.customerName,
  winAmount: toMinorUnits(vo.winAmount),
  gameName: vo.gameName,
  nodeId: vo.nodeId ?? null,
  vassalage: present(vo.vassalage, vo.vendor),
  gameType: present(vo.gameType),
  iconUrl: present(vo.iconUrl),
});

/** A poker room: blinds and buy-ins from decimal major units to integer minor units. */
export const toPokerRoom = (wire: z.output<typeof ZWirePokerRoomSchema>): TPokerRoom => ({
  roomId: wire.roomId,
  roomName: wire.roomName,
  nodeId: wire.nodeId,
  gameId: wire.gameId,
  vassalage: wire.vassalage,
  smallBlind: toMinorUnits(wire.smallBlind),
  bigBlind: toMinorUnits(wire.bigBlind),
  minBuyIn: toMinorUnits(wire.minBuyIn),
  maxBuyIn: toMinorUnits(wire.maxBuyIn),
  seatCount: wire.seatCount,
  seatedCount: wire.seatedCount,
});

/**
 * Where a launch runs, from `value.content`: a root-relative path (served
 * through the gateway's `/games/*` proxy) or an http(s) URL. Anything else
 * (a `javascript:` URL, a protocol-relative `//host`) is refused: it would
 * end up in an iframe's src.
 */
export const launchUrlOf = (content: {
  game_url?: string | null;
  game_url2?: string | null;
}): string | null => {
  const url = present(content.game_url, content.game_url2)?.trim();
  if (!url) return null;
  if (url.startsWith('/')) return url.startsWith('//') || url.startsWith('/\\') ? null : url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};
