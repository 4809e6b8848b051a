import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findLiveLaunch } from '../../core/play/launch-service.js';
import {
  balanceOf,
  credit,
  debit,
  rollback,
  type TSeamlessRequest,
} from '../../core/play/seamless-wallet.js';
import { gameLaunches } from '../../db/schema-play.js';
import { success, WireError } from '../../wire/envelope.js';
import { readHeader } from '../../wire/headers.js';
import { isSameSecret } from '../../wire/shared-secret.js';

const ZMovementSchema = z.strictObject({
  transactionId: z.string().min(1).max(128),
  launchToken: z.string().min(1),
  roundId: z.string().min(1).max(128),
  amountMinor: z.number().int().min(0),
});

/** preHandler: the vendor's shared secret in `X-Seamless-Key` (config.seamlessKey). */
async function requireSeamlessKey(request: FastifyRequest): Promise<void> {
  if (!isSameSecret(readHeader(request, 'x-seamless-key'), request.server.config.seamlessKey))
    throw new WireError(401, 'function.not.available', 'Missing or wrong X-Seamless-Key');
}

/**
 * The seamless wallet over HTTP, as a vendor calls it (server to server):
 * `POST /seamless/{debit,credit,rollback}` `{transactionId, launchToken,
 * roundId, amountMinor}` and `GET /seamless/balance?launchToken`. Replies in
 * the envelope: `value = {transactionId, roundId, kind, amountMinor,
 * balanceMinor, isReplay}`.
 */
export const seamlessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireSeamlessKey);

  /** Debits need a live launch; credits and rollbacks may settle after it expired. */
  const launchOf = (token: string, isLiveRequired: boolean) => {
    const launch = isLiveRequired
      ? findLiveLaunch(app.db, token)
      : app.db.select().from(gameLaunches).where(eq(gameLaunches.token, token)).get();
    if (!launch) throw new WireError(401, 'login.not.session', 'Unknown or expired launch token');
    return launch;
  };

  const movement = (body: z.infer<typeof ZMovementSchema>): TSeamlessRequest => ({
    transactionId: body.transactionId,
    roundId: body.roundId,
    amountMinor: body.amountMinor,
  });

  app.post('/seamless/debit', { schema: { body: ZMovementSchema } }, async (request) =>
    success(debit(app.db, launchOf(request.body.launchToken, true), movement(request.body))),
  );
  app.post('/seamless/credit', { schema: { body: ZMovementSchema } }, async (request) =>
    success(credit(app.db, launchOf(request.body.launchToken, false), movement(request.body))),
  );
  app.post('/seamless/rollback', { schema: { body: ZMovementSchema } }, async (request) =>
    success(rollback(app.db, launchOf(request.body.launchToken, false), movement(request.body))),
  );
  app.get(
    '/seamless/balance',
    { schema: { querystring: z.object({ launchToken: z.string().min(1) }) } },
    async (request) => {
      const launch = launchOf(request.query.launchToken, false);
      return success({ balanceMinor: balanceOf(app.db, launch), mode: launch.mode });
    },
  );
};
