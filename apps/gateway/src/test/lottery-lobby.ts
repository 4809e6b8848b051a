import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TNearDraws } from '@site/contracts';
import { okData } from './gateway-against-mock.js';
import type { GatewayVisitor } from './gateway-visitor.js';
import type { TMockUpstream } from './mock-upstream.js';

/**
 * The lottery lobby as a member uses it through the gateway
 * (docs/history/lottery-interfaces.md "The lobby page"): launched by the site, its
 * slips and cancels posted to the lobby's API through the `/games` proxy
 * (decision 0006), and the operator's QA draw that settles a draw.
 */

/** A five-minute game: after a QA draw-now its current draw has minutes ahead before it closes. */
export const LOBBY_GAME = 'LOTT_FAST_5M';

export type TSlipLine = { betType: string; numbers: string[]; stakeMinor: number };
export type TLobbyOrder = {
  orderNo: string;
  drawCode: string;
  subOrders: Array<{ subOrderNo: string; betType: string; numbers: string[]; stakeMinor: number }>;
};
export type TLobbyOrderReply = { order: TLobbyOrder; balanceMinor: number };

/** The operator draws the game's current draw now, settles it and opens the next. */
export const drawNow = (mock: TMockUpstream, gameCode = LOBBY_GAME) =>
  mock.qa<{ draw: { numero: string; status: string } }>('POST', `/lottery/games/${gameCode}/draw-now`, {});

/** The game's current draw, which must be open. */
export const currentDrawCode = async (visitor: GatewayVisitor, gameCode = LOBBY_GAME): Promise<string> => {
  const near = okData<TNearDraws>(await visitor.query('lottery.near', { gameCode }));
  expect(near.current?.status).toBe('open');
  return near.current?.drawCode ?? '';
};

/** The lobby launched through the gateway, as the site's lottery page embeds it: its launch token. */
export const launchLobby = async (visitor: GatewayVisitor, gameCode = LOBBY_GAME): Promise<string> => {
  const launched = okData<{ url: string }>(
    await visitor.mutate('games.launchLottery', { prizeMode: 'LOTT', gameCode }),
  );
  expect(launched.url).toMatch(/^\/games\/play\/lottery\?/);
  return new URL(launched.url, 'http://gateway').searchParams.get('launch') ?? '';
};

/** A POST to the lobby's API through the gateway's proxy, which must succeed; the gateway's request id too. */
const postToLobby = async (app: FastifyInstance, launchToken: string, path: string, body: unknown) => {
  const response = await app.inject({
    method: 'POST',
    url: `/games/api/lottery/${path}`,
    headers: { 'content-type': 'application/json', 'x-launch-token': launchToken },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    ...(JSON.parse(response.body) as TLobbyOrderReply),
    requestId: String(response.headers['x-request-id']),
  };
};

/** A slip placed in the lobby; its `requestId` (the money request's idempotency key) is a fresh one unless given. */
export const placeSlip = (
  app: FastifyInstance,
  launchToken: string,
  drawCode: string,
  lines: TSlipLine[],
  { gameCode = LOBBY_GAME, requestId = randomUUID() } = {},
) => postToLobby(app, launchToken, 'orders', { gameCode, drawCode, requestId, lines });

/** One sub-order cancelled in the lobby. */
export const cancelInLobby = (
  app: FastifyInstance,
  launchToken: string,
  orderNo: string,
  subOrderNo: string,
) => postToLobby(app, launchToken, 'cancel', { orderNo, subOrderNo });
