import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { merchants } from '../../../db/schema.js';
import { wireErrors } from '../../../wire/envelope.js';
import { readHeader } from '../../../wire/headers.js';
import { findGameById } from '../catalogue.js';
import { findLiveLaunch } from '../launch-service.js';
import type { TGameContext } from './engine-module.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by {@link requireLaunch} on the /games/api routes. */
    gameContext: TGameContext | null;
  }
}

export const LAUNCH_TOKEN_HEADER = 'x-launch-token';

/** The launch, game and merchant of a live launch token, or undefined. */
export const resolveGameContext = (
  request: FastifyRequest,
  token: string | undefined,
): TGameContext | undefined => {
  if (!token) return undefined;
  const db = request.server.db;
  const launch = findLiveLaunch(db, token);
  if (!launch) return undefined;
  const game = findGameById(db, launch.gameId);
  const merchant = db.select().from(merchants).where(eq(merchants.id, launch.merchantId)).get();
  return game && merchant ? { launch, game, merchant } : undefined;
};

/** preHandler of the game API: header `X-Launch-Token` must name a live launch (else 401 `login.not.session`). */
export async function requireLaunch(request: FastifyRequest): Promise<void> {
  const context = resolveGameContext(request, readHeader(request, LAUNCH_TOKEN_HEADER));
  if (!context) throw wireErrors.loginNotSession();
  request.gameContext = context;
}

/** The launch of a request that passed {@link requireLaunch}; re-read so balances are fresh. */
export const gameContext = (request: FastifyRequest): TGameContext => {
  if (!request.gameContext) throw wireErrors.loginNotSession();
  return request.gameContext;
};
