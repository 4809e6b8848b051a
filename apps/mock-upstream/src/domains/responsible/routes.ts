import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REALITY_CHECK_MINUTES,
  RESPONSIBLE_PATHS,
  VALIDATION,
  ZWireRgLimitKeySchema,
  ZWireSetRealityCheckRequestSchema,
  ZWireSetRgLimitRequestSchema,
  ZWireTakeBreakRequestSchema,
} from '@site/contracts';
import { decryptEncryptedBody } from '../../wire/encrypted-body.js';
import { success, wireErrors } from '../../wire/envelope.js';
import { authenticated } from '../../wire/token-hook.js';
import { askToReturn, takeBreak } from './breaks-service.js';
import { cancelLimitChange, confirmLimit, rgOverview, setLimit } from './limits-service.js';
import { playSession } from './play-session-service.js';
import { setRealityCheckSeconds } from './reality-check-store.js';

const SECONDS_PER_MINUTE = 60;

/**
 * The responsible group (docs/decisions/0041-responsible-gaming.md): the
 * member's limits, reality check, play session, breaks and return. Every
 * call is a real member's: the caller checks answer a guest 401 and a trial
 * session 403 `in_need_true_account` from the registry (wire/caller-checks.ts).
 */
export const responsibleRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownerOf = (request: Parameters<typeof authenticated>[0]) => authenticated(request).member;

  app.get(RESPONSIBLE_PATHS.overview, async (request) =>
    success(rgOverview(app.db, ownerOf(request), new Date())),
  );

  app.put(
    RESPONSIBLE_PATHS.setLimit,
    { schema: { body: ZWireSetRgLimitRequestSchema }, config: { audit: 'responsible.setLimit' } },
    async (request) => success(setLimit(app.db, ownerOf(request), request.body, new Date())),
  );

  app.post(
    RESPONSIBLE_PATHS.confirmLimit,
    { schema: { body: ZWireRgLimitKeySchema }, config: { audit: 'responsible.confirmLimit' } },
    async (request) => success(confirmLimit(app.db, ownerOf(request), request.body, new Date())),
  );

  app.post(
    RESPONSIBLE_PATHS.cancelLimitChange,
    { schema: { body: ZWireRgLimitKeySchema }, config: { audit: 'responsible.cancelLimitChange' } },
    async (request) => success(cancelLimitChange(app.db, ownerOf(request), request.body, new Date())),
  );

  app.put(
    RESPONSIBLE_PATHS.setRealityCheck,
    { schema: { body: ZWireSetRealityCheckRequestSchema }, config: { audit: 'responsible.setRealityCheck' } },
    async (request) => {
      const minutes = request.body.intervalMinutes;
      if (!REALITY_CHECK_MINUTES.some((allowed) => allowed === minutes))
        throw wireErrors.validationFailed({ intervalMinutes: VALIDATION.invalid });
      const seconds = setRealityCheckSeconds(app.db, ownerOf(request).id, minutes * SECONDS_PER_MINUTE);
      return success({ realityCheckSeconds: seconds });
    },
  );

  app.get(RESPONSIBLE_PATHS.playSession, async (request) =>
    success(playSession(app.db, authenticated(request))),
  );

  app.post(
    RESPONSIBLE_PATHS.takeBreak,
    {
      schema: { body: ZWireTakeBreakRequestSchema },
      config: { audit: 'responsible.takeBreak' },
      preValidation: decryptEncryptedBody,
    },
    async (request) => success(await takeBreak(app.db, ownerOf(request), request.body, new Date())),
  );

  app.post(RESPONSIBLE_PATHS.askToReturn, { config: { audit: 'responsible.askToReturn' } }, async (request) =>
    success(askToReturn(app.db, ownerOf(request), new Date())),
  );
};
