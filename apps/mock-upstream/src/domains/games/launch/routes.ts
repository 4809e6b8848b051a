import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { z as zod } from 'zod';
import { GAMES_PATHS, ZWireLaunchQuerySchema, type ZWireLaunchSchema } from '@site/contracts';
import {
  launchFb,
  launchReal,
  launchTrial,
  SystemBusyError,
  type TLaunchResult,
} from '../../../core/play/launch-service.js';
import { success } from '../../../wire/envelope.js';
import { requestLanguage } from '../../../wire/headers.js';
import { authenticated, readOptionalMember, requireMember } from '../../../wire/token-hook.js';

const ZTrialLaunchQuerySchema = zod.object({
  gameId: zod.string().optional(),
  nodeId: zod.string().optional(),
  platform: zod.string().optional(),
  language: zod.string().optional(),
});

const launchValue = (result: TLaunchResult): z.input<typeof ZWireLaunchSchema> => ({
  content: { game_url: result.gameUrl },
});

/** The launch's language: the query's `language`, else the `Language` header, if the merchant offers it. */
const languageOf = (request: FastifyRequest, queryLanguage: string | undefined): string => {
  const offered = request.merchant.languages;
  const fromQuery = queryLanguage?.toUpperCase();
  if (fromQuery && offered.includes(fromQuery)) return fromQuery;
  return requestLanguage(request, offered, request.auth?.member.language ?? request.merchant.defaultLanguage);
};

/**
 * The launch calls of the /wps group (merchant-scoped): `launchGame` (T),
 * `GCS_gameTrialLaunch` (guest or T), `GCS_gameLaunchFB` (T). Each answers
 * `value.content.game_url` = `/games/play/<engine>?launch=<token>`.
 */
export const launchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    GAMES_PATHS.launchGame,
    { schema: { querystring: ZWireLaunchQuerySchema }, preHandler: requireMember },
    async (request, reply) => {
      const { member } = authenticated(request);
      try {
        const result = launchReal(
          app.db,
          request.merchant,
          member,
          request.query,
          languageOf(request, request.query.language),
        );
        return success(launchValue(result));
      } catch (error) {
        if (!(error instanceof SystemBusyError)) throw error;
        // '#727' is the upstream's own code, not a catalogue key: answered here as the wire shows it.
        return reply
          .code(500)
          .send({ success: false, errorCode: '#727', message: error.message, value: null });
      }
    },
  );

  app.get(
    GAMES_PATHS.trialLaunch,
    { schema: { querystring: ZTrialLaunchQuerySchema }, preHandler: readOptionalMember },
    async (request) => {
      const result = launchTrial(
        app.db,
        request.merchant,
        request.auth?.member ?? null,
        request.query,
        languageOf(request, request.query.language),
      );
      return success(launchValue(result));
    },
  );

  app.get(
    GAMES_PATHS.launchFb,
    { schema: { querystring: zod.object({ language: zod.string().optional() }) }, preHandler: requireMember },
    async (request) => {
      const { member } = authenticated(request);
      const result = launchFb(app.db, request.merchant, member, languageOf(request, request.query.language));
      return success(launchValue(result));
    },
  );
};
